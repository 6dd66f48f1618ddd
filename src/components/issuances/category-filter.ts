/** The type filter of /issuances, kept in the address (?category=id) so it can be linked. */

/** The category named in a query string (?category=id), or null (all types) when none or an unknown one is named. */
export function categoryFromSearch(search: string, ids: readonly string[]): string | null {
  const id = new URLSearchParams(search).get('category');
  return id !== null && ids.includes(id) ? id : null;
}

/** The query string with ?category= set to id (or removed for all types), keeping the other parameters. */
export function searchWithCategory(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete('category');
  else params.set('category', id);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
