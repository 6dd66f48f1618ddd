import { describe, expect, it } from 'vitest';
import type { BuildContent } from '../../scripts/postbuild/context';
import type { SitePage } from '../../src/site-pages';
import { lastmodOf, robotsTxt, sitemapEntries, sitemapXml } from '../../scripts/postbuild/sitemap';
import { sitemapPaths } from '../../scripts/quality/check-links';

describe('sitemapXml', () => {
  it('lists absolute addresses in path order, with lastmod when known', () => {
    const xml = sitemapXml(
      [{ route: '/news', lastmod: '2025-10-10' }, { route: '/', lastmod: '2025-10-10' }, { route: '/about' }],
      'https://www.agia.org.ph',
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.agia.org.ph/</loc><lastmod>2025-10-10</lastmod></url>',
        '  <url><loc>https://www.agia.org.ph/about</loc></url>',
        '  <url><loc>https://www.agia.org.ph/news</loc><lastmod>2025-10-10</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('keeps a sub-path of SITE_URL and escapes XML characters', () => {
    const xml = sitemapXml([{ route: '/a&b' }], 'https://example.github.io/agia');
    expect(xml).toContain('<loc>https://example.github.io/agia/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows every crawler, keeps them out of the web editor and names the sitemap', () => {
    expect(robotsTxt('https://www.agia.org.ph')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.agia.org.ph/sitemap.xml\n',
    );
  });

  it('keeps crawlers out of the web editor below a base path', () => {
    expect(robotsTxt('https://example.github.io/agia')).toContain('Disallow: /agia/admin/\n');
  });
});

describe('lastmod', () => {
  const published = new Map([
    ['/news/old', '2024-05-01'],
    ['/news/new', '2025-10-10'],
  ]);
  const contentChanged = new Map([
    ['/', '2025-01-15'],
    ['/about', '2025-03-02'],
    ['/news', '2024-01-01'],
  ]);

  it('is the publication day of an article', () => {
    expect(lastmodOf('/news/old', { published, contentChanged })).toBe('2024-05-01');
  });

  it('is the newest article for the news list and the home page', () => {
    expect(lastmodOf('/news', { published, contentChanged })).toBe('2025-10-10');
    expect(lastmodOf('/', { published, contentChanged })).toBe('2025-10-10');
  });

  it('is the last change of the content file for other pages, and unknown without one', () => {
    expect(lastmodOf('/about', { published, contentChanged })).toBe('2025-03-02');
    expect(lastmodOf('/contact', { published, contentChanged })).toBeUndefined();
  });
});

describe('sitemapEntries (from the page table and the content, no built page read)', () => {
  const table = (
    [
      { path: '/', content: ['pages/home.md', 'news'], search: 'Page', sitemap: true },
      { path: '/about', content: ['pages/about.md'], search: 'Page', sitemap: true },
      { path: '/soon', content: ['pages/soon.md'], search: 'Page', sitemap: true },
      { path: '/search', content: [], search: 'Page', sitemap: false },
      {
        path: '/news/:slug',
        paths: (content) => content.newsSlugs.map((slug) => `/news/${slug}`),
        content: [],
        search: 'News',
        sitemap: true,
      },
      {
        path: '/training/events/:id',
        paths: (content) => content.trainingIds.map((id) => `/training/events/${id}`),
        content: ['trainings/:id.yaml'],
        search: 'Training',
        sitemap: true,
      },
    ] satisfies Omit<SitePage, 'page'>[]
  ).map((row): SitePage => ({ ...row, page: 'not-found' }));
  const content = {
    newsSummaries: [{ slug: 'a', date: '2026-05-01' }],
    trainings: [{ id: 'rbia-2026-03' }, { id: 'icfr-2026-04' }],
    comingSoonPaths: ['/soon'],
    contentUpdated: {
      'pages/home.md': '2026-01-01',
      news: '2026-04-01',
      trainings: '2026-03-03',
      'trainings/rbia-2026-03.yaml': '2026-02-02',
      'trainings/icfr-2026-04.yaml': '2026-02-20',
    },
  } as unknown as BuildContent;

  it('lists every address of the rows marked for it, dated, without pages not ready', () => {
    expect(sitemapEntries(content, table)).toEqual([
      { route: '/', lastmod: '2026-05-01' },
      { route: '/about', lastmod: undefined },
      { route: '/news/a', lastmod: '2026-05-01' },
      { route: '/training/events/rbia-2026-03', lastmod: '2026-02-02' },
      { route: '/training/events/icfr-2026-04', lastmod: '2026-02-20' },
    ]);
  });
});

describe('sitemapPaths (the link check starts from every page in the sitemap)', () => {
  it('reads back the path of every page the sitemap lists, in its order', () => {
    const xml = sitemapXml(
      [{ route: '/' }, { route: '/about/secretariat', lastmod: '2026-05-01' }, { route: '/news/page/2' }],
      'https://www.agia.org.ph',
    );
    expect(sitemapPaths(xml)).toEqual(['/', '/about/secretariat', '/news/page/2']);
  });

  it('finds nothing in a sitemap without pages', () => {
    expect(sitemapPaths(sitemapXml([], 'https://www.agia.org.ph'))).toEqual([]);
  });
});
