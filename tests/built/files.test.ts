/**
 * The built sites' machine-readable files: sitemap.xml, robots.txt, the Atom feed and the
 * iCalendar files, parsed from dist/ and dist-fixture/ (jsdom for XML, line parsing for .ics).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { indexedRoutes, isArticleRoute, parseDocument, prerenderedRoutes } from '../support/built-site';
import { BOTH, FIXTURE, siteUrl, urlOf } from './sites';

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** An XML document; a well-formedness error fails the test with the parser's message. */
function parseXml(text: string): Document {
  const document = parseDocument(text, 'text/xml');
  expect(document.querySelector('parsererror')?.textContent ?? null).toBeNull();
  return document;
}

/** Content lines of an iCalendar text, unfolded, as [name with parameters, value]. */
function icsLines(text: string): Array<[string, string]> {
  expect(text).toMatch(/\r\n$/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

/** Problems of one calendar file: structure and the fields every event needs. */
function checkCalendar(text: string): string[] {
  const lines = icsLines(text);
  const problems: string[] = [];
  if (lines[0]?.join(':') !== 'BEGIN:VCALENDAR') problems.push('does not begin with BEGIN:VCALENDAR');
  if (lines.at(-1)?.join(':') !== 'END:VCALENDAR') problems.push('does not end with END:VCALENDAR');
  if (!lines.some(([key, value]) => key === 'VERSION' && value === '2.0')) problems.push('no VERSION:2.0');
  const stack: string[] = [];
  let event: string[] | null = null;
  for (const [key, value] of lines) {
    if (key === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = [];
    } else if (key === 'END') {
      if (stack.pop() !== value) problems.push(`END:${value} does not close the open block`);
      if (value === 'VEVENT' && event) {
        for (const field of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY'])
          if (!event.includes(field)) problems.push(`an event has no ${field}`);
        event = null;
      }
    } else if (event) event.push(key.split(';')[0]!);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

describe.each(BOTH)('%s', (dir) => {
  const routes = prerenderedRoutes(dir);
  const articles = routes.filter(isArticleRoute);

  test('sitemap.xml lists every page offered to search engines with its lastmod day, and no not-found page', () => {
    const text = read(dir, 'sitemap.xml');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n/);
    const document = parseXml(text);
    expect(document.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    const entries = [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    // Every prerendered page but the noindex ones (pages not ready yet: head.test.ts checks which).
    expect(entries.map((entry) => entry.loc).sort()).toEqual(indexedRoutes(dir).map(urlOf).sort());
    expect(text).not.toMatch(/404/);
    for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('robots.txt allows everything and points to the sitemap', () => {
    const text = read(dir, 'robots.txt');
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  test('the Atom feed parses and lists the latest articles (at most 20), newest first', () => {
    const document = parseXml(read(dir, 'news/feed.xml'));
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
    const entries = [...document.getElementsByTagName('entry')];
    expect(entries).toHaveLength(Math.min(20, articles.length));
    const updated = entries.map((entry) => entry.getElementsByTagName('updated')[0]?.textContent ?? '');
    for (const value of updated) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    expect(updated).toEqual([...updated].sort().reverse());
    for (const entry of entries) {
      const href = entry.querySelector('link[rel="alternate"]')?.getAttribute('href') ?? '';
      expect(articles.map(urlOf), href).toContain(href);
      expect(entry.getElementsByTagName('title')[0]?.textContent?.trim(), href).toBeTruthy();
    }
  });

  test('every calendar file parses, with the fields each event needs, for a built training page', () => {
    expect(checkCalendar(read(dir, 'trainings.ics'))).toEqual([]);
    const eventsDir = path.join(dir, 'training/events');
    for (const name of readdirSync(eventsDir).filter((file) => file.endsWith('.ics'))) {
      expect(checkCalendar(read(eventsDir, name)), name).toEqual([]);
      expect(existsSync(path.join(eventsDir, name.replace(/\.ics$/, '.html'))), name).toBe(true);
    }
  });
});

describe('the fixture site', () => {
  test('the sitemap dates an article by its publication day', () => {
    const text = read(FIXTURE, 'sitemap.xml');
    expect(text).toContain(
      `<url><loc>${siteUrl}/news/national-convention-2025</loc><lastmod>2025-10-10</lastmod></url>`,
    );
  });

  test('the feed opens with the newest article', () => {
    const [first] = parseXml(read(FIXTURE, 'news/feed.xml')).getElementsByTagName('entry');
    expect(first!.getElementsByTagName('title')[0]!.textContent).toBe(
      'Members Elect the 2027 Board of Directors',
    );
    expect(first!.querySelector('link[rel="alternate"]')!.getAttribute('href')).toBe(
      `${siteUrl}/news/board-of-directors-2027`,
    );
    expect(first!.getElementsByTagName('updated')[0]!.textContent).toBe('2026-11-13T00:00:00+08:00');
  });
});
