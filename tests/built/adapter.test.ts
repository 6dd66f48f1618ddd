/**
 * Contract tests of src/runtime/adapter.ts: each behaviour of vite-react-ssg the site assumes,
 * checked against the real build. An upgrade that changes one fails here, naming it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, test } from 'vitest';
import { HYDRATION_DATA_ID, type HydrationData } from '../../src/runtime/hydration-data';
import {
  buildHashScript,
  htmlFileOf,
  PRERENDERED_HEAD_ATTRIBUTE,
  staticDataFile,
  staticDataManifestFile,
} from '../../src/runtime/adapter';
import { BOTH } from './sites';

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

  test('HEAD_MARK: the prerendered head tags carry the mark the browser removes them by', () => {
    const title = home.all.find((element) => element.tagName === 'title');
    expect(title && attr(title, PRERENDERED_HEAD_ATTRIBUTE)).toBeDefined();
  });
});
