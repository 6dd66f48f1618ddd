/**
 * The id of an issuance on /issuances, from its file name (/documents/ra-3456.pdf -> ra-3456).
 * Each document has its own file, so each gets its own address: search results link to it.
 */
export function issuanceAnchor(fileHref: string): string {
  const name = fileHref.split('/').pop() ?? fileHref;
  return name.replace(/\.[a-z0-9]+$/i, '');
}
