/**
 * The byte budgets as a gate, on the fixture site only: its home page and its long article each
 * carry every component an editor can put in a body (photo, gallery, video, PDF card), the home
 * page the social embed and the contact page the map (which come from the site's settings, not a
 * body); the live content is never gated by bytes (`npm run bench:bytes` reports the live pages,
 * which may grow past the budget with a heavy body). Every page's JavaScript is what it loads as it
 * starts (scripts/bench/static-bytes.ts: its module script and preloads, and every chunk they
 * import statically or dynamically, per Vite's manifest, React DOM's client included), and its
 * CSS is inlined in the page's <style>; gzip bytes, from the built files.
 * The search opened with a query (`/search?q=...`, where the header's search form leads): the
 * page's start-up is counted as every page's; the search engine the query then fetches (Pagefind's
 * JavaScript, WebAssembly and index) against BUDGET.searchEngine (scripts/bench/budgets.ts says
 * why apart).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGET, overBudget } from '../../scripts/bench/budgets';
import { preloadedChunks, searchQueryBytes, staticPageBytes } from '../../scripts/bench/static-bytes';
import {
  chunkImportsOf,
  keptManifestFile,
  readManifest,
  staticClosure,
} from '../../scripts/build/vite-manifest';
import { MAX_RESULTS } from '../../src/components/search/site-search';
import { readBuiltPage } from '../support/built-site';
import { FIXTURE } from './sites';

const SKIPPED = new Set(['assets', 'static-loader-data', 'images', 'documents', 'pagefind', 'admin', '_img']);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The modules pages import dynamically that no page loads as it starts: each is loaded on a
 * visitor's action. Any other dynamic import (but another page's module) is counted.
 */
const ON_ACTION: Record<string, string> = {
  'src/components/search/search-box.tsx': 'when the visitor points at or focuses the header search',
  'src/components/ui/radix-toaster.tsx': 'with the first toast',
};
/** The islands' code, loaded once hydrated by a page whose body has islands (islands-loader.ts). */
const ISLANDS = 'src/components/content/body-islands.tsx';

/** A click-to-load embed (src/components/embeds/click-to-load.tsx) of the given provider. */
const embedOf = (document: Document, host: string) =>
  [...document.querySelectorAll('main figure[data-pagefind-ignore]')].some((figure) =>
    figure.textContent?.includes(host),
  );

/** How each component an editor can use shows in a built page. */
const COMPONENTS: Record<string, (document: Document) => boolean> = {
  video: (document) => document.querySelector('main [data-island="video"]') !== null,
  gallery: (document) => document.querySelector('main [data-island="gallery"]') !== null,
  photo: (document) =>
    [...document.querySelectorAll('main figure img')].some((image) => !image.closest('[data-island]')),
  // The article's own text, past what one screen of a phone shows many times over.
  'long article': (document) =>
    (document.querySelector('main article')?.textContent ?? '').trim().split(/\s+/).length >= 400,
  'PDF card': (document) => document.querySelector('main .md-document a[href$=".pdf"]') !== null,
  'map embed': (document) => embedOf(document, 'openstreetmap.org'),
  // On the home page the social block is a link until the visitor asks for the embed (SocialLine).
  'social embed': (document) =>
    embedOf(document, 'facebook.com') || document.querySelector('main a[href*="facebook.com"]') !== null,
};

/** Each page with the components it must carry, so removing one from the fixture fails here. */
const CARRIERS: Record<string, string[]> = {
  '/': ['photo', 'gallery', 'video', 'PDF card', 'social embed'],
  '/news/regional-seminar-cebu-2026': ['photo', 'gallery', 'video', 'PDF card', 'long article'],
  '/contact': ['map embed'],
};

describe(FIXTURE, () => {
  const manifest = readManifest(keptManifestFile(process.cwd(), FIXTURE));
  const islands = manifest[ISLANDS]?.file;
  // Loaded once hydrated, with what they import, by design (NO_ENTRY_PRELOAD in the adapter).
  const islandChunks = staticClosure(islands ? [islands] : [], chunkImportsOf(manifest));
  const pages = htmlFiles(FIXTURE).map((file) => {
    const html = readFileSync(file, 'utf8');
    const later = new Set([...Object.keys(ON_ACTION), ...(html.includes('data-island=') ? [] : [ISLANDS])]);
    return {
      page: path.relative(FIXTURE, file),
      html,
      ...staticPageBytes(html, FIXTURE, manifest, later),
    };
  });

  test("what is loaded on a visitor's action is in the build, imported dynamically", () => {
    const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
    for (const module of [...Object.keys(ON_ACTION), ISLANDS]) expect(dynamic, module).toContain(module);
  });

  test("the islands' code is counted on the pages whose body has islands, and only there", () => {
    expect(islands).toBeDefined();
    expect(pages.find(({ page }) => page === 'index.html')?.files).toContain(islands);
    expect(pages.find(({ page }) => page === 'news/regional-seminar-cebu-2026.html')?.files).toContain(
      islands,
    );
    expect(pages.find(({ page }) => page === 'training/calendar.html')?.files).not.toContain(islands);
  });

  test("every script a page loads as it starts is preloaded by its HTML (no request waits for another), but the islands' code", () => {
    for (const { page, html, files } of pages) {
      const preloaded = preloadedChunks(html, manifest);
      expect(
        files.filter((file) => !islandChunks.has(file) && !preloaded.has(file)),
        `${page}: loaded at start-up without a <link rel="modulepreload">`,
      ).toEqual([]);
    }
  });

  test(`every page loads at most ${BUDGET.js / 1024} KB of JavaScript and ${BUDGET.css / 1024} KB of CSS (gzip)`, () => {
    expect(pages.length).toBeGreaterThan(10);
    const over = pages.flatMap(({ page, js, css }) =>
      overBudget({ js, css }).map((reason) => `${page}: ${reason}`),
    );
    expect(over).toEqual([]);
  });

  test("the count is not empty: every page loads React DOM's client with the framework, its own module, and the stylesheet", () => {
    for (const { page, js, css } of pages) {
      // React DOM's client alone is about 63 KB gzip.
      expect(js, page).toBeGreaterThan(100 * 1024);
      // Inlined in a <style> (vite.config.ts): counted from the page itself.
      expect(css, page).toBeGreaterThan(5 * 1024);
    }
  });

  describe('the search opened with a query', () => {
    const search = pages.find(({ page }) => page === 'search.html');
    const pagefind = searchQueryBytes(FIXTURE, MAX_RESULTS);

    test("counts the search page's start-up and Pagefind's JavaScript, and every file of the index a query can fetch", () => {
      expect(search).toBeDefined();
      expect(pagefind.jsFiles).toEqual(['pagefind/pagefind.js', 'pagefind/pagefind-worker.js']);
      // The WebAssembly alone is about 70 KB; the fixture's index has more than one chunk.
      expect(pagefind.dataFiles).toContainEqual(expect.stringMatching(/^pagefind\/wasm\.en\.pagefind$/));
      expect(pagefind.dataFiles.filter((file) => file.endsWith('.pf_index')).length).toBeGreaterThan(1);
      expect(pagefind.dataFiles.filter((file) => file.endsWith('.pf_fragment'))).toHaveLength(MAX_RESULTS);
      expect(pagefind.js).toBeGreaterThan(20 * 1024);
      expect(pagefind.data).toBeGreaterThan(90 * 1024);
    });

    test(`opens within the page budget, and fetches at most ${BUDGET.searchEngine / 1024} KB of search engine for a query`, () => {
      expect(overBudget({ js: search?.js ?? Infinity, css: 0 })).toEqual([]);
      expect(
        pagefind.js + pagefind.data,
        `Pagefind's JavaScript ${pagefind.js} B + WebAssembly and index ${pagefind.data} B`,
      ).toBeLessThanOrEqual(BUDGET.searchEngine);
    });
  });

  test.each(Object.entries(CARRIERS))('%s carries %j', (route, components) => {
    const { document } = readBuiltPage(route, FIXTURE);
    expect(components.filter((name) => !COMPONENTS[name]!(document))).toEqual([]);
  });

  test('every component is carried by a budgeted page', () => {
    expect([...new Set(Object.values(CARRIERS).flat())].sort()).toEqual(Object.keys(COMPONENTS).sort());
  });
});
