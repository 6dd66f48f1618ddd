import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { navigation } from '#generated/navigation';
import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { SearchBox } from '../components/search/search-box';
import { SearchResults, type SearchStatus } from '../components/search/search-results';
import { searchSite, warmSearch } from '../components/search/site-search';
import { PageMeta } from '../components/seo/page-meta';
import { useHydrated } from '../runtime/use-hydrated';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';
import { readyNavigation } from '../lib/not-ready';
import { pagePath } from '../site-pages';

/** The menu's pages that are ready: without JavaScript the page lists them, so no visitor ends here. */
const mainPages = readyNavigation(navigation).items;

/** The lists a visitor without JavaScript can find things in, each a plain page. */
const WAYS_TO_FIND = [
  {
    path: pagePath('/training/calendar'),
    label: 'Training calendar',
    holds: 'every training to come, by month',
  },
  {
    path: pagePath('/issuances'),
    label: 'Issuances',
    holds: 'laws, circulars and manuals on internal audit',
  },
  { path: pagePath('/news'), label: 'News', holds: 'every article, newest first' },
  { path: pagePath('/membership'), label: 'Membership', holds: 'what it costs, how to join and renew' },
] as const;

/** Pause after the last keystroke before searching. */
const TYPING_PAUSE_MS = 250;

// A visitor who opens /search?q=... waits for the index: its download starts as this code first
// runs, not after hydration and the typing pause.
if (typeof window !== 'undefined') {
  const addressQuery = new URLSearchParams(window.location.search).get('q')?.trim();
  if (addressQuery) warmSearch(addressQuery);
}

/**
 * The search page: /search?q=words. The prerendered page has an empty box; after hydration
 * the query comes from the address, and results follow the box as the visitor types.
 */
export function Component() {
  const { page } = useRouteData<PageData>();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = hydrated ? (searchParams.get('q') ?? '') : '';
  // What the visitor has typed since the address last changed; null: show the address's query.
  const [typed, setTyped] = useState<string | null>(null);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setTyped(null);
  }
  const query = typed ?? urlQuery;
  const q = query.trim();
  const [status, setStatus] = useState<SearchStatus>({ state: 'idle' });

  // The address's query is searched at once; what the visitor types, after a pause.
  const pause = typed === null ? 0 : TYPING_PAUSE_MS;
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      setStatus({ state: 'searching', query: q });
      if (query !== urlQuery) setSearchParams({ q: query }, { replace: true });
      searchSite(q).then(
        (hits) => {
          if (!cancelled) setStatus({ state: 'done', query: q, hits });
        },
        () => {
          if (!cancelled) setStatus({ state: 'failed' });
        },
      );
    }, pause);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // Runs per query; the address is written from it, never followed by it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="page-grid py-10">
        <div className="max-w-measure">
          <Markdown html={page.body} />
          <SearchBox query={query} onQueryChange={setTyped} label="Search words" showLabel className="mt-6" />
          {/* Shown only where scripts cannot run (the scripting media feature, decision 043): the
              plain pages that list what a visitor looks for most, then every main page. */}
          <div className="mt-6 hidden noscript:block" data-pagefind-ignore>
            <p className="font-semibold text-slate-900">
              Searching needs JavaScript, which is turned off in your browser. Find what you need here:
            </p>
            <ul aria-label="Find it without search" className="mt-3 space-y-2">
              {WAYS_TO_FIND.map((way) => (
                <li key={way.path}>
                  <Link to={way.path} className="font-semibold text-brand-700 underline">
                    {way.label}
                  </Link>
                  <span className="text-slate-700">: {way.holds}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-slate-700">Every main page:</p>
            <ul aria-label="Main pages" className="mt-2 space-y-3">
              {mainPages.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className="font-semibold text-brand-700 underline">
                    {item.name}
                  </Link>
                  {item.submenu?.length ? (
                    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 pl-4">
                      {item.submenu.map((link) => (
                        <li key={link.path}>
                          <Link to={link.path} className="text-brand-700 underline">
                            {link.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
          {/* A query is being searched from the first render after hydration, so the status line
              says so before the index has loaded. */}
          <SearchResults
            status={
              !q ? { state: 'idle' } : status.state === 'idle' ? { state: 'searching', query: q } : status
            }
          />
        </div>
      </div>
    </>
  );
}
