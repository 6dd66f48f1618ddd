import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import { isCurrentPage } from '../../lib/nav';
import { readableLabel } from '../seo/breadcrumb-trail';

/** A section's pages as its menus list them: its own page ("About Us overview") first. */
export function sectionLinks(section: NavItem): { name: string; path: string }[] {
  return [
    { name: `${readableLabel(section.name)} overview`, path: section.path },
    ...(section.submenu ?? []),
  ];
}

export interface SectionLinkListProps {
  section: NavItem;
  pathname: string;
  className?: string;
  /** Classes of each link, by whether it is the current page. */
  linkClassName: (current: boolean) => string;
}

/** A section's pages as links, the current one marked (aria-current): both section menus' list. */
export function SectionLinkList({ section, pathname, className, linkClassName }: SectionLinkListProps) {
  return (
    <ul className={className}>
      {sectionLinks(section).map((link) => {
        const current = isCurrentPage(pathname, link.path);
        return (
          <li key={link.path}>
            <Link
              to={link.path}
              aria-current={current ? 'page' : undefined}
              className={linkClassName(current)}
            >
              {link.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "More in About Us": the section's pages under the content below the lg breakpoint, where the
 * side menu is not shown, so a visitor goes from one page of the section to the next without the
 * header's menu. From lg up it is hidden (display: none, so out of the accessibility tree too) and
 * the side menu does the work: only one of the two is ever exposed. Left out of the search index:
 * it is navigation, not the page's text.
 */
export function SectionMoreNav({ section, pathname }: { section: NavItem; pathname: string }) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      data-section-more=""
      data-pagefind-ignore
      className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-4 lg:hidden"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        More in {readableLabel(section.name)}
      </h2>
      <SectionLinkList
        section={section}
        pathname={pathname}
        className="mt-2 divide-y divide-slate-200"
        linkClassName={(current) =>
          cn(
            'flex min-h-12 items-center border-l-4 px-3 py-2 leading-snug hover:bg-brand-50 hover:text-brand-800',
            current
              ? 'border-gold-500 bg-white font-semibold text-brand-800'
              : 'border-transparent text-brand-700 underline underline-offset-4',
          )
        }
      />
    </nav>
  );
}
