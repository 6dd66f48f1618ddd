/** sitemap.xml and robots.txt as pure functions of the page list and SITE_URL. */
import { absoluteUrl } from '../../src/lib/site-url';
import { ADMIN_DIR } from '../admin/admin-page';
import { latestDay } from '../../src/lib/dates';

export interface SitemapEntry {
  /** Route path, e.g. /about. */
  route: string;
  /** Day the content last changed, YYYY-MM-DD, when known. */
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = [...entries]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, entry.route))}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  // The web editor (/admin) is no page for visitors or search engines.
  const admin = new URL(absoluteUrl(siteUrl, `/${ADMIN_DIR}/`)).pathname;
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${admin}`,
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface LastmodSources {
  /** Publication day of each article, by route (from the news data). */
  published: ReadonlyMap<string, string>;
  /** Day each route's content file last changed (from the version history), when known. */
  contentChanged: ReadonlyMap<string, string>;
}

/**
 * lastmod of a route: an article's publication day; for the news list and the home page (which
 * show the newest articles) the newest of those and their own content's; otherwise the day the
 * route's content file last changed.
 */
export function lastmodOf(route: string, sources: LastmodSources): string | undefined {
  const own = sources.published.get(route) ?? sources.contentChanged.get(route);
  if (route === '/' || route === '/news' || route.startsWith('/news/page/')) {
    const newestArticle = latestDay(
      [...sources.published].filter(([r]) => r.startsWith('/news/')).map(([, day]) => day),
    );
    return latestDay([own, newestArticle]);
  }
  return own;
}
