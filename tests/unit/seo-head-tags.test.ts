import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, documentTitle, headTags } from '../../src/components/seo/head-tags';

const site = { name: 'Association of Government Internal Auditors', shortName: 'AGIA' };
const base = { siteUrl: 'https://www.agia.org.ph', site, description: 'About the association.' };

describe('documentTitle', () => {
  it('is "Page - AGIA", and the full name on the home page', () => {
    expect(documentTitle('About Us', site)).toBe('About Us - AGIA');
    expect(documentTitle(undefined, site)).toBe('Association of Government Internal Auditors - AGIA');
  });
});

describe('headTags', () => {
  it('gives a page its canonical address, Open Graph tags and a large Twitter card', () => {
    const tags = headTags({ ...base, title: 'About Us', pathname: '/about/' });
    expect(tags.title).toBe('About Us - AGIA');
    expect(tags.canonical).toBe('https://www.agia.org.ph/about');
    expect(tags.named).toEqual([
      ['description', 'About the association.'],
      ['twitter:card', 'summary_large_image'],
    ]);
    const og = Object.fromEntries(tags.properties);
    expect(og).toMatchObject({
      'og:type': 'website',
      'og:title': 'About Us - AGIA',
      'og:description': 'About the association.',
      'og:url': 'https://www.agia.org.ph/about',
      'og:image': `https://www.agia.org.ph${DEFAULT_SHARE_IMAGE.path}`,
      'og:image:width': '1200',
      'og:image:height': '630',
    });
  });

  it('uses the home address with a trailing slash on the home page', () => {
    expect(headTags({ ...base, pathname: '/' }).canonical).toBe('https://www.agia.org.ph/');
  });

  it('keeps a sub-path of SITE_URL', () => {
    const tags = headTags({
      ...base,
      siteUrl: 'https://example.github.io/agia',
      title: 'News',
      pathname: '/news',
    });
    expect(tags.canonical).toBe('https://example.github.io/agia/news');
  });

  it('uses a page image only in a format social networks accept', () => {
    const png = headTags({
      ...base,
      title: 'A',
      pathname: '/a',
      image: '/images/news/photo.jpg',
      imageAlt: 'Photo',
    });
    expect(Object.fromEntries(png.properties)['og:image']).toBe(
      'https://www.agia.org.ph/images/news/photo.jpg',
    );
    expect(Object.fromEntries(png.properties)['og:image:alt']).toBe('Photo');
    const svg = headTags({ ...base, title: 'A', pathname: '/a', image: '/images/news/default.svg' });
    expect(Object.fromEntries(svg.properties)['og:image']).toBe(
      `https://www.agia.org.ph${DEFAULT_SHARE_IMAGE.path}`,
    );
  });

  it('marks articles with their Manila publication time', () => {
    const tags = headTags({
      ...base,
      title: 'A',
      pathname: '/news/a',
      type: 'article',
      publishedDate: '2025-10-10',
    });
    expect(Object.fromEntries(tags.properties)).toMatchObject({
      'og:type': 'article',
      'article:published_time': '2025-10-10T00:00:00+08:00',
    });
  });

  it('keeps noindex pages out of search engines, without a canonical address', () => {
    const tags = headTags({ ...base, title: 'Page not found', pathname: '/404', noindex: true });
    expect(tags.named).toContainEqual(['robots', 'noindex']);
    expect(tags.canonical).toBeUndefined();
  });
});
