import { useMemo, useState } from 'react';
import { calendarMonth, calendarMonthTrainings } from '../../lib/trainings';
import { useToday } from '../../lib/use-today';
import { MonthNavigator } from './month-navigator';
import { TrainingCard } from './training-card';
import type { TrainingSummary } from './types';

export const EMPTY_CALENDAR_TEXT = 'No Upcoming Trainings This Month';

/** The training calendar: upcoming trainings month by month, opening on today's month. */
export function TrainingCalendar({ trainings }: { trainings: readonly TrainingSummary[] }) {
  const today = useToday();
  // An offset from today's month, so the view follows the visitor's date after hydration.
  const [offset, setOffset] = useState(0);
  const month = calendarMonth(today, offset);
  const shown = useMemo(() => calendarMonthTrainings(trainings, month, today), [trainings, month, today]);
  return (
    <div className="space-y-6">
      <MonthNavigator
        label="Training calendar month"
        month={month}
        onPrevious={() => setOffset((value) => value - 1)}
        onNext={() => setOffset((value) => value + 1)}
      />
      {shown.length > 0 ? (
        <ul className="space-y-4">
          {shown.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} status="upcoming" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <h3 className="text-lg font-semibold">{EMPTY_CALENDAR_TEXT}</h3>
          <p className="mt-2 text-slate-700">Use Next to see the trainings of the coming months.</p>
        </div>
      )}
    </div>
  );
}
