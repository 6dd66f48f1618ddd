/**
 * The HTML-only reference of the paint benchmark: a copy of a built site in which the measured
 * pages have their module scripts and module preloads taken out (scripts/bench/html-only.ts), so
 * that the reference page is served at the same address, by the same server code, with no request
 * held or aborted by the browser driver (intercepting requests would delay the page's own
 * document and stylesheet too, and flatter the page with scripts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtFileOf, withoutScriptFiles } from './html-only';

/** A copy of `distDir` whose `pages` are HTML and CSS only; `remove` deletes it. */
export function siteWithoutScripts(distDir: string, pages: string[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agia-paint-html-only-'));
  cpSync(distDir, dir, { recursive: true });
  for (const page of pages) {
    const html = readFileSync(builtFileOf(distDir, page), 'utf8');
    const stripped = withoutScriptFiles(html);
    if (stripped === html)
      throw new Error(`${page} has no module script to take out: is ${distDir} a built site?`);
    writeFileSync(builtFileOf(dir, page), stripped);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
