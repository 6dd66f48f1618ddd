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
 * To add a page: a row here and its component in src/pages/; a page that shows more than its
 * Markdown file (content/pages/{markdown}.md, named only in its row) gets its loader in a module of
 * src/loaders/, keyed by the row's path.
 */
import { matchPath, matchRoutes } from 'react-router-dom';
import { newsPageCount, newsPagePath, newsPath } from './lib/news-pages';
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
  /** The key of its Markdown file, content/pages/{markdown}.md, if it has one: named only here. */
  markdown?: string;
  /**
   * Files and folders under content/ whose latest change dates the page ("Last updated", lastmod),
   * its Markdown file first; a name with a parameter of the path (`trainings/:id.yaml`) is the
   * address's own file.
   */
  content: readonly string[];
  /** The page's label in the site search. */
  search: ResultType;
  /** Whether its addresses are listed in sitemap.xml (a page marked `comingSoon` never is). */
  sitemap: boolean;
}

/** A row: listed in the sitemap unless `sitemap: false`. The path's own text is kept as its type. */
const row = <Path extends string, Markdown extends string | undefined>(
  path: Path,
  page: string,
  markdown: Markdown,
  files: readonly string[] = [],
  search: ResultType = 'Page',
  more: Pick<SitePage, 'paths'> & { sitemap?: boolean } = {},
) => ({
  path,
  page,
  markdown,
  content: markdown === undefined ? files : [`pages/${markdown}.md`, ...files],
  search,
  sitemap: true,
  ...more,
});

/** A page made of its Markdown file alone (content/pages/{markdown}.md, src/pages/markdown-page.tsx). */
const prose = <Path extends string, Markdown extends string>(
  path: Path,
  markdown: Markdown,
  files: readonly string[] = [],
  search?: ResultType,
) => row(path, PROSE_PAGE, markdown, files, search);

const PROSE_PAGE = 'markdown-page';

export const SITE_PAGES = [
  row('/', 'home', 'home', ['home.yaml', 'trainings', 'news']),
  prose('/about', 'about'),
  prose('/about/what-is-agia', 'what-is-agia'),
  row('/about/vision-mission', 'about/vision-mission', 'vision-mission', ['about.yaml']),
  row('/about/bylaws', 'about/bylaws', 'bylaws', ['about.yaml']),
  row('/about/advisory-council', 'about/advisory-council', 'advisory-council', [
    'people/advisory-council.yaml',
  ]),
  row('/about/board-directors', 'about/board-directors', 'board-directors', [
    'people/board-of-directors.yaml',
  ]),
  row('/about/secretariat', 'about/secretariat', 'secretariat', ['people/secretariat.yaml']),
  prose('/membership', 'membership', ['membership.yaml']),
  row('/membership/why-join', 'membership/why-join', 'why-join', ['membership.yaml']),
  row('/membership/how-to-join', 'membership/how-to-join', 'how-to-join', ['membership.yaml']),
  row('/membership/guidelines', 'membership/guidelines', 'guidelines', ['membership.yaml']),
  row('/membership/code-of-ethics', 'membership/code-of-ethics', 'code-of-ethics', ['membership.yaml']),
  prose('/membership/resources', 'resources'),
  row('/training', 'training-overview', 'training', ['trainings'], 'Training'),
  row('/training/calendar', 'training-calendar', 'calendar', ['trainings'], 'Training'),
  row('/training/in-house', 'in-house-training', 'in-house', [], 'Training'),
  prose('/training/mobile', 'mobile', [], 'Training'),
  row('/training/free-webinar', 'free-webinar', 'free-webinar', ['webinars.yaml'], 'Training'),
  row('/training/past-seminars', 'past-seminars', 'past-seminars', ['trainings'], 'Training'),
  // A training's page is dated by its own file (content/trainings/<id>.yaml), not the folder.
  row('/training/events/:id', 'training-event', undefined, ['trainings/:id.yaml'], 'Training', {
    paths: (content) => content.trainingIds.map(trainingPath),
  }),
  row('/news', 'news-list', 'news', ['news']),
  row('/news/page/:n', 'news-list', 'news', ['news'], 'News', {
    paths: (content) =>
      Array.from({ length: newsPageCount(content.newsSlugs.length) - 1 }, (_, index) =>
        newsPagePath(index + 2),
      ),
  }),
  // An article is dated by its own publication day (the sitemap reads it from the news).
  row('/news/:slug', 'news-article', undefined, [], 'News', {
    paths: (content) => content.newsSlugs.map(newsPath),
  }),
  row('/issuances', 'issuances', 'issuances', ['issuances.yaml'], 'Issuance'),
  row('/contact', 'contact', 'contact', ['site.yaml']),
  prose('/privacy', 'privacy'),
  prose('/terms', 'terms'),
  row('/national-convention', 'national-convention', 'national-convention', [
    'events/national-convention.yaml',
  ]),
  row('/election', 'election', 'election', ['events/election.yaml', 'people/board-of-directors.yaml']),
  // Its lastmod; the page itself, a form and its results, shows no "Last updated".
  row('/search', 'search', 'search'),
  // Not dated: it shows no "Last updated" and the sitemap leaves it out.
  { ...row('/*', 'not-found', 'not-found', [], 'Page', { sitemap: false }), content: [] },
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

const withParameter = (file: string) => file.includes(':');

/** The content files of `page` with the parameters of a path put in (`trainings/:id.yaml`). */
export function contentWith(page: SitePage, params: Readonly<Record<string, string | undefined>>) {
  return page.content.map((file) => file.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ''));
}

/** The content files that date the page at `address` of `page`. */
export function contentOf(page: SitePage, address: string): readonly string[] {
  return contentWith(page, matchPath(page.path, address)?.params ?? {});
}

const ALL_CONTENT = (SITE_PAGES as readonly SitePage[]).flatMap((page) => page.content);

/** Every content file and folder that dates a page, for the content build to look up in git. */
export const DATED_CONTENT: readonly string[] = [
  ...new Set(ALL_CONTENT.filter((file) => !withParameter(file))),
];

/**
 * The files dated one by one, as the folder and extension of each name with a parameter
 * (`trainings/:id.yaml`: every .yaml file of content/trainings/).
 */
export const DATED_EACH: readonly { folder: string; extension: string }[] = [
  ...new Set(ALL_CONTENT.filter(withParameter)),
].map((file) => ({
  folder: file.slice(0, file.lastIndexOf('/')),
  extension: file.slice(file.lastIndexOf('.')),
}));

/** The pages made of their Markdown file alone, by that file's key, with their address. */
export const PROSE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  (SITE_PAGES as readonly SitePage[])
    .filter((page) => page.page === PROSE_PAGE && page.markdown)
    .map((page) => [page.markdown!, page.path]),
);

/** The row at a path of the page table. */
export function sitePage(path: SitePagePath): SitePage {
  return (SITE_PAGES as readonly SitePage[]).find((page) => page.path === path)!;
}

/** The paths of the rows with a Markdown file of their own. */
export type MarkdownPagePath = Extract<(typeof SITE_PAGES)[number], { markdown: string }>['path'];

/** The path of a page without a parameter. */
export type FixedPagePath = Exclude<SitePagePath, `${string}:${string}` | `${string}*`>;

/**
 * A page's address as code links to it, checked against this table: a page that moves changes its
 * row, and TypeScript names every link to the old address (tests/unit/page-paths.test.ts finds
 * addresses spelled without it). Addresses with a parameter have their own helpers
 * (lib/news-pages.ts, lib/training-paths.ts).
 */
export const pagePath = <Path extends FixedPagePath>(path: Path): Path => path;
