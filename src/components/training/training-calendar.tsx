import { useMemo } from 'react';
import { calendarList, calendarMonthTrainings, firstOpen } from '../../lib/trainings';
import { calendarMonthRange, nextUpcomingMonth } from '../../lib/training-views';
import { useToday } from '../../runtime/use-today';
import { TrainingBrowser } from './training-browser';
import type { TrainingSummary } from '../../lib/training-types';

export const EMPTY_CALENDAR_TEXT = 'No upcoming trainings this month';

/**
 * The training calendar: opens on one list grouped by month with a type filter, of every training
 * not over yet (those under way today first, closed ones marked so), pointing to the first still
 * open for registration when the list begins with closed ones; the month view (one tap away) opens
 * on the month of the next training.
 */
export function TrainingCalendar({ trainings }: { trainings: readonly TrainingSummary[] }) {
  const today = useToday();
  const listed = useMemo(() => calendarList(trainings, today), [trainings, today]);
  return (
    <TrainingBrowser
      trainings={listed}
      runs={trainings}
      range={calendarMonthRange(trainings, today)}
      open={nextUpcomingMonth(trainings, today)}
      monthTrainings={(month) => calendarMonthTrainings(trainings, month, today)}
      status="upcoming"
      pointer={{ text: 'Next open for registration', find: (listed) => firstOpen(listed, today) }}
      order="earliest-first"
      text={{
        navigator: 'Training calendar month',
        listHeading: 'Upcoming trainings',
        emptyMonthTitle: EMPTY_CALENDAR_TEXT,
        emptyMonthText:
          'Use the arrow to the next month, or List view, to see the trainings of the coming months.',
        emptyList: 'No upcoming trainings of this type are scheduled yet.',
      }}
    />
  );
}
