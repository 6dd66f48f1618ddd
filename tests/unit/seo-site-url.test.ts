import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../scripts/postbuild/sitemap';
import { absoluteUrl, resolveSiteUrl, siteUrlFromEnv } from '../../src/lib/site-url';

describe('the site address (SITE_URL, BASE_PATH)', () => {
  it('defaults to the association address with www', () => {
    expect(siteUrlFromEnv({})).toBe('https://www.agia.org.ph');
    expect(siteUrlFromEnv({ SITE_URL: ' ' })).toBe('https://www.agia.org.ph');
  });

  it('keeps the sub-path of a SITE_URL given alone', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.github.io/agia/' })).toBe(
      'https://example.github.io/agia',
    );
  });

  it('appends BASE_PATH to a SITE_URL without a path, or to the default', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.github.io', BASE_PATH: '/agia/' })).toBe(
      'https://example.github.io/agia',
    );
    expect(siteUrlFromEnv({ BASE_PATH: 'agia' })).toBe('https://www.agia.org.ph/agia');
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.org/', BASE_PATH: '/' })).toBe('https://example.org');
  });

  it('accepts SITE_URL and BASE_PATH that name the same sub-path once', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.github.io/agia', BASE_PATH: '/agia/' })).toBe(
      'https://example.github.io/agia',
    );
  });

  it('refuses a SITE_URL whose path does not end with BASE_PATH, saying what to write', () => {
    expect(() => resolveSiteUrl('https://example.org/site', '/agia/')).toThrow(
      'SITE_URL "https://example.org/site" and BASE_PATH "/agia/" disagree: the site is built for /agia/, ' +
        'so SITE_URL must end with /agia (for example https://example.org/agia), or leave its path out.',
    );
  });

  it('gives the same addresses to canonical links, the sitemap and robots.txt', () => {
    const siteUrl = siteUrlFromEnv({ SITE_URL: 'https://example.github.io', BASE_PATH: '/agia/' });
    expect(absoluteUrl(siteUrl, '/')).toBe('https://example.github.io/agia/');
    expect(absoluteUrl(siteUrl, '/about')).toBe('https://example.github.io/agia/about');
    expect(sitemapXml([{ route: '/about' }], siteUrl)).toContain(
      '<loc>https://example.github.io/agia/about</loc>',
    );
    expect(robotsTxt(siteUrl)).toContain('Sitemap: https://example.github.io/agia/sitemap.xml');
  });
});
