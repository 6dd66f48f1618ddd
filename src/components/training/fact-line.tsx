import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One fact of a training card (dates, place, time): an icon, the label for screen readers, the value. */
export function FactLine({
  icon,
  label,
  strong = false,
  small = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** The card's leading fact, set in bold. */
  strong?: boolean;
  /** In a list set in small text: the icon centred on its shorter line. */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex items-start gap-2', strong && 'font-semibold text-slate-900')}>
      {/* Centred on the first line of the value, which may wrap (a long venue on a phone). */}
      <span className={cn('flex shrink-0 items-center', small ? 'h-5' : 'h-6')}>{icon}</span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
