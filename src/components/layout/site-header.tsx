import type { ReactNode } from 'react';
import type { Navigation } from '../../content/schemas/navigation';
import type { Site } from '../../content/schemas/site';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

export interface SiteHeaderProps {
  site: Site;
  navigation: Navigation;
  /** The site search box, shown between the menu and the mobile toggle. */
  search?: ReactNode;
}

/** Where the header's search box opens: under the header's row, inside the sticky header. */
export const SEARCH_PANEL_SLOT = 'header-search-panel';

/**
 * The sticky header, 5rem high: logo, menu and a spot for search. The
 * search box opens in the header's own flow, so it pushes the page down instead of covering
 * its first lines (the breadcrumb).
 */
export function SiteHeader({ site, navigation, search }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
      {/* The row and the 1px border make the closed header exactly 5rem, which the page's
          scroll-padding and the mobile menu's offset assume. */}
      <div className="page-grid relative flex h-[calc(5rem-1px)] items-center gap-3">
        <Logo name={site.name} shortName={site.shortName} />
        <div className="ml-auto flex items-center gap-2">
          <DesktopNav navigation={navigation} />
          {search ? <div className="flex items-center">{search}</div> : null}
          <MobileNav navigation={navigation} />
        </div>
      </div>
      <div id={SEARCH_PANEL_SLOT} />
    </header>
  );
}
