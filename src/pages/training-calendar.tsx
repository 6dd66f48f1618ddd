import { CalendarFeedLink } from '../components/training/calendar-feed-link';
import { ProsePage } from '../components/training/prose-intro';
import { TrainingCalendar } from '../components/training/training-calendar';
import { useRouteData } from '../runtime/route-data';
import type { TrainingListData } from '../loaders/trainings.server';

export function Component() {
  const { page, trainings } = useRouteData<TrainingListData>();
  return (
    <ProsePage page={page}>
      <TrainingCalendar trainings={trainings} />
      <CalendarFeedLink />
    </ProsePage>
  );
}
