/**
 * Page contents that hold for any valid content, read from the built files with jsdom.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { sitePageAt } from '../../src/site-pages';
import { fileOfRoute, parseDocument, prerenderedRoutes } from '../support/built-site';
import { BOTH } from './sites';

describe.each(BOTH)('%s', (dir) => {
  test('the not-found page offers a search form that works without JavaScript', () => {
    const document = parseDocument(readFileSync(path.join(dir, '404.html'), 'utf8'));
    const form = document.querySelector('main form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toMatch(/\/search$/);
    expect(form?.querySelector('input[name="q"]')).not.toBeNull();
  });
});

describe.each(BOTH)('%s', (dir) => {
  test('every page carries its search label as pagefind data inside <main>, as built', () => {
    const wrong: string[] = [];
    for (const route of prerenderedRoutes(dir)) {
      const html = readFileSync(fileOfRoute(route, dir), 'utf8');
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const type = sitePageAt(route).search;
      const marker = `data-pagefind-meta="type:${type}" data-pagefind-filter="type:${type}"`;
      if (!main.includes(marker)) wrong.push(route);
    }
    expect(wrong).toEqual([]);
  });
});

/** The route a link on the site points to, or null for other sites, files and fragments. */
function routeOfLink(href: string): string | null {
  const url = new URL(href, 'https://site.invalid/');
  if (url.origin !== 'https://site.invalid') return null;
  const route = url.pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

describe.each(BOTH)('%s', (dir) => {
  test('every prerendered page is linked from at least one other page, as built (without JavaScript)', () => {
    const routes = prerenderedRoutes(dir);
    const linked = new Set<string>();
    // A page that is not ready (a holding page) is deliberately left out of the menus.
    const holding = new Set<string>();
    for (const route of routes) {
      // The links' addresses only, read from the text: parsing 100+ pages with jsdom takes seconds.
      const html = readFileSync(fileOfRoute(route, dir), 'utf8');
      if (html.includes('data-holding-page')) holding.add(route);
      // A link, or a GET form (the header's search button) that opens the page.
      for (const [, href] of html.matchAll(/<(?:a\b[^>]*?\shref|form\b[^>]*?\saction)="([^"]*)"/g)) {
        const target = routeOfLink(href!.replaceAll('&amp;', '&'));
        if (target && target !== route) linked.add(target);
      }
    }
    expect(routes.filter((route) => route !== '/' && !holding.has(route) && !linked.has(route))).toEqual([]);
  });
});
