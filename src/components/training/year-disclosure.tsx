/**
 * One year of an archive (past seminars, past webinars) as a native disclosure: the year and how
 * many it holds, opened with a tap and no script. The latest year is the open one.
 */
import type { ReactNode } from 'react';
import { Icon } from '../layout/icon';

export function YearDisclosure({
  year,
  count,
  noun,
  open,
  children,
}: {
  year: string;
  count: number;
  /** What the year holds, singular: "seminar", "webinar". */
  noun: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group rounded-lg border border-slate-200 bg-white px-4 sm:px-6">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-2 text-lg font-bold text-brand-800">
        <span>
          {year}{' '}
          <span className="text-base font-normal text-slate-600">
            ({count} {noun}
            {count === 1 ? '' : 's'})
          </span>
        </span>
        <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
