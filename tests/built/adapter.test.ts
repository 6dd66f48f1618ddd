/**
 * Contract tests of src/runtime/vite-react-ssg-adapter.ts: each behaviour of vite-react-ssg the
 * site relies on that its documentation does not state, checked against the real builds. An
 * upgrade that changes one fails here, naming it (LOADER_DATA_FILES, PAGE_SHAPE, RENDERED_MARK,
 * NO_ENTRY_PRELOAD).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { inlineScripts } from '../../scripts/postbuild/csp';
import { htmlFileOf } from '../../scripts/build/ssg-hooks';
import { keptManifestFile, readManifest } from '../../scripts/build/vite-manifest';
import {
  CHARSET_WITHIN_BYTES,
  INLINE_SCRIPTS,
  LOADER_DATA_FILES,
  RENDERED_MARK,
} from '../../src/runtime/vite-react-ssg-adapter';
import { prerenderedRoutes } from '../support/built-site';
import { BOTH, FIXTURE } from './sites';

/** Every file under a folder, by its path under it. */
function filesUnder(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(under, entry.name);
    return entry.isDirectory() ? filesUnder(dir, file) : [file];
  });
}

describe.each(BOTH)('%s', (dir) => {
  const routes = [...prerenderedRoutes(dir), '/404'];

  test('LOADER_DATA_FILES: the loader data files have the names the allow-list knows, one per page', () => {
    const data = filesUnder(dir).filter((file) => file.startsWith('static-loader-data'));
    expect(data.filter((file) => !LOADER_DATA_FILES.some((pattern) => pattern.test(file)))).toEqual([]);
    const [manifestFile, ...others] = data.filter((file) => file.startsWith('static-loader-data-manifest-'));
    expect(others, 'one manifest').toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(dir, manifestFile!), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(manifest).sort()).toEqual([...routes].sort());
    for (const [route, file] of Object.entries(manifest)) {
      expect(existsSync(path.join(dir, file)), `${route}: ${file}`).toBe(true);
      expect(
        LOADER_DATA_FILES.some((pattern) => pattern.test(file)),
        file,
      ).toBe(true);
    }
  });

  test('PAGE_SHAPE: every page opens its head with the Head tags, <meta charset> within 1024 bytes and before any script', () => {
    for (const route of routes) {
      const html = readFileSync(path.join(dir, htmlFileOf(route)), 'utf8');
      const head = html.indexOf('<head>');
      const charset = html.indexOf('charset="UTF-8">');
      expect(head, route).toBeGreaterThanOrEqual(0);
      expect(charset, route).toBeGreaterThan(head);
      expect(charset + 'charset="UTF-8">'.length, route).toBeLessThanOrEqual(CHARSET_WITHIN_BYTES);
      expect(html.slice(0, charset).includes('<script'), route).toBe(false);
    }
  });

  test('PAGE_SHAPE: every inline script of every page is one of INLINE_SCRIPTS, and each of them is written', () => {
    const seen = new Set<string>();
    for (const route of routes) {
      for (const text of inlineScripts(readFileSync(path.join(dir, htmlFileOf(route)), 'utf8'))) {
        const known = INLINE_SCRIPTS.find((script) => script.matches(text));
        expect(
          known,
          `${route}: an inline script of a shape INLINE_SCRIPTS does not know: ${text.slice(0, 80)}`,
        ).toBeDefined();
        seen.add(known!.name);
      }
    }
    expect([...seen].sort(), 'INLINE_SCRIPTS names a script no page has').toEqual(
      INLINE_SCRIPTS.map((script) => script.name).sort(),
    );
  });

  test('the pages are written without a jsdom document each (patches/vite-react-ssg+0.9.2.patch, record 012)', () => {
    // index.html says `<!doctype html>`; a jsdom pass would write it back as `<!DOCTYPE html>`.
    expect(readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    for (const route of routes) {
      const html = readFileSync(path.join(dir, htmlFileOf(route)), 'utf8');
      expect(
        html.startsWith('<!doctype html>'),
        `${route}: written by the jsdom pass; run npx patch-package`,
      ).toBe(true);
    }
  });

  test('RENDERED_MARK: every page marks its #root as prerendered, the mark the browser hydrates by', () => {
    for (const route of routes) {
      const html = readFileSync(path.join(dir, htmlFileOf(route)), 'utf8');
      expect(html, route).toContain(`<div id="root" ${RENDERED_MARK}="true">`);
    }
  });
});

describe(FIXTURE, () => {
  test("NO_ENTRY_PRELOAD: no page preloads the body islands' code, which the entry chunk imports", () => {
    const islands = readManifest(keptManifestFile(process.cwd(), FIXTURE))[
      'src/components/content/body-islands.tsx'
    ]?.file;
    expect(islands, 'the islands are a chunk of their own').toBeDefined();
    for (const route of [...prerenderedRoutes(FIXTURE), '/404']) {
      const html = readFileSync(path.join(FIXTURE, htmlFileOf(route)), 'utf8');
      expect(html.includes(islands!), `${route} preloads ${islands} (NO_ENTRY_PRELOAD)`).toBe(false);
    }
  });
});
