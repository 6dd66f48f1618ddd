/** A built site read straight from its folder (dist/ or dist-fixture/): routes and parsed pages. */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** jsdom ships without type declarations; this is the one constructor used here. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: { contentType?: string }) => { window: Window };
};

/** Parses HTML, or XML with contentType 'text/xml' (feeds, sitemaps). */
export function parseDocument(text: string, contentType?: string): Document {
  return new JSDOM(text, contentType ? { contentType } : undefined).window.document;
}

/** Folders of a build that hold no pages; admin/ is the web editor (scripts/admin/). */
const NOT_PAGES = ['assets', 'static-loader-data', 'images', 'documents', 'pagefind', '_img', 'admin'];

/** Every route the build prerendered, from the HTML files (404 page excluded). */
export function prerenderedRoutes(distDir = 'dist'): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_PAGES.includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const rel = path
          .relative(distDir, full)
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/');
        routes.push(rel === 'index' ? '/' : `/${rel}`);
      }
    }
  };
  walk(distDir);
  return routes.sort();
}

/** A news article's page (/news/{slug}), as opposed to the list and its later pages. */
export function isArticleRoute(route: string): boolean {
  return route.startsWith('/news/') && !route.startsWith('/news/page/');
}

export interface BuiltPage {
  route: string;
  document: Document;
}

export function fileOfRoute(route: string, distDir = 'dist'): string {
  return path.join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

export function readBuiltPage(route: string, distDir = 'dist'): BuiltPage {
  return { route, document: parseDocument(readFileSync(fileOfRoute(route, distDir), 'utf8')) };
}

/** Every prerendered page but 404.html. */
export function builtPages(distDir = 'dist'): BuiltPage[] {
  return prerenderedRoutes(distDir).map((route) => readBuiltPage(route, distDir));
}

export function metaContent(document: Document, selector: string): string | null {
  return document.querySelector(selector)?.getAttribute('content') ?? null;
}

/** Every JSON-LD object of a page, parsed (a parse error fails the calling test). */
export function jsonLdOf(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** Whether a built page asks search engines not to index it (the holding pages of pages not ready). */
export function isNoindex(document: Document): boolean {
  return document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex';
}

/** The routes offered to search engines: every prerendered page but those marked noindex. */
export function indexedRoutes(distDir = 'dist'): string[] {
  return builtPages(distDir)
    .filter((page) => !isNoindex(page.document))
    .map((page) => page.route)
    .sort();
}
