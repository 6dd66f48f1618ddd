import { Link, useLocation, useParams } from 'react-router-dom';
import { navigation } from '#generated/navigation';
import { cn } from '../../lib/cn';
import { breadcrumbTrail } from './breadcrumb-trail';

export interface BreadcrumbsProps {
  /** The current page's title (its h1), the last crumb. */
  current: string;
  /** The menu page this page is filed under when its address does not say (breadcrumb-trail.ts). */
  parent?: string;
  className?: string;
}

/** Visible breadcrumbs (Home > Section > Page), shown on every page but the home and not-found pages. */
export function Breadcrumbs({ current, parent, className }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  const params = useParams();
  // The not-found page answers any unknown address: it has no place in the site's hierarchy.
  if ('*' in params) return null;
  const trail = breadcrumbTrail(pathname, current, navigation, parent);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          // On a phone a long trail wraps over several lines (a "/" starting a line) above an h1 that
          // names the page anyway: below sm a trail of three or more shows only the page one level
          // up, as a link back ("‹ Training calendar"), on one line.
          const long = trail.length > 2;
          const isParent = index === trail.length - 2;
          const phoneHidden = long && !isParent;
          return (
            <li key={crumb.path} className={cn('flex items-center gap-2', phoneHidden && 'max-sm:hidden')}>
              {index > 0 ? (
                <span aria-hidden="true" className={cn('opacity-70', long && isParent && 'max-sm:hidden')}>
                  /
                </span>
              ) : null}
              {long && isParent ? (
                <span aria-hidden="true" className="text-base sm:hidden">
                  ‹
                </span>
              ) : null}
              {isLast ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                // At least 24 px tall, a target a finger can take (WCAG 2.5.8), whatever the text size.
                <Link
                  to={crumb.path}
                  className="inline-flex min-h-6 items-center underline underline-offset-2 hover:no-underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
