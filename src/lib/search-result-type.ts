/**
 * The label each page carries in the site search ("News", "Training", ...), from its route.
 * The page renders it as pagefind data (data-pagefind-meta and data-pagefind-filter inside
 * <main>), so the indexer reads it from the page as written.
 */

/** The label shown with each search result. */
export type ResultType = 'News' | 'Training' | 'Issuance' | 'Page';

export function resultTypeOf(route: string): ResultType {
  if (route.startsWith('/news/')) return 'News';
  if (route === '/training' || route.startsWith('/training/')) return 'Training';
  if (route === '/issuances') return 'Issuance';
  return 'Page';
}
