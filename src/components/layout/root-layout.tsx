import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { buildToday } from '#generated/build';
import { navigation as allNavigation } from '#generated/navigation';
import { site } from '#generated/site';
import { readyNavigation } from '../../lib/not-ready';
import { useMarkHydrated } from '../../runtime/use-hydrated';
import { sitePageAt } from '../../site-pages';
// In the entry chunk, so that no page preloads the body islands (../content/islands-loader.ts).
import '../content/islands-loader';
import { HeaderSearch } from '../search/header-search';
import { Toaster } from '../ui/toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The menus link only to pages that are ready (src/lib/not-ready.ts). */
const navigation = readyNavigation(allNavigation);

/** The shell around every page: skip link, sticky header, main area, footer and toast area. */
export function RootLayout() {
  // The page's label in the site search, from the page table.
  const type = sitePageAt(useLocation().pathname).search;
  useMarkHydrated();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SkipLink />
      <SiteHeader site={site} navigation={navigation} search={<HeaderSearch />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The page's label in the site search, read by the indexer from the page as written. */}
        <span hidden data-pagefind-meta={`type:${type}`} data-pagefind-filter={`type:${type}`} />
        <Outlet />
      </main>
      <SiteFooter site={site} navigation={navigation} year={buildToday.slice(0, 4)} />
      <Toaster />
      {/* To the top of the next page, or to the element its #part names; back and forward restore. */}
      <ScrollRestoration />
    </div>
  );
}
