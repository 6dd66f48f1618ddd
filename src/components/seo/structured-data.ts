/**
 * Builders for the schema.org JSON-LD the pages embed: the association (home page), the
 * breadcrumb trail (every other page) and news articles. Pure functions of content and SITE_URL.
 */
import type { Site } from '../../content/schemas/site';
import { manilaStartOfDay } from '../../lib/dates';
import { absoluteUrl } from '../../lib/site-url';
import type { Crumb } from './breadcrumb-trail';

type JsonLdObject = Record<string, unknown>;

/** The association as an Organization, with its postal address, contact point and social page. */
export function organizationJsonLd(site: Site, siteUrl: string, logoPath: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, logoPath),
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'PH',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phoneLink,
      email: site.emails.general,
      areaServed: 'PH',
      availableLanguage: ['English', 'Filipino'],
    },
    sameAs: [site.social.url],
  };
}

/** A BreadcrumbList for the trail Home > ... > page. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface NewsArticleInput {
  headline: string;
  description: string;
  /** Absolute address of the article. */
  url: string;
  /** Absolute address of the article's image. */
  image: string;
  /** Publication day, YYYY-MM-DD (Manila). */
  datePublished: string;
  /** Day of the last change, YYYY-MM-DD; defaults to datePublished. */
  dateModified?: string;
}

/** A NewsArticle published by the association. */
export function newsArticleJsonLd(
  article: NewsArticleInput,
  site: Pick<Site, 'name'>,
  siteUrl: string,
  logoPath: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: article.url,
    url: article.url,
    image: [article.image],
    datePublished: manilaStartOfDay(article.datePublished),
    dateModified: manilaStartOfDay(article.dateModified ?? article.datePublished),
    author: { '@type': 'Organization', name: site.name, url: absoluteUrl(siteUrl, '/') },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, logoPath) },
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: "<" is escaped so that no text in
 * the content can close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
