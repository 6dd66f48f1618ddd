/**
 * Post-build step: sitemap.xml and robots.txt.
 * Inputs:  the page table (src/site-pages.ts: which pages are listed, and the content files that
 *          date each, a training's page by its own file), the content (news slugs and publication days, training ids, the pages
 *          marked `comingSoon`, which are left out), the day each content file last changed
 *          (scripts/content/last-changed.ts), the site address. No built page is read back.
 * Outputs: dist/sitemap.xml (every listed page with lastmod) and dist/robots.txt.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { latestDay } from '../../src/lib/dates';
import { absoluteUrl } from '../../src/lib/site-url';
import { ADMIN_DIR } from '../admin/admin-page';
import { newsPath } from '../../src/lib/news-pages';
import {
  contentOf,
  pageAddresses,
  SITE_PAGES,
  siteContentOf,
  sitePageAt,
  type SitePage,
  type SitePagePath,
} from '../../src/site-pages';
import type { BuildContent, BuildContext } from './context';

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
/** The pages that show the newest articles: the home page and the news list. */
const SHOW_NEWEST_ARTICLES = new Set<string>(['/', '/news', '/news/page/:n'] satisfies SitePagePath[]);

export function lastmodOf(route: string, sources: LastmodSources): string | undefined {
  const own = sources.published.get(route) ?? sources.contentChanged.get(route);
  if (SHOW_NEWEST_ARTICLES.has(sitePageAt(route).path)) {
    return latestDay([own, latestDay([...sources.published.values()])]);
  }
  return own;
}

/** Every page sitemap.xml lists, with its lastmod, from the page table and the content. */
export function sitemapEntries(
  content: BuildContent,
  pages: readonly SitePage[] = SITE_PAGES,
): SitemapEntry[] {
  const siteContent = siteContentOf(content);
  const notReady = new Set(content.comingSoonPaths);
  // An article's publication day, from the news data.
  const published = new Map(content.newsSummaries.map((article) => [newsPath(article.slug), article.date]));
  const contentChanged = new Map<string, string>();
  const routes: string[] = [];
  for (const page of pages.filter((row) => row.sitemap)) {
    for (const route of pageAddresses(page, siteContent).filter((address) => !notReady.has(address))) {
      routes.push(route);
      const changed = latestDay(contentOf(page, route).map((file) => content.contentUpdated[file]));
      if (changed) contentChanged.set(route, changed);
    }
  }
  return routes.map((route) => ({ route, lastmod: lastmodOf(route, { published, contentChanged }) }));
}

export async function writeSitemap({ distDir, siteUrl, content }: BuildContext): Promise<void> {
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(sitemapEntries(content), siteUrl));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
}
