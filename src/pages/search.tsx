import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { SearchBox } from '../components/search/search-box';
import { SearchResults, type SearchStatus } from '../components/search/search-results';
import { searchSite } from '../components/search/site-search';
import { PageMeta } from '../components/seo/page-meta';
import { useHydrated } from '../runtime/use-hydrated';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';

/** Pause after the last keystroke before searching. */
const TYPING_PAUSE_MS = 250;

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
    }, TYPING_PAUSE_MS);
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
          <noscript>
            <p className="mt-4">
              Searching needs JavaScript turned on in your browser. Every page can still be reached from the
              menu at the top of the page.
            </p>
          </noscript>
          <SearchResults status={q ? status : { state: 'idle' }} />
        </div>
      </div>
    </>
  );
}
