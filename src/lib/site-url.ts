/**
 * The public address of the site, used for canonical links, Open Graph URLs, JSON-LD, the
 * sitemap and robots.txt. It is set once, at build time, by the SITE_URL environment variable
 * (the full address of the site's home page, including any sub-path) and written into
 * src/content/generated/build.ts as `siteUrl`, so the browser sees the same value.
 */

/** Used when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://www.agia.org.ph';

/** Checks and normalises SITE_URL: an absolute http(s) address, without a trailing slash. */
export function resolveSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as ${DEFAULT_SITE_URL} (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// (got "${value}")`);
  if (url.search || url.hash) throw new Error(`SITE_URL must not have a query or fragment (got "${value}")`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The absolute address of a path on the site. `path` is relative to the site root (a route
 * path such as /about, or a file such as /images/x.png); absolute addresses pass through.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `${siteUrl}/` : `${siteUrl}${clean}`;
}
