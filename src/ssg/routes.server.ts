/**
 * The route table as the prerender runs it: src/routes.tsx (shared with the browser, which has no
 * loaders: vite-react-ssg gives its routes loaders that read the data files) with each page's
 * loader, and for the routes with parameters the paths to prerender (`getStaticPaths`). Loaders
 * are paired with routes by the page's full path ("/", "/about", "/news/:slug", "/*"); a page
 * without a loader, or a loader without a page, stops the build with the path named.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { PROSE_PAGES } from '../lib/prose-pages';
import {
  advisoryCouncilLoader,
  boardLoader,
  bylawsLoader,
  secretariatLoader,
  visionMissionLoader,
} from '../loaders/about.server';
import { homeLoader } from '../loaders/home.server';
import { issuancesLoader } from '../loaders/issuances.server';
import {
  codeOfEthicsLoader,
  guidelinesLoader,
  howToJoinLoader,
  membershipOverviewLoader,
  whyJoinLoader,
} from '../loaders/membership.server';
import { newsArticleLoader, newsArticlePaths, newsListLoader, newsListPaths } from '../loaders/news.server';
import { contactLoader, pageLoader } from '../loaders/page.server';
import {
  conventionLoader,
  electionLoader,
  freeWebinarLoader,
  pastSeminarsLoader,
  trainingCalendarLoader,
  trainingEventLoader,
  trainingEventPaths,
  trainingOverviewLoader,
} from '../loaders/trainings.server';

/** What the prerender adds to a page's route: its loader and, with parameters, its paths. */
export type RouteData = Required<Pick<RouteRecord, 'loader'>> & Pick<RouteRecord, 'getStaticPaths'>;

/** Each page's loader by the page's full path. */
export const ROUTE_DATA: Readonly<Record<string, RouteData>> = {
  ...Object.fromEntries(
    Object.entries(PROSE_PAGES).map(([key, path]) => [path, { loader: pageLoader(key) }]),
  ),
  '/': { loader: homeLoader },
  '/about/vision-mission': { loader: visionMissionLoader },
  '/about/bylaws': { loader: bylawsLoader },
  '/about/advisory-council': { loader: advisoryCouncilLoader },
  '/about/board-directors': { loader: boardLoader },
  '/about/secretariat': { loader: secretariatLoader },
  '/membership': { loader: membershipOverviewLoader },
  '/membership/why-join': { loader: whyJoinLoader },
  '/membership/how-to-join': { loader: howToJoinLoader },
  '/membership/guidelines': { loader: guidelinesLoader },
  '/membership/code-of-ethics': { loader: codeOfEthicsLoader },
  '/training': { loader: trainingOverviewLoader },
  '/training/calendar': { loader: trainingCalendarLoader },
  '/training/in-house': { loader: pageLoader('in-house') },
  '/training/free-webinar': { loader: freeWebinarLoader },
  '/training/past-seminars': { loader: pastSeminarsLoader },
  '/training/events/:id': { loader: trainingEventLoader, getStaticPaths: trainingEventPaths },
  '/news': { loader: newsListLoader },
  '/news/page/:n': { loader: newsListLoader, getStaticPaths: newsListPaths },
  '/news/:slug': { loader: newsArticleLoader, getStaticPaths: newsArticlePaths },
  '/issuances': { loader: issuancesLoader },
  '/contact': { loader: contactLoader },
  '/national-convention': { loader: conventionLoader },
  '/election': { loader: electionLoader },
  '/search': { loader: pageLoader('search') },
  '/*': { loader: pageLoader('not-found') },
};

/** A route's full path from its parent's: "/" + "about" is "/about"; an index route keeps "/". */
const fullPath = (parent: string, route: RouteRecord): string => {
  if (route.index || route.path === undefined) return parent;
  if (route.path.startsWith('/')) return route.path;
  return `${parent.replace(/\/$/, '')}/${route.path}`;
};

/**
 * `routes` with every page route (one whose module loads lazily; the layout has no data) given its
 * loader from `data`. Throws, naming the path, for a page that has no loader and for a loader
 * whose page is not in the table.
 */
export function withLoaders<R extends RouteRecord>(
  routes: readonly R[],
  data: Readonly<Record<string, RouteData>> = ROUTE_DATA,
): R[] {
  const used = new Set<string>();
  const attach = (table: readonly R[], parent: string): R[] =>
    table.map((route) => {
      const path = fullPath(parent, route);
      const children = route.children ? attach(route.children as R[], path) : undefined;
      const withChildren = children ? { ...route, children } : { ...route };
      if (!route.lazy) return withChildren;
      const found = Object.hasOwn(data, path) ? data[path] : undefined;
      if (!found) throw new Error(`The page route ${path} has no loader (src/ssg/routes.server.ts).`);
      if (used.has(path)) throw new Error(`Two page routes have the path ${path}.`);
      used.add(path);
      return { ...withChildren, ...found };
    });
  const paired = attach(routes, '/');
  const unused = Object.keys(data).filter((path) => !used.has(path));
  if (unused.length > 0)
    throw new Error(
      `No page route has the path of the loader for ${unused.join(', ')} (src/ssg/routes.server.ts).`,
    );
  return paired;
}
