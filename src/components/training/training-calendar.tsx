import { useMemo } from 'react';
import { calendarMonthTrainings, upcomingTrainings } from '../../lib/trainings';
import { calendarMonthRange, nextUpcomingMonth } from '../../lib/training-views';
import { useToday } from '../../lib/use-today';
import { TrainingBrowser } from './training-browser';
import type { TrainingSummary } from './types';

export const EMPTY_CALENDAR_TEXT = 'No Upcoming Trainings This Month';

/**
 * The training calendar: upcoming trainings month by month, opening on the month of the next
 * training, or as one list grouped by month with a type filter.
 */
export function TrainingCalendar({ trainings }: { trainings: readonly TrainingSummary[] }) {
  const today = useToday();
  const upcoming = useMemo(() => upcomingTrainings(trainings, today), [trainings, today]);
  return (
    <TrainingBrowser
      trainings={upcoming}
      range={calendarMonthRange(trainings, today)}
      open={nextUpcomingMonth(trainings, today)}
      monthTrainings={(month) => calendarMonthTrainings(trainings, month, today)}
      status="upcoming"
      order="earliest-first"
      text={{
        navigator: 'Training calendar month',
        listHeading: 'All upcoming trainings',
        emptyMonthTitle: EMPTY_CALENDAR_TEXT,
        emptyMonthText: 'Use Next or the list view to see the trainings of the coming months.',
        emptyList: 'No upcoming trainings of this type are scheduled yet.',
      }}
    />
  );
}
