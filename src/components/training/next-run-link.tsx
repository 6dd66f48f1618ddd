import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDateRange } from '../../lib/dates';
import { nextOpenTraining, nextRun, type Run } from '../../lib/next-run';
import { trainingPath } from '../../lib/training-paths';
import { useToday } from '../../runtime/use-today';

export interface NextRunLinkProps {
  /** A training closed for registration or over. */
  training: Run;
  /** The trainings that may be later runs of its course (lib/next-run.ts decides which is). */
  runs: readonly Run[];
  /**
   * Trainings of any course: when the course has no next run, the line names the first of them
   * still open for registration instead ("Next open for registration: <title>, <dates>").
   */
  openTrainings?: readonly Run[];
  /** Short month names on cards. */
  short?: boolean;
  className?: string;
}

/**
 * "Next run: Feb 17–18, 2027", a link to the next run of the same course still open for
 * registration, so a visitor who finds a closed or past training has somewhere to go; without
 * one, given `openTrainings`, the first training of any course still open. Nothing when there is
 * none; re-checked against the visitor's date after hydration.
 */
export function NextRunLink({ training, runs, openTrainings, short = false, className }: NextRunLinkProps) {
  const today = useToday();
  const next = nextRun(training, runs, today);
  if (!next) {
    const other = openTrainings ? nextOpenTraining(training, openTrainings, today) : null;
    if (!other) return null;
    return (
      <p className={cn('font-semibold text-slate-900', className)}>
        Next open for registration:{' '}
        <Link to={trainingPath(other.id)} className="text-brand-700 underline">
          {other.title}
        </Link>
        , <span className="whitespace-nowrap">{formatDateRange(other.date, other.endDate, { short })}</span>
      </p>
    );
  }
  return (
    <p className={cn('font-semibold text-slate-900', className)}>
      Next run:{' '}
      <Link to={trainingPath(next.id)} className="text-brand-700 underline">
        {formatDateRange(next.date, next.endDate, { short })}
        <span className="sr-only"> ({next.title})</span>
      </Link>
    </p>
  );
}
