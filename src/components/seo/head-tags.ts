/**
 * The tags of a page's <head>: document title, description, canonical address, robots,
 * Open Graph and Twitter card. A pure function, so the rules are tested without rendering.
 */
import { manilaStartOfDay } from '../../lib/dates';
import { absoluteUrl } from '../../lib/site-url';
import { normalizePath } from '../../lib/nav';

/** The share image used when a page has none of its own (1200 x 630 PNG, made by scripts/make-share-image.ts). */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/share/agia-share.png',
  width: 1200,
  height: 630,
  alt: 'Association of Government Internal Auditors (AGIA), established 1959',
} as const;

/** Square logo of the association, for JSON-LD publisher and organization logos. */
export const LOGO_PATH = '/apple-touch-icon.png';

export interface HeadInput {
  /** Page title without the site suffix; omit on the home page. */
  title?: string;
  description: string;
  /** Route path of the page, e.g. /about. */
  pathname: string;
  siteUrl: string;
  site: { name: string; shortName: string };
  /** Share image under public/ (PNG or JPEG); SVG images fall back to the default share image. */
  image?: string;
  imageAlt?: string;
  /** "article" for news articles; "website" otherwise. */
  type?: 'website' | 'article';
  /** Publication day (YYYY-MM-DD) of an article. */
  publishedDate?: string;
  /** Keeps the page out of search engines, the sitemap and the site search (404 pages). */
  noindex?: boolean;
}

export interface HeadTags {
  title: string;
  /** Absolute canonical address; none for pages kept out of search engines. */
  canonical?: string;
  /** <meta name=...> tags. */
  named: Array<[name: string, content: string]>;
  /** <meta property=...> tags (Open Graph). */
  properties: Array<[property: string, content: string]>;
}

/** "About Us - AGIA"; the home page: "Association of Government Internal Auditors - AGIA". */
export function documentTitle(title: string | undefined, site: HeadInput['site']): string {
  return `${title ?? site.name} - ${site.shortName}`;
}

/** The share image of a page: its own when social networks accept the format, else the default. */
export function shareImage(image: string | undefined, imageAlt: string | undefined) {
  if (image && /\.(png|jpe?g|webp)$/i.test(image)) return { path: image, alt: imageAlt ?? '' };
  return { ...DEFAULT_SHARE_IMAGE };
}

export function headTags(input: HeadInput): HeadTags {
  const title = documentTitle(input.title, input.site);
  const url = absoluteUrl(input.siteUrl, normalizePath(input.pathname));
  const image = shareImage(input.image, input.imageAlt);
  const type = input.type ?? 'website';
  const named: HeadTags['named'] = [['description', input.description]];
  if (input.noindex) named.push(['robots', 'noindex']);
  named.push(['twitter:card', 'summary_large_image']);
  const properties: HeadTags['properties'] = [
    ['og:site_name', input.site.name],
    ['og:locale', 'en_PH'],
    ['og:type', type],
    ['og:title', title],
    ['og:description', input.description],
    ['og:url', url],
    ['og:image', absoluteUrl(input.siteUrl, image.path)],
  ];
  if ('width' in image) {
    properties.push(['og:image:width', String(image.width)], ['og:image:height', String(image.height)]);
  }
  if (image.alt) properties.push(['og:image:alt', image.alt]);
  if (type === 'article' && input.publishedDate)
    properties.push(['article:published_time', manilaStartOfDay(input.publishedDate)]);
  return { title, canonical: input.noindex ? undefined : url, named, properties };
}
