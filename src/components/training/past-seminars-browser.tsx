import { useMemo } from 'react';
import { isPast } from '../../lib/dates';
import { archiveMonthTrainings } from '../../lib/trainings';
import { archiveMonthRange, latestCompletedMonth } from '../../lib/training-views';
import { useToday } from '../../runtime/use-today';
import { TrainingBrowser } from './training-browser';
import type { TrainingSummary } from '../../lib/training-types';

export const EMPTY_ARCHIVE_TITLE = 'No seminars archived for this month';
export const EMPTY_ARCHIVE_TEXT =
  'There are no completed seminars recorded for this month. Please check another month.';

/**
 * The past seminars archive: opens on one list, most recent first, with a type filter; the month
 * view (one tap away) opens on the month of the latest completed training.
 */
export function PastSeminarsBrowser({ trainings }: { trainings: readonly TrainingSummary[] }) {
  const today = useToday();
  const completed = useMemo(
    () => trainings.filter((training) => isPast(training, today)),
    [trainings, today],
  );
  return (
    <TrainingBrowser
      trainings={completed}
      runs={trainings}
      range={archiveMonthRange(trainings, today)}
      open={latestCompletedMonth(trainings, today)}
      monthTrainings={(month) => archiveMonthTrainings(trainings, month, today)}
      status="completed"
      order="newest-first"
      text={{
        navigator: 'Archive month',
        listHeading: 'All past seminars, most recent first',
        emptyMonthTitle: EMPTY_ARCHIVE_TITLE,
        emptyMonthText: EMPTY_ARCHIVE_TEXT,
        emptyList: 'No completed seminars of this type are recorded yet.',
      }}
    />
  );
}
