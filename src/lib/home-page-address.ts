/**
 * Whether an address is a site's home page rather than a document on it. An issuance's `source`
 * must open the issuance itself: a visitor sent to an agency's front page is left to search for it.
 */

/** Paths that serve a site's front page on the content systems agencies use. */
const FRONT_PAGE_PATHS = new Set(['', '/', '/index.php', '/index.html', '/index.htm', '/home', '/en']);

/** True for https://www.dbm.gov.ph, https://www.dbm.gov.ph/ or https://www.dbm.gov.ph/?s=2008-8. */
export function isHomePageAddress(url: string): boolean {
  let pathname: string;
  try {
    ({ pathname } = new URL(url));
  } catch {
    return false;
  }
  // A query or fragment on the front page is a search or a section, still not the document.
  return FRONT_PAGE_PATHS.has(pathname.toLowerCase().replace(/\/+$/, ''));
}
