/**
 * Every page of the site, in one table. Read it top to bottom: one row a page (or, for a path with
 * a parameter, a kind of page). From this table come
 * - the router's routes (src/routes.tsx, which names each row's component) and the prerender list
 *   (`paths`; src/ssg/routes.server.ts names each row's loader). Both are keyed by this table's
 *   paths and TypeScript requires one for each row. They are not in the rows themselves: the
 *   build's own scripts (sitemap, link check) read this table inside Vite's config, whose bundler
 *   would follow a component's import() into the pages, and loaders must never reach the browser;
 * - the addresses the content check accepts in links (scripts/content/internal-links.ts);
 * - the sitemap (scripts/postbuild/sitemap.ts), from this table and the content, never from the
 *   built pages;
 * - the label of each page in the site search (`search`);
 * - "Last updated" and the sitemap's lastmod: the latest change (git) of the page's `content` files.
 *
 * To add a page: a row here, its component in src/pages/ (named in src/routes.tsx) and its loader
 * (named in src/ssg/routes.server.ts).
 */
import { matchRoutes } from 'react-router-dom';
import { NEWS_PAGE_SIZE, newsPageCount, newsPagePath, newsPath } from './lib/news-pages';
import { PROSE_PAGES } from './lib/prose-pages';
import { trainingPath } from './lib/training-paths';

/** The content the addresses of the pages with a parameter come from. */
export interface SiteContent {
  newsSlugs: readonly string[];
  trainingIds: readonly string[];
}

/** The label shown with each search result. */
export type ResultType = 'News' | 'Training' | 'Issuance' | 'Page';

export interface SitePage {
  /** The address, or its pattern (`/news/:slug`); `/*` is the not-found page. */
  path: string;
  /** For a pattern: every address it has, from the content. */
  paths?: (content: SiteContent) => string[];
  /** Files and folders under content/ whose latest change dates the page ("Last updated", lastmod). */
  content: readonly string[];
  /** The page's label in the site search. */
  search: ResultType;
  /** Whether its addresses are listed in sitemap.xml (a page marked `comingSoon` never is). */
  sitemap: boolean;
}

const md = (key: string) => `pages/${key}.md`;

/** A page made of its Markdown file alone (content/pages/{key}.md), at its address in PROSE_PAGES. */
const prose = (key: keyof typeof PROSE_PAGES, search: ResultType = 'Page'): SitePage => ({
  path: PROSE_PAGES[key],
  content: [md(key)],
  search,
  sitemap: true,
});

export const SITE_PAGES = [
  {
    path: '/',
    content: [md('home'), 'home.yaml', 'trainings', 'news'],
    search: 'Page',
    sitemap: true,
  },
  prose('about'),
  prose('what-is-agia'),
  {
    path: '/about/vision-mission',
    content: [md('vision-mission'), 'about.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/about/bylaws',
    content: [md('bylaws'), 'about.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/about/advisory-council',
    content: [md('advisory-council'), 'people/advisory-council.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/about/board-directors',
    content: [md('board-directors'), 'people/board-of-directors.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/about/secretariat',
    content: [md('secretariat'), 'people/secretariat.yaml'],
    search: 'Page',
    sitemap: true,
  },
  { ...prose('membership'), content: [md('membership'), 'membership.yaml'] },
  {
    path: '/membership/why-join',
    content: [md('why-join'), 'membership.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/membership/how-to-join',
    content: [md('how-to-join'), 'membership.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/membership/guidelines',
    content: [md('guidelines'), 'membership.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/membership/code-of-ethics',
    content: [md('code-of-ethics'), 'membership.yaml'],
    search: 'Page',
    sitemap: true,
  },
  prose('resources'),
  {
    path: '/training',
    content: [md('training'), 'trainings'],
    search: 'Training',
    sitemap: true,
  },
  {
    path: '/training/calendar',
    content: [md('calendar'), 'trainings'],
    search: 'Training',
    sitemap: true,
  },
  {
    path: '/training/in-house',
    content: [md('in-house')],
    search: 'Training',
    sitemap: true,
  },
  prose('mobile', 'Training'),
  {
    path: '/training/free-webinar',
    content: [md('free-webinar'), 'webinars.yaml'],
    search: 'Training',
    sitemap: true,
  },
  {
    path: '/training/past-seminars',
    content: [md('past-seminars'), 'trainings'],
    search: 'Training',
    sitemap: true,
  },
  {
    path: '/training/events/:id',
    paths: (content) => content.trainingIds.map(trainingPath),
    content: ['trainings'],
    search: 'Training',
    sitemap: true,
  },
  {
    path: '/news',
    content: [md('news'), 'news'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/news/page/:n',
    paths: (content) =>
      Array.from({ length: newsPageCount(content.newsSlugs.length, NEWS_PAGE_SIZE) - 1 }, (_, index) =>
        newsPagePath(index + 2),
      ),
    content: [md('news'), 'news'],
    search: 'News',
    sitemap: true,
  },
  {
    path: '/news/:slug',
    paths: (content) => content.newsSlugs.map(newsPath),
    // An article is dated by its own publication day (the sitemap reads it from the news).
    content: [],
    search: 'News',
    sitemap: true,
  },
  {
    path: '/issuances',
    content: [md('issuances'), 'issuances.yaml'],
    search: 'Issuance',
    sitemap: true,
  },
  {
    path: '/contact',
    content: [md('contact'), 'site.yaml'],
    search: 'Page',
    sitemap: true,
  },
  prose('privacy'),
  prose('terms'),
  {
    path: '/national-convention',
    content: [md('national-convention'), 'events/national-convention.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/election',
    content: [md('election'), 'events/election.yaml', 'people/board-of-directors.yaml'],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/search',
    // Its lastmod; the page itself, a form and its results, shows no "Last updated".
    content: [md('search')],
    search: 'Page',
    sitemap: true,
  },
  {
    path: '/*',
    content: [],
    search: 'Page',
    sitemap: false,
  },
] as const satisfies readonly SitePage[];

/** A row's path, as the loaders' table (src/ssg/routes.server.ts) is keyed. */
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

/** Every content file and folder that dates a page, for the content build to look up in git. */
export const DATED_CONTENT: readonly string[] = [...new Set(SITE_PAGES.flatMap((page) => page.content))];
