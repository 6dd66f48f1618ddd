/**
 * Links inside the site, in Markdown bodies and YAML fields, checked against every address the
 * build will write: every page of the page table (src/site-pages.ts: the fixed pages, an article
 * per news slug, an event page per training, the news list pages), the issuance tabs
 * (?category=) and the files the build writes. A broken one is reported with its file and line.
 */
import { exportOf as exported, type GeneratedModule } from './generate';
import { shortValue, type FieldPath, type Problem } from './problems';
import { nearest } from './nearest';
import { linkedPage, unpublishedLinkProblem, type UnpublishedPage } from './scheduled-links';
import { newsPath } from '../../src/lib/news-pages';
import { TRAINING_EVENTS, trainingPath } from '../../src/lib/training-paths';
import { pageAddresses, pagePath, SITE_PAGES, siteContentOf, type SiteContent } from '../../src/site-pages';

/** Files the build writes next to the pages. */
const BUILT_FILES = ['/news/feed.xml', '/trainings.ics', '/sitemap.xml', '/robots.txt'];

export interface SiteAddresses {
  /** Every page path, without a trailing slash (the home page is /). */
  pages: ReadonlySet<string>;
  /** Query values each page accepts, e.g. /issuances -> category -> its tab ids ('any': free text). */
  queries: ReadonlyMap<string, ReadonlyMap<string, readonly string[] | 'any'>>;
}

export function siteAddresses(
  content: SiteContent & {
    /** Undefined when the issuances file has mistakes of its own: its tabs are then not checked. */
    issuanceCategories: readonly string[] | undefined;
  },
): SiteAddresses {
  const pages = new Set<string>([
    ...SITE_PAGES.flatMap((page) => pageAddresses(page, content)),
    ...BUILT_FILES,
  ]);
  const queries = new Map<string, ReadonlyMap<string, readonly string[] | 'any'>>([
    [pagePath('/issuances'), new Map([['category', content.issuanceCategories ?? 'any']])],
    [pagePath('/search'), new Map([['q', 'any']])],
  ]);
  return { pages, queries };
}

/**
 * The pages that news and training files publish under, from their file names (an article with a
 * slug field of its own is not found this way). A link to one of them while the file has a mistake
 * of its own is not reported: the page is missing from that run only because of that mistake, which
 * is reported on the file itself; the file that links has nothing to change.
 */
export function pagesOfFiles(files: readonly string[]): Set<string> {
  const pages = new Set<string>();
  for (const file of files) {
    const article = /^content\/news\/([^/]+)\.md$/.exec(file);
    if (article) pages.add(newsPath(article[1]!));
    const training = /^content\/trainings\/([^/]+)\.yaml$/.exec(file);
    if (training) pages.add(trainingPath(training[1]!));
  }
  return pages;
}

export interface LinkRef {
  href: string;
  /** The Markdown as written, for a link whose address has a space (Markdown showed it as text). */
  written?: string;
  file: string;
  line?: number;
  entry?: string;
  path: FieldPath;
}

/**
 * True for a link written as a page of this site (not a file under public/), including one that
 * starts with // or a backslash: a browser reads //host/x and /\\host/x as another site, so
 * linkProblem reports them rather than letting them pass as neither.
 */
export function isPageLink(href: string): boolean {
  return /^[/\\]/.test(href) && !/^\/(images|documents)\//.test(href);
}

/** A link that looks like a path but that a browser reads as another site (//host, /\\host, \\host). */
export const leadsToAnotherSite = (href: string) => /^[/\\]{2}/.test(href) || href.startsWith('\\');

/** What is wrong with a link to a page of this site, or undefined when the page exists. */
export function linkProblem(fullHref: string, site: SiteAddresses): string | undefined {
  const href = shortValue(fullHref);
  if (leadsToAnotherSite(fullHref)) {
    return `links to ${href}, which a browser opens as another website (an address starting with // or a backslash): write a page of this site with one /, like /training, or another site in full, like https://example.org/page`;
  }
  if (/\s/.test(fullHref.trim())) {
    const match = pageMeant(fullHref, site);
    return `links to ${href}, which has a space in it: ${match === undefined ? NO_SPACES : `did you mean ${match}?`}`;
  }
  const url = new URL(fullHref, 'https://site.invalid');
  const fullPage = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const page = shortValue(fullPage);
  if (!site.pages.has(fullPage)) {
    const match = nearest(fullPage, [...site.pages]);
    if (fullPage.startsWith(`${TRAINING_EVENTS}/`)) return missingTrainingProblem(href, fullPage, match);
    return `links to ${href}, but the site has no page ${page}${match === undefined ? ' (check the address on the live site)' : `: did you mean ${match}?`}`;
  }
  const accepted = site.queries.get(page);
  for (const [name, value] of url.searchParams) {
    const values = accepted?.get(name);
    if (!values)
      return `links to ${href}, but the page ${page} has no "${shortValue(name, 40)}" setting (remove ?${shortValue(name, 40)}=...)`;
    if (values !== 'any' && !values.includes(value)) {
      return `links to ${href}, but ${page} has no ${name} "${shortValue(value, 60)}" (the ${name} ids are: ${values.join(', ')})`;
    }
  }
  return undefined;
}

/**
 * A link to a training that is not on the site, most often one deleted or renamed. Its nearest
 * address is offered only when it differs in letters (a typo): one differing in digits alone is
 * another run of the course (rbia-2026-03 for rbia-2027-03), which the link did not mean.
 */
function missingTrainingProblem(href: string, page: string, match: string | undefined): string {
  const id = page.slice(TRAINING_EVENTS.length + 1);
  const letters = (value: string) => value.replace(/[0-9]/g, '');
  if (match?.startsWith(`${TRAINING_EVENTS}/`) && letters(match) !== letters(page)) {
    return `links to ${href}, but the site has no page ${shortValue(page)}: did you mean ${match}?`;
  }
  return `links to ${href}, but no training has the id ${shortValue(id, 60)} (there is no content/trainings/${shortValue(id, 60)}.yaml: was it deleted or renamed?): remove the link, or link to /training/calendar or to the training that replaces it`;
}

/**
 * A link to a page written with a space (`[Calendar](/training/calen dar)`): Markdown shows it as
 * text. The page meant is the one nearest to the address with the space taken out or made a
 * hyphen (/news/my article -> /news/my-article), as the site's addresses are written.
 */
export function spacedPageProblem(written: string, address: string, site: SiteAddresses): string {
  const match = pageMeant(address, site);
  const what = `the link ${shortValue(written)} has a space in its address, so the page shows this text instead of the link`;
  if (match === undefined) return `${what}: ${NO_SPACES}`;
  return `${what}: did you mean ${match}? Write ${shortValue(written.replace(address, match))}`;
}

const NO_SPACES =
  "remove the space (the site's addresses have none), or copy the address again from the browser's address bar";

/** The page of the site nearest to an address written with spaces, if one is near. */
function pageMeant(address: string, site: SiteAddresses): string | undefined {
  const pages = [...site.pages];
  const page = (candidate: string) => {
    const bare = new URL(candidate, 'https://site.invalid').pathname.replace(/(.)\/+$/, '$1');
    return site.pages.has(bare) ? bare : nearest(bare, pages);
  };
  return [address.trim().replace(/\s+/g, '-'), address.trim().replace(/\s+/g, '')]
    .map(page)
    .find((found) => found !== undefined);
}

export function checkInternalLinks(
  links: readonly LinkRef[],
  site: SiteAddresses,
  unpublished: readonly UnpublishedPage[] = [],
): Problem[] {
  const notYet = new Map(unpublished.map((page) => [page.path, page]));
  return links.flatMap((link) => {
    const { href, written, ...where } = link;
    if (written !== undefined) return [{ ...where, message: spacedPageProblem(written, href, site) }];
    const article = notYet.get(linkedPage(href));
    const message = article === undefined ? linkProblem(href, site) : unpublishedLinkProblem(link, article);
    return message === undefined ? [] : [{ ...where, message }];
  });
}

/** Every string in a YAML value that links to a page of this site, with its field path. */
export function pageLinksIn(value: unknown, at: FieldPath = []): Array<{ path: FieldPath; href: string }> {
  if (typeof value === 'string') return isPageLink(value) ? [{ path: at, href: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pageLinksIn(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => pageLinksIn(item, [...at, key]));
  }
  return [];
}

/** The addresses the build will write, worked out from the generated modules. */
export function addressesOf(modules: readonly GeneratedModule[]): SiteAddresses {
  const news = (exported(modules, 'news') as Array<{ slug: string }> | undefined) ?? [];
  const trainings = (exported(modules, 'trainings') as Array<{ id: string }> | undefined) ?? [];
  const issuances = exported(modules, 'issuances') as { categories: Array<{ id: string }> } | undefined;
  return siteAddresses({
    ...siteContentOf({ newsSummaries: news, trainings }),
    issuanceCategories: issuances?.categories.map((category) => category.id),
  });
}
