/**
 * The fixture site built for a sub-path (BASE_PATH=/agia/, as a GitHub Pages project site is
 * served): every address a page gives the browser stays under that path and names a file the
 * build wrote. Built by `npm run test:build:base` into dist-fixture-base/.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages } from '../support/built-site';

const DIR = 'dist-fixture-base';
const BASE = '/agia/';

/** Attributes that hold one address, and those that hold a list of candidates (srcset). */
const SINGLE = [
  ['a', 'href'],
  ['link', 'href'],
  ['img', 'src'],
  ['script', 'src'],
  ['iframe', 'src'],
  ['form', 'action'],
] as const;
const LISTS = [
  ['img', 'srcset'],
  ['source', 'srcset'],
] as const;

/** Every address on the site itself (starting with one "/") that a page's markup names. */
function localAddresses(document: Document): string[] {
  const found: string[] = [];
  for (const [tag, attribute] of SINGLE)
    for (const element of document.querySelectorAll(`${tag}[${attribute}]`))
      found.push(element.getAttribute(attribute)!);
  for (const [tag, attribute] of LISTS)
    for (const element of document.querySelectorAll(`${tag}[${attribute}]`))
      found.push(
        ...element
          .getAttribute(attribute)!
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!),
      );
  return found.filter((address) => address.startsWith('/') && !address.startsWith('//'));
}

/** Whether the build wrote what an address under the base names: a file, a page or a folder's index. */
function servesFile(address: string): boolean {
  const pathname = decodeURIComponent(
    address
      .slice(BASE.length)
      .replace(/[?#].*$/, '')
      .replace(/\/$/, ''),
  );
  const file = path.join(DIR, pathname);
  if (existsSync(file) && statSync(file).isFile()) return true;
  return existsSync(`${file}.html`) || existsSync(path.join(file, 'index.html'));
}

const pages = existsSync(DIR) ? builtPages(DIR) : [];

describe('a site built for a sub-path', () => {
  test('was built (npm run test:build:base)', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  test('keeps every address of every page under the base path, and each names a file of the build', () => {
    const outside: string[] = [];
    const missing: string[] = [];
    let checked = 0;
    for (const { route, document } of pages) {
      for (const address of localAddresses(document)) {
        checked += 1;
        if (!address.startsWith(BASE)) outside.push(`${route}: ${address}`);
        else if (!servesFile(address)) missing.push(`${route}: ${address}`);
      }
    }
    expect(outside).toEqual([]);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length * 20);
  });

  test('serves the photos of news cards, article headers, galleries and people as resized copies', () => {
    const photos = pages.flatMap(({ document }) =>
      [...document.querySelectorAll('picture > source[type="image/webp"]')].map((source) =>
        source.getAttribute('srcset')!,
      ),
    );
    expect(photos.length).toBeGreaterThan(0);
    for (const srcSet of photos) expect(srcSet).toMatch(/^\/agia\/_img\/\S+ \d+w/);
  });
});
