/** The prerendered pages in dist/, with the route each one answers. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface HtmlPage {
  /** Absolute path of the file. */
  file: string;
  /** Route path: / for index.html, /about for about.html, /news/x for news/x.html. */
  route: string;
}

/** Folders of dist/ that hold no pages. */
const SKIP_DIRS = new Set(['assets', 'images', 'documents', 'pagefind', 'static-loader-data']);

/** The route a file in dist/ answers (flat dirStyle: about.html is /about). */
export function routeOfFile(distDir: string, file: string): string {
  const rel = path
    .relative(distDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

export async function listHtmlPages(distDir: string): Promise<HtmlPage[]> {
  const pages: HtmlPage[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) await walk(full);
      } else if (entry.name.endsWith('.html')) {
        pages.push({ file: full, route: routeOfFile(distDir, full) });
      }
    }
  };
  await walk(distDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** True for pages marked <meta name="robots" content="noindex"> (the not-found pages). */
export function isNoindex(html: string): boolean {
  return /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html);
}

export interface PageText extends HtmlPage {
  html: string;
}

/** Every page with its text, read once (post-build steps share it through their context). */
export async function readPages(distDir: string): Promise<PageText[]> {
  const pages = await listHtmlPages(distDir);
  return Promise.all(pages.map(async (page) => ({ ...page, html: await readFile(page.file, 'utf8') })));
}

/** Whether a page belongs in the sitemap and the site search: not 404.html, not noindex. */
export function isIndexable(page: PageText): boolean {
  return path.basename(page.file) !== '404.html' && !isNoindex(page.html);
}

/** The pages that belong in the sitemap and the site search. */
export function indexablePages(pages: readonly PageText[]): PageText[] {
  return pages.filter(isIndexable);
}
