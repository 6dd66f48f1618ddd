/**
 * Post-build step: sitemap.xml and robots.txt.
 * Inputs:  the build context (context.ts): the prerendered pages (not 404.html, not pages marked
 *          noindex), the articles' publication days, the site address; the version history of
 *          content/pages/*.md (when git is available).
 * Outputs: dist/sitemap.xml (every indexable page with lastmod) and dist/robots.txt.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { indexablePages } from './html-files';
import type { BuildContext } from './context';
import { robotsTxt, sitemapXml, lastmodOf } from './sitemap-xml';

/**
 * The content behind a route: the trainings list for a training's page, otherwise the prose
 * file content/pages/{last segment}.md (home.md for /).
 */
export function contentFileOf(route: string): string {
  if (route.startsWith('/training/events/')) return 'content/trainings';
  const key = route === '/' ? 'home' : (route.split('/').at(-1) ?? '');
  return `content/pages/${key}.md`;
}

/** Day of the last commit that changed `file`, or undefined outside a git checkout. */
function lastCommitDay(root: string, file: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

export async function writeSitemap({
  distDir,
  root,
  siteUrl,
  content,
  pages: allPages,
}: BuildContext): Promise<void> {
  const pages = indexablePages(allPages);
  // An article's publication day, from the news data (the route is /news/{slug}).
  const published = new Map(content.newsSummaries.map((article) => [`/news/${article.slug}`, article.date]));
  const contentChanged = new Map<string, string>();
  const changedOn = new Map<string, string | undefined>(); // one git call per content file
  for (const page of pages) {
    const file = contentFileOf(page.route);
    if (!changedOn.has(file))
      changedOn.set(file, existsSync(path.join(root, file)) ? lastCommitDay(root, file) : undefined);
    const changed = changedOn.get(file);
    if (changed) contentChanged.set(page.route, changed);
  }
  const entries = pages.map((page) => ({
    route: page.route,
    lastmod: lastmodOf(page.route, { published, contentChanged }),
  }));
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(entries, siteUrl));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
}
