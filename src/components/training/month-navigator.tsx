import { formatMonth, type IsoMonth } from '../../lib/dates';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface MonthNavigatorProps {
  month: IsoMonth;
  onPrevious: () => void;
  onNext: () => void;
  /** Names the group for screen readers, e.g. "Training calendar month". */
  label: string;
}

/** "Previous", "Month YYYY", "Next": moves one month at a time, without bounds. */
export function MonthNavigator({ month, onPrevious, onNext, label }: MonthNavigatorProps) {
  return (
    <div role="group" aria-label={label} className="flex items-center justify-between gap-2">
      <button type="button" onClick={onPrevious} className={buttonClass}>
        <ChevronLeftIcon />
        {/* On a phone the arrows alone leave the month name room; the name stays "Previous month". */}
        <span className="sr-only sm:not-sr-only">Previous</span>
        <span className="sr-only"> month</span>
      </button>
      <h2 aria-live="polite" className="min-w-0 text-center text-xl font-bold text-brand-800 sm:text-2xl">
        {formatMonth(month)}
      </h2>
      <button type="button" onClick={onNext} className={buttonClass}>
        <span className="sr-only sm:not-sr-only">Next</span>
        <span className="sr-only"> month</span>
        <ChevronRightIcon />
      </button>
    </div>
  );
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50';
