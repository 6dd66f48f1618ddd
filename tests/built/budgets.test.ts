/**
 * The byte budgets as a gate: every page's JavaScript (entry, preloaded chunks, their static
 * imports, per Vite's manifest) and CSS, in gzip bytes, from the built files. The same numbers as
 * `npm run bench:bytes`, which measures in Chromium (scripts/bench/budgets.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGET, overBudget } from '../../scripts/bench/budgets';
import { staticPageBytes } from '../../scripts/bench/static-bytes';
import { chunkImportsOf, keptManifestFile, readManifest } from '../../src/ssg/vite-manifest.server';
import { BOTH } from './sites';

const SKIPPED = new Set(['assets', 'static-loader-data', 'images', 'documents', 'pagefind', 'admin', '_img']);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe.each(BOTH)('%s', (dir) => {
  const importsOf = chunkImportsOf(readManifest(keptManifestFile(process.cwd(), dir)));
  const pages = htmlFiles(dir).map((file) => ({
    page: path.relative(dir, file),
    ...staticPageBytes(readFileSync(file, 'utf8'), dir, importsOf),
  }));

  test(`every page loads at most ${BUDGET.js / 1024} KB of JavaScript and ${BUDGET.css / 1024} KB of CSS (gzip)`, () => {
    expect(pages.length).toBeGreaterThan(10);
    const over = pages.flatMap(({ page, js, css }) =>
      overBudget({ js, css }).map((reason) => `${page}: ${reason}`),
    );
    expect(over).toEqual([]);
  });

  test('every page loads the framework and its own entry (the count is not empty)', () => {
    for (const { page, files, js } of pages) {
      expect(
        files.some((file) => /(^|\/)framework-/.test(file)),
        page,
      ).toBe(true);
      expect(js, page).toBeGreaterThan(50 * 1024);
    }
  });
});
