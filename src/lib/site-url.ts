/**
 * The public address of the site: the one resolver for canonical links, Open Graph URLs,
 * JSON-LD, the sitemap, robots.txt, the news feed and the calendar files. It is worked out once,
 * at build time, from SITE_URL (the full address of the home page, with any sub-path) and
 * BASE_PATH (the sub-path the site is built for), and written into
 * #generated/build as `siteUrl`; every page and post-build step reads that value.
 */

/** Used when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://www.agia.org.ph';

/** BASE_PATH as a path without a trailing slash: "/agia/" -> "/agia", "/" or unset -> "". */
function basePathOf(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * Checks and combines SITE_URL and BASE_PATH into one absolute http(s) address without a
 * trailing slash. A SITE_URL without a path gets BASE_PATH appended (https://example.github.io
 * with BASE_PATH=/agia/ is https://example.github.io/agia); a SITE_URL with a path keeps it,
 * and must then end with BASE_PATH when BASE_PATH is set.
 */
export function resolveSiteUrl(raw: string | undefined, rawBasePath?: string): string {
  const value = raw?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as ${DEFAULT_SITE_URL} (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// (got "${value}")`);
  if (url.search || url.hash) throw new Error(`SITE_URL must not have a query or fragment (got "${value}")`);
  const ownPath = url.pathname.replace(/\/+$/, '');
  const basePath = basePathOf(rawBasePath);
  if (!ownPath) return `${url.origin}${basePath}`;
  if (basePath && !ownPath.endsWith(basePath)) {
    throw new Error(
      `SITE_URL "${value}" and BASE_PATH "${rawBasePath}" disagree: the site is built for ${basePath}/, ` +
        `so SITE_URL must end with ${basePath} (for example ${url.origin}${basePath}), or leave its path out.`,
    );
  }
  return `${url.origin}${ownPath}`;
}

/** The site address from the build environment (SITE_URL, BASE_PATH). */
export function siteUrlFromEnv(env: { SITE_URL?: string; BASE_PATH?: string }): string {
  return resolveSiteUrl(env.SITE_URL, env.BASE_PATH);
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
