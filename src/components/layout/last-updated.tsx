import { cn } from '../../lib/cn';
import { formatDate, type IsoDate } from '../../lib/dates';

/**
 * "Last updated November 20, 2026", after the page's content (also on pages without a section
 * column). `placement` (its margin, its grid column) replaces the default space above it (`mt-12`).
 */
export function LastUpdated({ day, placement = 'mt-12' }: { day: IsoDate; placement?: string }) {
  return (
    <p
      data-last-updated=""
      className={cn(placement, 'border-t border-slate-200 pt-4 text-sm text-slate-600')}
    >
      Last updated <time dateTime={day}>{formatDate(day)}</time>
    </p>
  );
}
