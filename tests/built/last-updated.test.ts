/**
 * "Last updated" on every page of the page table (src/site-pages.ts) that has content files: the
 * page says the latest change (from git) of those files, and the sitemap's lastmod is the same
 * day, on the fixture site; a training's page says the change of its own file. Articles are dated by their publication day instead (no content files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { lastCommitDay } from '../../scripts/content/last-changed';
import { latestDay } from '../../src/lib/dates';
import { contentOf, SITE_PAGES } from '../../src/site-pages';
import { parseDocument, readBuiltPage } from '../support/built-site';
import { FIXTURE } from './sites';

const CONTENT = path.resolve(import.meta.dirname, '../fixtures/site/content');
const dayOf = (file: string) => lastCommitDay(path.join(CONTENT, file));
const shownDay = (route: string) =>
  readBuiltPage(route, FIXTURE)
    .document.querySelector('main [data-last-updated] time')
    ?.getAttribute('datetime');

/** Addresses of each dated row: its own path, or some its fixture content gives. */
const FIXTURE_ADDRESSES: Record<string, string[]> = {
  // Their files changed on different days (git log): each page says its own file's day.
  '/training/events/:id': [
    '/training/events/analytics-2026-11',
    '/training/events/ethics-2025-12',
    '/training/events/rpgiam-2026-01',
  ],
  '/news/page/:n': ['/news/page/2'],
};
// The search page is a form and its results: it has a lastmod but says no "Last updated".
const dated = SITE_PAGES.filter((page) => page.path !== '/search')
  .flatMap((page) =>
    (FIXTURE_ADDRESSES[page.path] ?? [page.path]).map((route) => [route, contentOf(page, route)] as const),
  )
  .filter(([, files]) => files.length > 0);
const trainingPages = dated.filter(([route]) => route.startsWith('/training/events/'));

const sitemap = parseDocument(readFileSync(path.join(FIXTURE, 'sitemap.xml'), 'utf8'), 'text/xml');
const lastmodOf = (route: string) =>
  [...sitemap.getElementsByTagName('url')]
    .find((url) => new URL(url.getElementsByTagName('loc')[0]?.textContent ?? '').pathname === route)
    ?.getElementsByTagName('lastmod')[0]?.textContent;

describe('Last updated on every page with content files', () => {
  test.each(dated)('%s shows the latest change of %j', (route, files) => {
    const expected = latestDay(files.map(dayOf));
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shownDay(route)).toBe(expected);
  });

  test('training pages whose files changed on different days show different days', () => {
    const days = trainingPages.map(([, files]) => latestDay(files.map(dayOf)));
    // The fixture's training files were last changed on more than one day.
    expect(new Set(days).size).toBeGreaterThan(1);
    expect(trainingPages.map(([route]) => shownDay(route))).toEqual(days);
  });

  // The pages not ready yet (`comingSoon` in the fixture) are left out of the sitemap.
  test.each(dated.filter(([route]) => !['/membership/resources', '/training/mobile'].includes(route)))(
    "%s has the sitemap's lastmod of the day it shows",
    (route) => {
      expect(lastmodOf(route)).toBe(shownDay(route));
    },
  );
});
