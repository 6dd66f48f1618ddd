/**
 * Builders for the schema.org JSON-LD the pages embed: the association (home page), the
 * breadcrumb trail (every other page), news articles and training events. Pure functions of
 * content, SITE_URL and the build's date; and JsonLd, which writes one into the page's head.
 */
import { Head } from 'vite-react-ssg';
import type { Site } from '../../content/schemas/site';
import type { Training } from '../../content/schemas/training';
import { manilaStartOfDay, type IsoDate } from '../../lib/dates';
import { registrationState } from '../../lib/registration';
import { absoluteUrl } from '../../lib/site-url';
import { lastRegistrationDay } from '../../lib/training-details';
import { parseDailyTime } from '../../lib/training-time';
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

export interface Organizer {
  name: string;
  url: string;
}

/** "2026-03-12" + "08:00" -> "2026-03-12T08:00:00+08:00" (Manila time). */
function manilaDateTime(date: string, time = '00:00'): string {
  return `${date}T${time}:00+08:00`;
}

/**
 * What registering costs, as schema.org Offers: one per rate (members, non-members), or one
 * without a price while the fee is to be announced. On sale until the end of the last day to
 * register (Manila); sold out once registration has closed on the build's date. None once the
 * training is over: its page no longer shows a fee, and nothing is for sale.
 */
function trainingOffers(training: Training, today: IsoDate): JsonLdObject[] | null {
  const { state } = registrationState(training, today);
  if (state === 'completed') return null;
  const common = {
    '@type': 'Offer',
    url: training.registerLink,
    availability: state === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    validThrough: manilaDateTime(lastRegistrationDay(training), '23:59'),
  };
  const fee = training.fee;
  if (fee === undefined || fee === 'tba') return [common];
  return [
    { ...common, name: 'AGIA members', price: fee.member, priceCurrency: 'PHP' },
    { ...common, name: 'Non-members', price: fee.nonMember, priceCurrency: 'PHP' },
  ];
}

/** schema.org Event data for a training's page, so search engines can list it as an event. */
export function trainingJsonLd(
  training: Training,
  options: { organizer: Organizer; pageUrl: string; today: IsoDate },
): JsonLdObject {
  const daily = parseDailyTime(training.time);
  const online = training.type === 'Virtual Training';
  const offers = trainingOffers(training, options.today);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: training.title,
    ...(training.summary ? { description: training.summary } : {}),
    startDate: manilaDateTime(training.date, daily?.start),
    endDate: manilaDateTime(training.endDate, daily?.end ?? '23:59'),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: training.registerLink }
      : {
          '@type': 'Place',
          name: training.location,
          address: {
            '@type': 'PostalAddress',
            streetAddress: training.venueAddress ?? training.location,
            addressCountry: 'PH',
          },
        },
    organizer: { '@type': 'Organization', name: options.organizer.name, url: options.organizer.url },
    ...(offers ? { offers } : {}),
    url: options.pageUrl,
  };
}

/**
 * Structured data for search engines (a schema.org object with @context and @type), as a
 * <script type="application/ld+json"> in the head of the prerendered page. Search engines read it
 * there; the browser has no use for it, so nothing is rendered after hydration (React would not
 * place a script in the head).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  if (!import.meta.env.SSR) return null;
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
