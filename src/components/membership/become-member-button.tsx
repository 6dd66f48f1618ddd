import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { pagePath } from '../../site-pages';

/** Where every "Become a member" button leads. */
export const HOW_TO_JOIN = pagePath('/membership/how-to-join');

/**
 * The one primary "Become a member" button (home hero, membership pages): the same look and the
 * same destination, how-to-join, wherever it appears. The label comes from content.
 */
export function BecomeMemberButton({ label, className }: { label: string; className?: string }) {
  return (
    <Link
      to={HOW_TO_JOIN}
      data-become-member=""
      data-pagefind-ignore
      className={cn(
        'inline-flex items-center justify-center rounded-md bg-gold-400 px-5 py-3 font-semibold text-brand-900 hover:bg-gold-500 sm:px-6',
        className,
      )}
    >
      {label}
    </Link>
  );
}
