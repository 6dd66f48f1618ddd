import type { AnchorHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { registrationState, type RegistrationDates } from '../../lib/registration';
import { useToday } from '../../runtime/use-today';

export interface RegisterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** What the visitor registers for; read out after "Register now" by screen readers. */
  what: string;
  /** `large` on a training's own page, where registering is the page's main action. */
  size?: 'default' | 'large';
}

const REGISTER_SIZE = { default: 'px-4 py-2', large: 'px-6 py-3 text-lg' } as const;

/** "Register now": an external registration page, opened in a new tab. */
export function RegisterLink({ href, what, size = 'default', className, ...rest }: RegisterLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // A control, not content: search excerpts read as sentences without it.
      data-pagefind-ignore
      className={cn(
        'inline-flex items-center justify-center rounded-md bg-gold-400 font-semibold text-brand-900 hover:bg-gold-500',
        REGISTER_SIZE[size],
        className,
      )}
      {...rest}
    >
      Register now<span className="sr-only">: {what} (opens in a new tab)</span>
    </a>
  );
}

/** The disabled button shown on a training that is over. */
export function CompletedButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      disabled
      className={cn(
        'inline-flex cursor-not-allowed items-center justify-center rounded-md bg-slate-200 px-4 py-2 font-semibold text-slate-700',
        className,
      )}
    >
      Completed
    </button>
  );
}

export interface RegistrationActionProps {
  training: RegistrationDates & { registerLink: string; title: string };
  className?: string;
  /** Short month names ("Nov 28, 2026") on cards. */
  short?: boolean;
  /** A smaller "Registration closed" note, for lists a phone scrolls through. */
  compact?: boolean;
}

/**
 * Register now while registration is open; "Registration closed" with the deadline once it has
 * passed, or "In progress today" from the first day to the last; Completed after it. Re-checked against the
 * visitor's date after hydration (useToday), like the upcoming/past split.
 */
export function RegistrationAction({ training, className, short, compact }: RegistrationActionProps) {
  const registration = registrationState(training, useToday());
  if (registration.state === 'open') {
    return <RegisterLink href={training.registerLink} what={training.title} className={className} />;
  }
  if (registration.state === 'completed') return <CompletedButton className={className} />;
  return (
    <p
      data-registration="closed"
      className={cn(
        'inline-flex flex-wrap items-baseline gap-x-2 rounded-md border border-slate-300 bg-slate-100 text-slate-800',
        compact ? 'px-3 py-1 text-sm' : 'px-4 py-2',
        className,
      )}
    >
      <strong className="font-semibold">Registration closed</strong>
      <span className={compact ? undefined : 'text-sm'}>
        {registration.reason === 'started'
          ? 'In progress today'
          : `Deadline was ${formatDate(registration.deadline, { short })}`}
      </span>
    </p>
  );
}
