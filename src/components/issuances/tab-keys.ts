/**
 * Keyboard movement between tabs (WAI-ARIA tabs pattern, horizontal): arrows move and wrap,
 * Home and End jump to the first and last tab. Returns null for keys the tab list does not use.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The index of the category named in a query string (?category=id), or 0 when none matches. */
export function categoryIndexFromSearch(search: string, ids: readonly string[]): number {
  const id = new URLSearchParams(search).get('category');
  const index = id === null ? -1 : ids.indexOf(id);
  return index === -1 ? 0 : index;
}

/** The query string with ?category= set to id, keeping the other parameters. */
export function searchWithCategory(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set('category', id);
  return `?${params.toString()}`;
}
