/**
 * The head of every built page (read from dist/): unique title and description, canonical and
 * Open Graph addresses from SITE_URL, share image, icons, and the structured data.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../src/content/generated/build';
import { builtPages, jsonLdOf, metaContent, readBuiltPage } from './support/dist-pages';
import { isArticleRoute, prerenderedRoutes } from './support/site';

const pages = builtPages();
const byType = (document: Document, type: string) =>
  jsonLdOf(document).filter((item) => item['@type'] === type);

test('every page has its own title "Page - AGIA" and its own description', () => {
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const { route, document } of pages) {
    expect(document.title, route).toMatch(/\S - AGIA$/);
    const description = metaContent(document, 'meta[name="description"]');
    expect(description, route).toBeTruthy();
    titles.set(document.title, [...(titles.get(document.title) ?? []), route]);
    descriptions.set(description!, [...(descriptions.get(description!) ?? []), route]);
  }
  const duplicates = (map: Map<string, string[]>) => [...map].filter(([, routes]) => routes.length > 1);
  expect(duplicates(titles)).toEqual([]);
  expect(duplicates(descriptions)).toEqual([]);
});

test('every page declares its canonical address, Open Graph, Twitter card, language and icons', () => {
  expect(siteUrl).toMatch(/^https?:\/\/[^/]+.*[^/]$/);
  for (const { route, document } of pages) {
    const url = route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
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
    // The character set comes first, within the first 1024 bytes.
    expect(document.head.firstElementChild?.getAttribute('charset'), route).toBe('UTF-8');
  }
});

test('the default share image is a 1200 x 630 PNG', () => {
  const png = readFileSync('dist/images/share/agia-share.png');
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});

test('the 404 page is kept out of search engines', () => {
  const html = readFileSync('dist/404.html', 'utf8');
  expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
  expect(html).not.toContain('rel="canonical"');
});

test('the home page describes the association as an Organization', () => {
  const { document } = readBuiltPage('/');
  const [organization] = byType(document, 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Association of Government Internal Auditors',
    foundingDate: '1959',
    url: `${siteUrl}/`,
    address: { '@type': 'PostalAddress', addressLocality: 'Quezon City', addressCountry: 'PH' },
    contactPoint: { '@type': 'ContactPoint', telephone: '+63289214057', email: 'info@agia.org.ph' },
    sameAs: ['https://www.facebook.com/AGIAPhilippines'],
  });
  expect(byType(document, 'BreadcrumbList')).toEqual([]);
});

test('every page but home has a BreadcrumbList that ends at the page itself', () => {
  for (const { route, document } of pages.filter((page) => page.route !== '/')) {
    const lists = byType(document, 'BreadcrumbList');
    expect(lists, route).toHaveLength(1);
    const items = lists[0]!.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items[0], route).toMatchObject({ position: 1, name: 'Home', item: `${siteUrl}/` });
    expect(items.at(-1), route).toMatchObject({ position: items.length, item: `${siteUrl}${route}` });
    expect(items.at(-1)?.name, route).toBe(document.querySelector('h1')?.textContent);
  }
});

test('sub-pages show breadcrumbs with menu labels', () => {
  const { document } = readBuiltPage('/about/bylaws');
  const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
  expect(nav).not.toBeNull();
  const links = [...nav!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Home', '/'],
    ['About Us', '/about'],
  ]);
  expect(nav!.querySelector('[aria-current="page"]')?.textContent).toBe('By-Laws');
  expect(readBuiltPage('/').document.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
});

test('articles carry NewsArticle data with a Manila publication time', () => {
  const articles = prerenderedRoutes().filter(isArticleRoute);
  expect(articles.length).toBeGreaterThan(0);
  for (const route of articles) {
    const { document } = readBuiltPage(route);
    const [article] = byType(document, 'NewsArticle');
    expect(article, route).toMatchObject({
      headline: document.querySelector('h1')?.textContent,
      url: `${siteUrl}${route}`,
      publisher: { '@type': 'Organization', name: 'Association of Government Internal Auditors' },
    });
    expect(article!.datePublished, route).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    expect((article!.image as string[])[0], route).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  }
  const { document } = readBuiltPage('/news/national-convention-2025');
  expect(byType(document, 'NewsArticle')[0]!.datePublished).toBe('2025-10-10T00:00:00+08:00');
});
