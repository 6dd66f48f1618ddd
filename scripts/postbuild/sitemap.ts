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
import { newsPath } from '../../src/lib/news-pages';
import { contentOf, pageAddresses, SITE_PAGES, siteContentOf, type SitePage } from '../../src/site-pages';
import type { BuildContent, BuildContext } from './context';
import { robotsTxt, sitemapXml, lastmodOf, type SitemapEntry } from './sitemap-xml';

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
