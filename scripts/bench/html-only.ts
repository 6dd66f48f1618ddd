/**
 * The HTML-only reference pages of the Lighthouse and paint benchmarks: built pages with their
 * JavaScript files taken out (the module scripts and their preloads), everything else kept byte
 * for byte (the head, the stylesheet, the body). What the page's markup and stylesheet alone allow
 * is the floor the real page is compared with. Each is served from a throwaway copy of the built
 * site by the same server code as the real pages, with no request held or aborted by the browser
 * driver (intercepting requests would delay the page's own document and stylesheet too).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the reference page is served, beside the site's own pages. */
export const HTML_ONLY_PATH = '/bench-html-only';

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The page without `<script type="module" src>` and `<link rel="modulepreload">` tags. */
export function withoutScriptFiles(html: string): string {
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** The built file of a page path: `/` is index.html, `/news/x` is news/x.html. */
export function builtFileOf(distDir: string, page: string): string {
  return path.join(distDir, page === '/' ? 'index.html' : `${page.replace(/^\//, '')}.html`);
}

/** A throwaway copy of the built site with `pages` written HTML-only at `target(copy, page)`. */
function copyWithHtmlOnly(
  distDir: string,
  pages: readonly string[],
  target: (dir: string, page: string) => string,
): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agia-bench-site-'));
  cpSync(distDir, dir, { recursive: true });
  for (const page of pages) {
    const html = readFileSync(builtFileOf(distDir, page), 'utf8');
    const stripped = withoutScriptFiles(html);
    if (stripped === html)
      throw new Error(`${page} has no module script to take out: is ${distDir} a built site?`);
    writeFileSync(target(dir, page), stripped);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The site with the reference page of `page` added at /bench-html-only (Lighthouse). */
export const siteWithHtmlOnlyPage = (distDir: string, page: string) =>
  copyWithHtmlOnly(distDir, [page], (dir) => path.join(dir, `${HTML_ONLY_PATH.slice(1)}.html`));

/** The site with `pages` themselves HTML-only, at their own addresses (the paint benchmark). */
export const siteWithoutScripts = (distDir: string, pages: readonly string[]) =>
  copyWithHtmlOnly(distDir, pages, builtFileOf);
