/**
 * The byte budgets as a gate, on the fixture site only: its pages together carry every component
 * an editor can use (video, gallery, photo, PDF card, social embed, a long article; the map embed
 * is the contact page's), and the live content is never gated by bytes (`npm run bench:bytes`
 * reports the live pages, which may grow past the budget with a heavy body). Every page's
 * JavaScript (module script, preloads, the islands' code when its body has islands, which the page
 * loads once hydrated, and their static imports, per Vite's manifest) and CSS (inlined in the
 * page's <style>), in gzip bytes, from the built files. Not counted: React DOM's client, which
 * vite-react-ssg's entry imports dynamically at start-up (docs/measurements/page-bytes.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUDGET, overBudget } from '../../scripts/bench/budgets';
import { staticPageBytes } from '../../scripts/bench/static-bytes';
import { chunkImportsOf, keptManifestFile, readManifest } from '../../scripts/build/vite-manifest';
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
  'PDF card': (document) => document.querySelector('main a[href$=".pdf"]') !== null,
  'map embed': (document) => embedOf(document, 'openstreetmap.org'),
  // On the home page the social block is a link until the visitor asks for the embed (SocialLine).
  'social embed': (document) =>
    embedOf(document, 'facebook.com') || document.querySelector('main a[href*="facebook.com"]') !== null,
};

/** The pages that carry them: the home page, the long article, and the contact page's map. */
const COMPONENT_PAGES = ['/', '/news/regional-seminar-cebu-2026', '/contact'];

describe(FIXTURE, () => {
  const manifest = readManifest(keptManifestFile(process.cwd(), FIXTURE));
  const importsOf = chunkImportsOf(manifest);
  // Not preloaded (src/components/content/islands-loader.ts): loaded once hydrated, by a body with islands.
  const islands = manifest['src/components/content/body-islands.tsx']?.file;
  const pages = htmlFiles(FIXTURE).map((file) => {
    const html = readFileSync(file, 'utf8');
    const onDemand = islands && html.includes('data-island=') ? [islands] : [];
    return {
      page: path.relative(FIXTURE, file),
      ...staticPageBytes(html, FIXTURE, importsOf, '/', onDemand),
    };
  });

  test("the islands' code is in the build, and loaded by the pages whose body has islands", () => {
    expect(islands).toBeDefined();
    expect(pages.find(({ page }) => page === 'news/regional-seminar-cebu-2026.html')?.files).toContain(
      islands,
    );
    expect(pages.find(({ page }) => page === 'training/calendar.html')?.files).not.toContain(islands);
  });

  test(`every page loads at most ${BUDGET.js / 1024} KB of JavaScript and ${BUDGET.css / 1024} KB of CSS (gzip)`, () => {
    expect(pages.length).toBeGreaterThan(10);
    const over = pages.flatMap(({ page, js, css }) =>
      overBudget({ js, css }).map((reason) => `${page}: ${reason}`),
    );
    expect(over).toEqual([]);
  });

  test('the count is not empty: every page loads the framework with its own module, and the stylesheet', () => {
    for (const { page, js, css } of pages) {
      expect(js, page).toBeGreaterThan(40 * 1024);
      // Inlined in a <style> (vite.config.ts): counted from the page itself.
      expect(css, page).toBeGreaterThan(5 * 1024);
    }
  });

  test('the budgeted pages carry every component an editor can use', () => {
    const found = new Set<string>();
    for (const route of COMPONENT_PAGES) {
      const { document } = readBuiltPage(route, FIXTURE);
      for (const [name, present] of Object.entries(COMPONENTS)) if (present(document)) found.add(name);
    }
    expect([...found].sort()).toEqual(Object.keys(COMPONENTS).sort());
  });
});
