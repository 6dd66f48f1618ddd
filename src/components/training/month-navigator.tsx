import { Link, type To } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatMonth, type IsoMonth } from '../../lib/dates';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface MonthNavigatorProps {
  month: IsoMonth;
  /** Where "Previous" leads, or null at the first month that can be shown. */
  previous: To | null;
  /** Where "Next" leads, or null at the last month that can be shown. */
  next: To | null;
  /** Names the group for screen readers, e.g. "Training calendar month". */
  label: string;
}

/**
 * "Previous", "Month YYYY", "Next" as links (`?month=YYYY-MM`), so they work before and without
 * JavaScript. At either end of the range the control is a greyed-out, disabled button.
 */
export function MonthNavigator({ month, previous, next, label }: MonthNavigatorProps) {
  return (
    <div role="group" aria-label={label} className="flex items-center justify-between gap-2">
      <Step to={previous}>
        <ChevronLeftIcon />
        {/* On a phone the arrows alone leave the month name room; the name stays "Previous month". */}
        <span className="sr-only sm:not-sr-only">Previous</span>
        <span className="sr-only"> month</span>
      </Step>
      <h2 aria-live="polite" className="min-w-0 text-center text-xl font-bold text-brand-800 sm:text-2xl">
        {formatMonth(month)}
      </h2>
      <Step to={next}>
        <span className="sr-only sm:not-sr-only">Next</span>
        <span className="sr-only"> month</span>
        <ChevronRightIcon />
      </Step>
    </div>
  );
}

function Step({ to, children }: { to: To | null; children: React.ReactNode }) {
  if (to === null) {
    // Nothing to go to: a greyed-out arrow, a disabled button that keeps its name ("Previous
    // month") for screen readers, and no dead link for the keyboard.
    return (
      <button
        type="button"
        disabled
        className={cn(stepClass, 'cursor-not-allowed border-slate-200 bg-white text-slate-400')}
      >
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={cn(stepClass, 'border-brand-700 text-brand-800 hover:bg-brand-50')}>
      {children}
    </Link>
  );
}

const stepClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md border px-3 py-2 font-semibold no-underline';
