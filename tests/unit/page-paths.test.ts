/**
 * Components and pages link to a page through the page table's helpers (src/site-pages.ts
 * `pagePath`, lib/news-pages.ts, lib/training-paths.ts), never by an address spelled by hand, so a
 * page that moves is moved in one row and TypeScript names every link to change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../src/site-pages';

const FIXED = new Set<string>(
  SITE_PAGES.map((page) => page.path).filter((p) => p !== '/' && !/[:*]/.test(p)),
);
/** The fixed start of each address with a parameter: /news/, /news/page/, /training/events/. */
const PREFIXES = SITE_PAGES.map((page) => page.path)
  .filter((p) => /[:*]/.test(p) && p !== '/*')
  .map((p) => p.slice(0, p.search(/[:*]/)));

/** The page addresses spelled in quotes or backticks in `source`, outside comments. */
export function handSpelled(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const [, address = ''] of code.matchAll(/['"`](\/[a-z0-9/-]*)(?=[?#'"`$])/g)) {
    const bare = address.replace(/\/$/, '');
    if (FIXED.has(bare) || PREFIXES.some((prefix) => address.startsWith(prefix))) found.push(address);
  }
  return found;
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

describe('page addresses in components and pages', () => {
  it('finds an address spelled by hand, with a query or a parameter, and not one in a comment', () => {
    expect(handSpelled(`<Link to="/training/calendar">`)).toEqual(['/training/calendar']);
    expect(handSpelled('navigate(`/search?q=${q}`)')).toEqual(['/search']);
    expect(handSpelled('const to = `/news/${slug}`;')).toEqual(['/news/']);
    expect(handSpelled("// see '/training/calendar'\nlink(pagePath('/news'))")).toEqual(['/news']);
    expect(handSpelled(`<Link to="/">`)).toEqual([]);
  });

  it('are never spelled by hand in src/components or src/pages (use pagePath and the address helpers)', () => {
    const found = [...filesUnder('src/components'), ...filesUnder('src/pages')].flatMap((file) =>
      handSpelled(readFileSync(file, 'utf8').replace(/pagePath\('[^']*'\)/g, '')).map(
        (at) => `${file}: ${at}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
