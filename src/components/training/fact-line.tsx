import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One fact of a training card (dates, place, time): an icon, the label for screen readers, the value. */
export function FactLine({
  icon,
  label,
  strong = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** The card's leading fact, set in bold. */
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex items-center gap-2', strong && 'font-semibold text-slate-900')}>
      {icon}
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
