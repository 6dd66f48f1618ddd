import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

/** The association's mark: a shield (public trust) with a check (assurance) over ledger lines. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 56" aria-hidden="true" focusable="false" className={cn('h-12 w-auto', className)}>
      <path d="M24 2 45 10v17c0 13.5-9 23.5-21 27C12 50.5 3 40.5 3 27V10Z" fill="#0b3a6e" />
      <path
        d="M24 7.5 40 13.6V27c0 10.6-6.8 18.6-16 21.6C14.8 45.6 8 37.6 8 27V13.6Z"
        fill="none"
        stroke="#f2c14e"
        strokeWidth="2.5"
      />
      <path d="M15 21h18M15 27h12M15 33h8" stroke="#d6e4f4" strokeWidth="2" strokeLinecap="round" />
      <path
        d="m22.5 33.5 5 5L38 26"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface LogoProps {
  name: string;
  shortName: string;
  className?: string;
}

/** Mark, acronym and full name, linking home. The full name hides where the menu needs the room. */
export function Logo({ name, shortName, className }: LogoProps) {
  return (
    <Link to="/" className={cn('flex shrink-0 items-center gap-3 rounded-md', className)}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-2xl font-extrabold tracking-wide text-brand-800">{shortName}</span>
        <span className="hidden max-w-56 text-xs font-medium text-slate-600 sm:block lg:hidden 2xl:block">
          {name}
        </span>
        <span className="sr-only sm:hidden lg:inline 2xl:hidden">{name}</span>
      </span>
    </Link>
  );
}
