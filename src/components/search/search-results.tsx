import { Link } from 'react-router-dom';
import { manilaDate } from '../../lib/dates';
import { cn } from '../../lib/cn';
import { excerptParts, trainingStatus, withoutTitle, type SearchHit } from './site-search';

export type SearchStatus =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; hits: SearchHit[] }
  | { state: 'failed' };

/** Strips the base path from a result address so the router can follow it. */
function routeOf(url: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base && url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

function statusText(status: SearchStatus): string {
  switch (status.state) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return 'Search is not available right now. Please try again later.';
    case 'done': {
      const count = status.hits.length;
      if (count === 0) return `No results for “${status.query}”. Try other words.`;
      return `${count} ${count === 1 ? 'result' : 'results'} for “${status.query}”`;
    }
  }
}

/**
 * The result list of the search page, with a live status line for screen readers. The list's
 * room is kept from the first paint (most of a screen, unless scripts are off and nothing can
 * arrive), so the footer starts below the fold and nothing moves when results arrive.
 */
export function SearchResults({ status, today = manilaDate() }: { status: SearchStatus; today?: string }) {
  const hits = status.state === 'done' ? status.hits : [];
  return (
    <section aria-label="Search results" className="mt-6 min-h-[80vh] noscript:min-h-0">
      <p role="status" className="min-h-lh text-slate-700">
        {statusText(status)}
      </p>
      {hits.length > 0 ? (
        <ol className="mt-4 grid gap-5">
          {hits.map((hit, index) => {
            const when = trainingStatus(hit, today);
            return (
              <li key={`${hit.url}-${index}`} className="border-b border-slate-200 pb-4">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">
                    {hit.type}
                  </span>
                  {when ? (
                    <span
                      className={cn(
                        'rounded px-2 py-0.5 text-xs font-semibold',
                        when === 'Upcoming'
                          ? 'bg-green-100 text-green-900'
                          : when === 'Registration closed'
                            ? 'bg-amber-100 text-amber-900'
                            : 'bg-slate-200 text-slate-800',
                      )}
                    >
                      {when}
                    </span>
                  ) : null}
                  {hit.date ? <span>{hit.date}</span> : null}
                </p>
                <h2 className="mt-1 text-lg font-semibold">
                  <Link
                    to={routeOf(hit.url)}
                    className="text-brand-800 underline decoration-1 underline-offset-4 hover:decoration-2"
                  >
                    {hit.title}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700">
                  {withoutTitle(excerptParts(hit.excerpt), hit.title).map((part, i) =>
                    part.marked ? (
                      <mark key={i} className="bg-gold-400/40 text-inherit">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
