/**
 * The HTML-only reference page of the Lighthouse benchmark: a built page with its JavaScript
 * files taken out (the module scripts and their preloads), everything else kept byte for byte
 * (the head, the inline font script, the stylesheet, the body). What the page's markup and
 * stylesheet alone allow is the floor the real page is compared with.
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

/**
 * A copy of the built site with the reference page added (`/bench-html-only`, made from `page`),
 * so that one server serves both exactly alike. dist/ itself is left as built.
 */
export function siteWithHtmlOnlyPage(distDir: string, page: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agia-bench-site-'));
  cpSync(distDir, dir, { recursive: true });
  const html = readFileSync(builtFileOf(distDir, page), 'utf8');
  const stripped = withoutScriptFiles(html);
  if (stripped === html) throw new Error(`${page} has no module script to take out: is dist/ a built site?`);
  writeFileSync(path.join(dir, `${HTML_ONLY_PATH.slice(1)}.html`), stripped);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
