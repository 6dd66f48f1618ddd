import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { navigation } from '#generated/navigation';
import type { NavItem } from '../../content/schemas/navigation';
import { cn } from '../../lib/cn';
import type { IsoDate } from '../../lib/dates';
import { isActivePath, isCurrentPage } from '../../lib/nav';
import { readyNavigation } from '../../lib/not-ready';
import { readableLabel } from '../seo/breadcrumb-trail';
import { LastUpdated } from './last-updated';
import { SectionLinkList, SectionMoreNav } from './section-more-nav';

/** The menu's sections with their pages that are ready, as the side navigation lists them. */
const sections = readyNavigation(navigation).items.filter((item) => (item.submenu?.length ?? 0) > 0);

/** The section (a menu item with sub-pages) the page at `pathname` belongs to, if any. */
export function sectionOf(pathname: string, items: readonly NavItem[] = sections): NavItem | undefined {
  return items.find(
    (item) =>
      (item.submenu?.length ?? 0) > 0 &&
      (isCurrentPage(pathname, item.path) || item.submenu!.some((sub) => isActivePath(pathname, sub.path))),
  );
}

/**
 * The content area of a page under the page header, ending with the day its content last changed.
 * On a section's pages (About Us, Membership, Training: content/navigation.yaml) the section's own
 * menu sits beside it from the lg breakpoint up, the current page marked; below lg the same list
 * follows the content instead ("More in About Us"), except on the section's own page, whose cards
 * already list its pages. Prerendered with the page.
 */
export function SectionPage({
  className,
  updated,
  children,
}: {
  /** Classes of the content column (spacing between its blocks). */
  className?: string;
  /** Day the page's content last changed (YYYY-MM-DD); nothing is shown when unknown. */
  updated?: IsoDate;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const content = (
    <>
      {children}
      {updated ? <LastUpdated day={updated} /> : null}
    </>
  );
  if (!section)
    return (
      <div className="page-grid py-10">
        <div className={className}>{content}</div>
      </div>
    );
  return (
    <div className="page-grid py-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
      <SectionNav section={section} pathname={pathname} />
      <div className="min-w-0">
        <div className={className}>{content}</div>
        {isCurrentPage(pathname, section.path) ? null : (
          <SectionMoreNav section={section} pathname={pathname} />
        )}
      </div>
    </div>
  );
}

function SectionNav({ section, pathname }: { section: NavItem; pathname: string }) {
  const label = readableLabel(section.name);
  return (
    <nav
      aria-label={`${label} pages`}
      data-section-nav=""
      data-pagefind-ignore
      className="hidden self-start lg:block"
    >
      <p className="px-3 font-bold text-brand-700">{label}</p>
      <SectionLinkList
        section={section}
        pathname={pathname}
        className="mt-3 border-l-2 border-slate-200"
        linkClassName={(current) =>
          cn(
            '-ml-0.5 block border-l-4 py-2 pr-2 pl-3 text-[0.9375rem] leading-snug hover:bg-brand-50 hover:text-brand-800',
            current
              ? 'border-gold-500 bg-brand-50 font-semibold text-brand-800'
              : 'border-transparent text-slate-700',
          )
        }
      />
    </nav>
  );
}
