/**
 * Contract tests of src/runtime/adapter.ts: each behaviour of vite-react-ssg the site assumes,
 * checked against the real build. An upgrade that changes one fails here, naming it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, test } from 'vitest';
import { pageAssets } from '../../scripts/bench/static-bytes';
import { LOADED_AT_ONCE } from '../../src/ssg/preload-plan.server';
import {
  chunkImportsOf,
  keptManifestFile,
  readManifest,
  staticClosure,
} from '../../src/ssg/vite-manifest.server';
import { HYDRATION_DATA_ID, type HydrationData } from '../../src/runtime/hydration-data';
import {
  buildHashScript,
  htmlFileOf,
  PRERENDERED_HEAD_ATTRIBUTE,
  SERVER_RENDERED_KEY,
  staticDataFile,
  staticDataManifestFile,
} from '../../src/runtime/adapter';
import { BOTH, FIXTURE } from './sites';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

function elements(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node);
    const children =
      'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

function pageOf(dir: string, file: string) {
  const all = elements(readFileSync(path.join(dir, file), 'utf8'));
  const block = all.find((element) => attr(element, 'id') === HYDRATION_DATA_ID);
  const data = block ? (JSON.parse(text(block)) as HydrationData) : undefined;
  const inlineScripts = all
    .filter((element) => element.tagName === 'script' && !attr(element, 'src') && !attr(element, 'type'))
    .map(text);
  return { all, data, inlineScripts };
}

const NOT_PAGES = new Set([
  'assets',
  'static-loader-data',
  'images',
  'documents',
  'pagefind',
  'admin',
  '_img',
]);

function htmlFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(under, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : htmlFiles(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

describe.each(BOTH)('%s', (dir) => {
  const home = pageOf(dir, 'index.html');
  const hash = home.data?.dataVersion ?? '';

  test('TEMP_FOLDER: the page data carries the build hash read from the server build folder', () => {
    expect(hash, 'no dataVersion: buildHashOf found no .vite-react-ssg-temp/{hash}/').toMatch(/^[\w-]{6,}$/);
  });

  test('BUILD_HASH_SCRIPT: every page carries the build-hash script as the site writes it', () => {
    expect(home.inlineScripts).toContain(buildHashScript(hash));
    expect(pageOf(dir, '404.html').inlineScripts).toContain(buildHashScript(hash));
  });

  test('DATA_FILES and FLAT_HTML: every data file has the name the browser asks for, next to its page', () => {
    const manifestFile = path.join(dir, staticDataManifestFile(hash));
    expect(existsSync(manifestFile), `${manifestFile} is missing`).toBe(true);
    const files = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
    const entries = Object.entries(files);
    expect(entries.length).toBeGreaterThan(10);
    for (const [route, file] of entries) {
      expect(file, route).toBe(staticDataFile(route, hash));
      expect(existsSync(path.join(dir, file)), file).toBe(true);
      expect(existsSync(path.join(dir, htmlFileOf(route))), htmlFileOf(route)).toBe(true);
    }
  });

  test('STATIC_ROUTER_PROVIDER: every page was rendered with the site router and its own data', () => {
    for (const route of ['/', '/news', '/about']) {
      const { data } = pageOf(dir, htmlFileOf(route));
      expect(data?.pathname, route).toBe(route);
      expect(Object.keys(data?.loaderData ?? {}).length, route).toBeGreaterThan(0);
    }
  });

  test('PRELOAD_LINKS: the build adds no preload of its own to the ones the page asked for (the patch is applied)', () => {
    // With `preloadLinks: false` ignored (patches/vite-react-ssg+0.9.2.patch missing), vite-react-ssg
    // adds every chunk its modules may import() later: the islands on pages without one, the search
    // code on the not-found page.
    const manifest = readManifest(keptManifestFile(process.cwd(), dir));
    const importsOf = chunkImportsOf(manifest);
    const chunks = Object.values(manifest);
    const entry = staticClosure(
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
      importsOf,
    );
    const pageChunks = new Set(
      chunks.filter((chunk) => chunk.src?.startsWith('src/pages/')).map((chunk) => chunk.file),
    );
    const islands = LOADED_AT_ONCE.map(({ module }) => manifest[module]?.file ?? `${module} (not built)`);
    const pages = htmlFiles(dir);
    expect(pages.length).toBeGreaterThan(10);
    let withIslands = 0;
    for (const page of pages) {
      const html = readFileSync(path.join(dir, page), 'utf8');
      const { js } = pageAssets(html);
      const own = js.filter((file) => pageChunks.has(file));
      expect(own, `${page}: the page chunks it preloads`).toHaveLength(1);
      const hasIsland = elements(html).some((element) => attr(element, 'data-island') !== undefined);
      if (hasIsland) withIslands++;
      const asked = staticClosure([...own, ...(hasIsland ? islands : [])], importsOf);
      expect(
        js.filter((file) => !entry.has(file) && !asked.has(file)),
        `${page}: preloads the page did not ask for`,
      ).toEqual([]);
      if (hasIsland) expect(js, page).toEqual(expect.arrayContaining(islands));
    }
    if (dir === FIXTURE) expect(withIslands, 'the fixture has a gallery article').toBeGreaterThan(0);
  });

  test('SERVER_RENDERED: every page marks its #root as the prerender rendered it, so the browser hydrates', () => {
    // data-server-rendered: the dataset key serverRendered, as the browser reads it.
    const attribute = `data-${SERVER_RENDERED_KEY.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    for (const file of htmlFiles(dir)) {
      const root = pageOf(dir, file).all.find((element) => attr(element, 'id') === 'root');
      expect(root && attr(root, attribute), file).toBe('true');
    }
  });

  test('HEAD_MARK: the prerendered head tags carry the mark the browser removes them by', () => {
    const title = home.all.find((element) => element.tagName === 'title');
    expect(title && attr(title, PRERENDERED_HEAD_ATTRIBUTE)).toBeDefined();
  });
});
