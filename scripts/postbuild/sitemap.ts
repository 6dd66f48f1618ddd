/**
 * Post-build step: sitemap.xml and robots.txt.
 * Inputs:  the build context (context.ts): the prerendered pages (not 404.html, not pages marked
 *          noindex), the articles' publication days, the site address; the day each page's
 *          content last changed, as the content build found it (scripts/content/last-changed.ts).
 * Outputs: dist/sitemap.xml (every indexable page with lastmod) and dist/robots.txt.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { latestDay, listedContentOf } from '../../src/lib/listed-content';
import { contentFileOf } from '../content/last-changed';
import { indexablePages } from './html-files';
import type { BuildContext } from './context';
import { robotsTxt, sitemapXml, lastmodOf } from './sitemap-xml';
import { newsPath } from '../../src/lib/news-pages';

export async function writeSitemap({
  distDir,
  siteUrl,
  content,
  pages: allPages,
}: BuildContext): Promise<void> {
  const pages = indexablePages(allPages);
  // An article's publication day, from the news data (the route is /news/{slug}).
  const published = new Map(content.newsSummaries.map((article) => [newsPath(article.slug), article.date]));
  // The day each page's content last changed, with what it lists, as the pages show it.
  const contentChanged = new Map<string, string>();
  for (const page of pages) {
    const files = [contentFileOf(page.route), ...listedContentOf(page.route)];
    const changed = latestDay(files.map((file) => content.contentUpdated[file]));
    if (changed) contentChanged.set(page.route, changed);
  }
  const entries = pages.map((page) => ({
    route: page.route,
    lastmod: lastmodOf(page.route, { published, contentChanged }),
  }));
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(entries, siteUrl));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
}
