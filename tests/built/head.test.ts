/**
 * The head of every built page: title and description, canonical and Open Graph addresses from
 * SITE_URL, share image, icons, and the structured data. Read from the built files with jsdom.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  builtPages,
  isArticleRoute,
  isNoindex,
  jsonLdOf,
  metaContent,
  readBuiltPage,
} from '../support/built-site';
import { BOTH, FIXTURE, siteUrl, urlOf } from './sites';

const byType = (document: Document, type: string) =>
  jsonLdOf(document).filter((item) => item['@type'] === type);

describe.each(BOTH)('%s', (dir) => {
  const pages = builtPages(dir);
  // A page not ready yet (a holding page) is noindex: no canonical address, no breadcrumb data.
  const indexed = pages.filter((page) => !isNoindex(page.document));

  test('only the holding pages of pages not ready yet are kept out of search engines', () => {
    const noindex = pages.filter((page) => isNoindex(page.document));
    expect(noindex.map((page) => page.route)).toEqual(
      pages.filter((page) => page.document.querySelector('[data-holding-page]')).map((page) => page.route),
    );
    for (const { route, document } of noindex) {
      expect(document.querySelector('link[rel="canonical"]'), route).toBeNull();
    }
  });

  test('every page has a title "Page - AGIA" and a description', () => {
    for (const { route, document } of pages) {
      expect(document.title, route).toMatch(/\S - AGIA$/);
      expect(metaContent(document, 'meta[name="description"]'), route).toBeTruthy();
    }
  });

  test('every page declares its canonical address, Open Graph, Twitter card, language and icons', () => {
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+.*[^/]$/);
    for (const { route, document } of indexed) {
      const url = urlOf(route);
      expect(document.documentElement.lang, route).toBe('en');
      expect(document.querySelectorAll('link[rel="canonical"]'), route).toHaveLength(1);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), route).toBe(url);
      expect(metaContent(document, 'meta[property="og:url"]'), route).toBe(url);
      expect(metaContent(document, 'meta[property="og:title"]'), route).toBe(document.title);
      expect(metaContent(document, 'meta[property="og:description"]'), route).toBe(
        metaContent(document, 'meta[name="description"]'),
      );
      expect(metaContent(document, 'meta[property="og:type"]'), route).toBe(
        isArticleRoute(route) ? 'article' : 'website',
      );
      expect(metaContent(document, 'meta[property="og:image"]'), route).toMatch(
        new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/.+\\.(png|jpe?g|webp)$`),
      );
      expect(metaContent(document, 'meta[name="twitter:card"]'), route).toBe('summary_large_image');
      expect(document.querySelector('link[rel="icon"][href$="favicon.ico"]'), route).not.toBeNull();
      expect(document.querySelector('link[rel="apple-touch-icon"]'), route).not.toBeNull();
      expect(document.querySelector('meta[name="robots"]'), route).toBeNull();
      // The character set is declared once, after the title at most: within the first 1024
      // bytes (tests/built/adapter.test.ts HEAD_FIRST measures them) and before every script.
      const charset = document.head.querySelectorAll('meta[charset]');
      expect(
        [...charset].map((meta) => meta.getAttribute('charset')),
        route,
      ).toEqual(['UTF-8']);
      expect(
        [...document.head.children].slice(0, 2).map((element) => element.tagName),
        route,
      ).toContain('META');
      expect([...document.head.children].indexOf(charset[0]!), route).toBeLessThanOrEqual(1);
    }
  });

  test('the 404 page is kept out of search engines', () => {
    const html = readFileSync(path.join(dir, '404.html'), 'utf8');
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
  });

  test('the home page describes the association as an Organization, without breadcrumbs', () => {
    const { document } = readBuiltPage('/', dir);
    const [organization] = byType(document, 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', url: `${siteUrl}/` });
    expect(byType(document, 'BreadcrumbList')).toEqual([]);
  });

  test('every page but home has a BreadcrumbList that ends at the page itself', () => {
    for (const { route, document } of indexed.filter((page) => page.route !== '/')) {
      const lists = byType(document, 'BreadcrumbList');
      expect(lists, route).toHaveLength(1);
      const items = lists[0]!.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items[0], route).toMatchObject({ position: 1, name: 'Home', item: `${siteUrl}/` });
      expect(items.at(-1), route).toMatchObject({ position: items.length, item: urlOf(route) });
      expect(items.at(-1)?.name, route).toBe(document.querySelector('h1')?.textContent);
    }
  });

  test('articles carry NewsArticle data with a Manila publication time', () => {
    for (const { route, document } of pages.filter((page) => isArticleRoute(page.route))) {
      const [article] = byType(document, 'NewsArticle');
      expect(article, route).toMatchObject({
        headline: document.querySelector('h1')?.textContent,
        url: urlOf(route),
        publisher: { '@type': 'Organization', name: 'Association of Government Internal Auditors' },
      });
      expect(article!.datePublished, route).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
      expect((article!.image as string[])[0], route).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    }
  });
});

describe('the fixture site', () => {
  const pages = builtPages(FIXTURE);

  test('has articles, and every page its own title and description', () => {
    expect(pages.filter((page) => isArticleRoute(page.route))).toHaveLength(17);
    const duplicates = (values: Array<[string, string]>) => {
      const seen = new Map<string, string[]>();
      for (const [value, route] of values) seen.set(value, [...(seen.get(value) ?? []), route]);
      return [...seen].filter(([, routes]) => routes.length > 1);
    };
    expect(duplicates(pages.map(({ route, document }) => [document.title, route]))).toEqual([]);
    expect(
      duplicates(
        pages.map(({ route, document }) => [metaContent(document, 'meta[name="description"]') ?? '', route]),
      ),
    ).toEqual([]);
  });

  test("an article without a photo shares the site's image; the one with a photo shares its photo", () => {
    const shared = (route: string) => {
      const { document } = readBuiltPage(route, FIXTURE);
      return {
        image: metaContent(document, 'meta[property="og:image"]'),
        alt: metaContent(document, 'meta[property="og:image:alt"]'),
      };
    };
    expect(shared('/news/national-convention-2026')).toEqual({
      image: `${siteUrl}/images/share/agia-share.png`,
      alt: 'Association of Government Internal Auditors (AGIA), established 1959',
    });
    const photo = shared('/news/regional-seminar-cebu-2026');
    expect(photo.image).toMatch(
      new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/(.+/)?seminar-cebu-1-[0-9a-f]{10}-\\d+\\.jpg$`),
    );
    expect(photo.alt).toBe('Participants seated at the opening session of the Cebu regional seminar');
  });

  test('the default share image is a 1200 x 630 PNG', () => {
    const png = readFileSync(path.join(FIXTURE, 'images/share/agia-share.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test('the home page Organization carries the address and contacts of site.yaml', () => {
    const [organization] = byType(readBuiltPage('/', FIXTURE).document, 'Organization');
    expect(organization).toMatchObject({
      name: 'Association of Government Internal Auditors',
      foundingDate: '1959',
      address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressCountry: 'PH' },
      contactPoint: { '@type': 'ContactPoint', telephone: '+63289214057', email: 'info@agia.org.ph' },
      sameAs: ['https://www.facebook.com/AGIAPhilippines'],
    });
  });

  test('sub-pages show breadcrumbs with menu labels', () => {
    const { document } = readBuiltPage('/about/bylaws', FIXTURE);
    const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
    expect(nav).not.toBeNull();
    const links = [...nav!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About us', '/about'],
    ]);
    expect(nav!.querySelector('[aria-current="page"]')?.textContent).toBe('By-Laws');
    expect(readBuiltPage('/', FIXTURE).document.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
  });

  test("a page the menu files under another section's address follows the menu", () => {
    const crumbs = (route: string) =>
      [...readBuiltPage(route, FIXTURE).document.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map(
        (a) => a.getAttribute('href'),
      );
    expect(crumbs('/election')).toEqual(['/', '/about']);
    // The fixture's menu lists the convention nowhere: its trail is that of its address.
    expect(crumbs('/national-convention')).toEqual(['/']);
  });

  test('an article dated in its file name is published on that Manila day', () => {
    const { document } = readBuiltPage('/news/national-convention-2025', FIXTURE);
    expect(byType(document, 'NewsArticle')[0]!.datePublished).toBe('2025-10-10T00:00:00+08:00');
  });
});
