import { CalendarFeedLink } from '../components/training/calendar-feed-link';
import { ProsePage } from '../components/training/prose-intro';
import { TrainingCalendar } from '../components/training/training-calendar';
import { useRouteData } from '../loaders/page';
import type { TrainingListData } from '../loaders/trainings';

export function Component() {
  const { page, trainings } = useRouteData<TrainingListData>();
  return (
    <ProsePage page={page}>
      <TrainingCalendar trainings={trainings} />
      <CalendarFeedLink />
    </ProsePage>
  );
}
