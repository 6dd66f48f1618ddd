/** sitemap.xml and robots.txt as the served site answers them. */
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../src/content/generated/build';
import { prerenderedRoutes } from './support/site';

test('sitemap.xml lists every prerendered page with lastmod, and no not-found page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );
  const expected = prerenderedRoutes().map((route) => (route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`));
  expect(entries.map((entry) => entry.loc).sort()).toEqual(expected.sort());
  expect(xml).not.toMatch(/404/);
  for (const entry of entries) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const article = entries.find((entry) => entry.loc === `${siteUrl}/news/national-convention-2025`);
  expect(article?.lastmod).toBe('2025-10-10');
});

test('robots.txt allows everything and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).not.toMatch(/Disallow: \/\s*$/m);
});
