import { useMemo, useState } from 'react';
import { archiveMonth, archiveMonthTrainings } from '../../lib/trainings';
import { useToday } from '../../lib/use-today';
import { MonthNavigator } from './month-navigator';
import { TrainingCard } from './training-card';
import type { TrainingSummary } from './types';

export const EMPTY_ARCHIVE_TITLE = 'No Archived Seminars For This Month';
export const EMPTY_ARCHIVE_TEXT =
  'There are no completed seminars recorded for this month. Please check another month.';

/** The past seminars archive: completed trainings month by month, opening on last month. */
export function PastSeminarsBrowser({ trainings }: { trainings: readonly TrainingSummary[] }) {
  const today = useToday();
  const [offset, setOffset] = useState(0);
  const month = archiveMonth(today, offset);
  const shown = useMemo(() => archiveMonthTrainings(trainings, month, today), [trainings, month, today]);
  return (
    <div className="space-y-6">
      <MonthNavigator
        label="Archive month"
        month={month}
        onPrevious={() => setOffset((value) => value - 1)}
        onNext={() => setOffset((value) => value + 1)}
      />
      {shown.length > 0 ? (
        <ul className="space-y-4">
          {shown.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} status="completed" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <h3 className="text-lg font-semibold">{EMPTY_ARCHIVE_TITLE}</h3>
          <p className="mt-2 text-slate-700">{EMPTY_ARCHIVE_TEXT}</p>
        </div>
      )}
    </div>
  );
}
