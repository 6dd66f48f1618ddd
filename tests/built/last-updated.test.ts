/**
 * "Last updated" on the pages that show more than their own Markdown file: the home page, the
 * news list, the issuances and the contact page say the latest change (from git) of their page
 * and of the content they list, on the fixture site.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { lastCommitDay } from '../../scripts/content/last-changed';
import { latestDay } from '../../src/lib/listed-content';
import { readFileSync } from 'node:fs';
import { parseDocument, readBuiltPage } from '../support/built-site';
import { FIXTURE } from './sites';

const CONTENT = path.resolve(import.meta.dirname, '../fixtures/site/content');
const dayOf = (file: string) => lastCommitDay(path.join(CONTENT, file));
const shownDay = (route: string) =>
  readBuiltPage(route, FIXTURE)
    .document.querySelector('main [data-last-updated] time')
    ?.getAttribute('datetime');

describe('Last updated on list pages, home and contact', () => {
  test.each([
    ['/', ['pages/home.md', 'home.yaml', 'trainings', 'news']],
    ['/news', ['pages/news.md', 'news']],
    ['/issuances', ['pages/issuances.md', 'issuances.yaml']],
    ['/contact', ['pages/contact.md', 'site.yaml']],
  ])('%s shows the latest change of %j', (route, files) => {
    const expected = latestDay(files.map(dayOf));
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shownDay(route)).toBe(expected);
  });

  test.each(['/', '/news', '/issuances', '/contact'])(
    "%s has the sitemap's lastmod of the day it shows",
    (route) => {
      const sitemap = parseDocument(readFileSync(path.join(FIXTURE, 'sitemap.xml'), 'utf8'), 'text/xml');
      const entry = [...sitemap.getElementsByTagName('url')].find((url) => {
        const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
        return new URL(loc).pathname.replace(/\/$/, '') === route.replace(/\/$/, '');
      });
      expect(entry, `${route} in sitemap.xml`).toBeDefined();
      expect(entry!.getElementsByTagName('lastmod')[0]?.textContent).toBe(shownDay(route));
    },
  );

  test('the latest of the days, whichever file it comes from', () => {
    expect(latestDay(['2026-03-01', undefined, '2026-11-02', '2025-12-31'])).toBe('2026-11-02');
    expect(latestDay([undefined])).toBeUndefined();
  });
});
