/**
 * Post-build step: sitemap.xml and robots.txt.
 * Inputs:  the prerendered pages in dist/ (not 404.html, not pages marked noindex), the site
 *          address (src/lib/site-url.ts, as the content build wrote it),
 *          the version history of content/pages/*.md (when git is available).
 * Outputs: dist/sitemap.xml (every indexable page with lastmod) and dist/robots.txt.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteUrl } from '../../src/content/generated/build';
import { indexablePages } from './html-files';
import type { PostBuildContext } from './index';
import { publishedDay, robotsTxt, sitemapXml, lastmodOf } from './sitemap-xml';

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

export async function writeSitemap({ distDir, root, pages: allPages }: PostBuildContext): Promise<void> {
  const pages = indexablePages(allPages);
  const published = new Map<string, string>();
  const contentChanged = new Map<string, string>();
  const changedOn = new Map<string, string | undefined>(); // one git call per content file
  for (const page of pages) {
    const day = publishedDay(page.html);
    if (day) published.set(page.route, day);
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
