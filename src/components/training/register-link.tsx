import type { AnchorHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface RegisterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** What the visitor registers for; read out after "Register Now" by screen readers. */
  what: string;
}

/** "Register Now": an external registration page, opened in a new tab. */
export function RegisterLink({ href, what, className, ...rest }: RegisterLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center justify-center rounded-md bg-gold-400 px-4 py-2 font-semibold text-brand-900 hover:bg-gold-500',
        className,
      )}
      {...rest}
    >
      Register Now<span className="sr-only">: {what} (opens in a new tab)</span>
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
