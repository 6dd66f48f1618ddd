/**
 * Every page of the site, in one table. Read it top to bottom: one row a page (or, for a path with
 * a parameter, a kind of page). From this table come
 * - the router's routes (src/routes.tsx: each row's `page`, a file of src/pages/) and the
 *   prerender list (`paths`); the prerender gives each row its loader, found by the row's path in
 *   the tables the loader modules export (src/ssg/routes.server.ts; TypeScript requires one for
 *   each row). Loaders stay out of this table because it reaches the browser (the layout reads
 *   it); the page is named by its file, not imported, because the build's own scripts (sitemap,
 *   link check) read this table inside Vite's config, whose bundler would follow an import();
 * - the addresses the content check accepts in links (scripts/content/internal-links.ts);
 * - the sitemap (scripts/postbuild/sitemap.ts), from this table and the content, never from the
 *   built pages;
 * - the label of each page in the site search (`search`);
 * - "Last updated" and the sitemap's lastmod: the latest change (git) of the page's `content` files.
 *
 * To add a page: a row here, its component in src/pages/ and its loader in a module of
 * src/loaders/, keyed by the row's path.
 */
import { matchPath, matchRoutes } from 'react-router-dom';
import { newsPageCount, newsPagePath, newsPath } from './lib/news-pages';
import { PROSE_PAGES } from './lib/prose-pages';
import { trainingPath } from './lib/training-paths';

/** The content the addresses of the pages with a parameter come from. */
export interface SiteContent {
  newsSlugs: readonly string[];
  trainingIds: readonly string[];
}

/** The content of a build as SiteContent: the news slugs and training ids its addresses come from. */
export function siteContentOf(content: {
  newsSummaries: readonly { slug: string }[];
  trainings: readonly { id: string }[];
}): SiteContent {
  return {
    newsSlugs: content.newsSummaries.map((article) => article.slug),
    trainingIds: content.trainings.map((training) => training.id),
  };
}

/** The label shown with each search result. */
export type ResultType = 'News' | 'Training' | 'Issuance' | 'Page';

export interface SitePage {
  /** The address, or its pattern (`/news/:slug`); `/*` is the not-found page. */
  path: string;
  /** Its component: the file src/pages/<page>.tsx, which exports `Component` (src/routes.tsx). */
  page: string;
  /** For a pattern: every address it has, from the content. */
  paths?: (content: SiteContent) => string[];
  /**
   * Files and folders under content/ whose latest change dates the page ("Last updated", lastmod);
   * for a pattern, a function of the address's parameters (a training's page: its own file).
   */
  content: readonly string[] | ((params: Readonly<Record<string, string | undefined>>) => readonly string[]);
  /** The page's label in the site search. */
  search: ResultType;
  /** Whether its addresses are listed in sitemap.xml (a page marked `comingSoon` never is). */
  sitemap: boolean;
}

const md = (key: string) => `pages/${key}.md`;

/** A row: listed in the sitemap unless `sitemap: false`. The path's own text is kept as its type. */
const row = <Path extends string>(
  path: Path,
  page: string,
  content: SitePage['content'],
  search: ResultType = 'Page',
  more: Pick<SitePage, 'paths'> & { sitemap?: boolean } = {},
) => ({ path, page, content, search, sitemap: true, ...more });

/** A page made of its Markdown file alone (content/pages/{key}.md), at its address in PROSE_PAGES. */
const prose = <Key extends keyof typeof PROSE_PAGES>(
  key: Key,
  more: readonly string[] = [],
  search?: ResultType,
) => row(PROSE_PAGES[key], 'markdown-page', [md(key), ...more], search);

/** The folder of the trainings' files; each training's page is dated by its own file there. */
export const TRAINING_FOLDER = 'trainings';

export const SITE_PAGES = [
  row('/', 'home', [md('home'), 'home.yaml', 'trainings', 'news']),
  prose('about'),
  prose('what-is-agia'),
  row('/about/vision-mission', 'about/vision-mission', [md('vision-mission'), 'about.yaml']),
  row('/about/bylaws', 'about/bylaws', [md('bylaws'), 'about.yaml']),
  row('/about/advisory-council', 'about/advisory-council', [
    md('advisory-council'),
    'people/advisory-council.yaml',
  ]),
  row('/about/board-directors', 'about/board-directors', [
    md('board-directors'),
    'people/board-of-directors.yaml',
  ]),
  row('/about/secretariat', 'about/secretariat', [md('secretariat'), 'people/secretariat.yaml']),
  prose('membership', ['membership.yaml']),
  row('/membership/why-join', 'membership/why-join', [md('why-join'), 'membership.yaml']),
  row('/membership/how-to-join', 'membership/how-to-join', [md('how-to-join'), 'membership.yaml']),
  row('/membership/guidelines', 'membership/guidelines', [md('guidelines'), 'membership.yaml']),
  row('/membership/code-of-ethics', 'membership/code-of-ethics', [md('code-of-ethics'), 'membership.yaml']),
  prose('resources'),
  row('/training', 'training-overview', [md('training'), 'trainings'], 'Training'),
  row('/training/calendar', 'training-calendar', [md('calendar'), 'trainings'], 'Training'),
  row('/training/in-house', 'in-house-training', [md('in-house')], 'Training'),
  prose('mobile', [], 'Training'),
  row('/training/free-webinar', 'free-webinar', [md('free-webinar'), 'webinars.yaml'], 'Training'),
  row('/training/past-seminars', 'past-seminars', [md('past-seminars'), 'trainings'], 'Training'),
  // A training's page is dated by its own file (content/trainings/<id>.yaml), not the folder.
  row('/training/events/:id', 'training-event', ({ id }) => [`${TRAINING_FOLDER}/${id}.yaml`], 'Training', {
    paths: (content) => content.trainingIds.map(trainingPath),
  }),
  row('/news', 'news-list', [md('news'), 'news']),
  row('/news/page/:n', 'news-list', [md('news'), 'news'], 'News', {
    paths: (content) =>
      Array.from({ length: newsPageCount(content.newsSlugs.length) - 1 }, (_, index) =>
        newsPagePath(index + 2),
      ),
  }),
  // An article is dated by its own publication day (the sitemap reads it from the news).
  row('/news/:slug', 'news-article', [], 'News', { paths: (content) => content.newsSlugs.map(newsPath) }),
  row('/issuances', 'issuances', [md('issuances'), 'issuances.yaml'], 'Issuance'),
  row('/contact', 'contact', [md('contact'), 'site.yaml']),
  prose('privacy'),
  prose('terms'),
  row('/national-convention', 'national-convention', [
    md('national-convention'),
    'events/national-convention.yaml',
  ]),
  row('/election', 'election', [md('election'), 'events/election.yaml', 'people/board-of-directors.yaml']),
  // Its lastmod; the page itself, a form and its results, shows no "Last updated".
  row('/search', 'search', [md('search')]),
  row('/*', 'not-found', [], 'Page', { sitemap: false }),
] satisfies readonly SitePage[];

/** A row's path, as the loaders' tables (src/loaders/, src/ssg/routes.server.ts) are keyed. */
export type SitePagePath = (typeof SITE_PAGES)[number]['path'];

/** The row whose path matches an address, as React Router matches it (the not-found row when none). */
export function sitePageAt(address: string): SitePage {
  const found = matchRoutes(SITE_PAGES as readonly SitePage[] as SitePage[], address)?.at(-1);
  return found?.route ?? SITE_PAGES.at(-1)!;
}

/** Every address of a row: its own path, or for a pattern those its content gives. */
export function pageAddresses(page: SitePage, content: SiteContent): string[] {
  if (page.paths) return page.paths(content);
  return page.path.includes('*') ? [] : [page.path];
}

/** The content files that date the page at `address` of `page` (its row's files, or its own). */
export function contentOf(page: SitePage, address: string): readonly string[] {
  if (typeof page.content !== 'function') return page.content;
  return page.content(matchPath(page.path, address)?.params ?? {});
}

/**
 * Every content file and folder that dates a page, for the content build to look up in git; the
 * content build also dates each file of TRAINING_FOLDER, for the pages dated by their own file.
 */
export const DATED_CONTENT: readonly string[] = [
  ...new Set(
    (SITE_PAGES as readonly SitePage[]).flatMap((page) =>
      typeof page.content === 'function' ? [] : page.content,
    ),
  ),
];

/** The path of a page without a parameter. */
export type FixedPagePath = Exclude<SitePagePath, `${string}:${string}` | `${string}*`>;

/**
 * A page's address as code links to it, checked against this table: a page that moves changes its
 * row, and TypeScript names every link to the old address (tests/unit/page-paths.test.ts finds
 * addresses spelled without it). Addresses with a parameter have their own helpers
 * (lib/news-pages.ts, lib/training-paths.ts).
 */
export const pagePath = <Path extends FixedPagePath>(path: Path): Path => path;
