/**
 * Page data in the browser. The prerender writes each page's loader data to
 * static-loader-data/{path}.{build hash}.json (`staticDataFile`, shared with the build). Moving to
 * another page reads that file (./page-loader.ts): the loaders run only while prerendering, where
 * the server entry attaches them to the route table (src/ssg/routes.server.ts).
 *
 * vite-react-ssg's own browser loaders first download a manifest that maps every page to its
 * file, a download that grows with the news archive (419 KB, 24 KB gzip, at 4,000 articles) and
 * that every visitor pays on their first click. The file name follows from the path, so these
 * loaders need no manifest: a page without a data file (an unknown article address) gets null,
 * as its loader gives while prerendering. They also work after the 404 page, which is rendered
 * afresh rather than hydrated.
 */
import { matchRoutes, type DataRouteObject } from 'react-router-dom';
import { staticDataFile } from './adapter';

export { staticDataFile } from './adapter';

/** The data version the development server's pages carry (no build hash there). */
export const DEV_DATA_VERSION = 'dev';

/** A page's loader data by route id, or null when the page has none. */
export type PageLoaderData = Record<string, unknown> | null;

/**
 * Reads pages' data files, once per page: the loaders of all the routes a page matches share one
 * download. `base` is the site's base path (/ or /agia/).
 */
export function createStaticDataReader(
  base: string,
  hash: string,
  fetchFile: (url: string) => Promise<Response> = (url) => fetch(url),
): (pathname: string) => Promise<PageLoaderData> {
  const root = base.endsWith('/') ? base : `${base}/`;
  const pages = new Map<string, Promise<PageLoaderData>>();
  const read = async (pathname: string): Promise<PageLoaderData> => {
    const path = pathname.startsWith(root) ? pathname.slice(root.length - 1) : pathname;
    const response = await fetchFile(`${root}${staticDataFile(path, hash)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The page data could not be loaded (${response.status}).`);
    return (await response.json()) as PageLoaderData;
  };
  return (pathname) => {
    let page = pages.get(pathname);
    if (!page) {
      page = read(pathname);
      // A failed download is tried again on the next visit to the page.
      page.catch(() => pages.delete(pathname));
      pages.set(pathname, page);
    }
    return page;
  };
}

/** The page the build writes for unknown addresses (404.html) and its data file. */
export const NOT_FOUND_PAGE = '/404';

/**
 * A reader that gives an address only the catch-all route matches the not-found page's data:
 * such an address has no data file of its own, and asking for one would be a failed request in
 * every visitor's console. Unknown articles (/news/no-such-slug) match the article route and keep
 * their own answer (no file, so null: "Article not found").
 */
export function withNotFoundData(
  routes: readonly DataRouteObject[],
  basename: string,
  readPage: (pathname: string) => Promise<PageLoaderData>,
): (pathname: string) => Promise<PageLoaderData> {
  return (pathname) => {
    const deepest = matchRoutes([...routes], pathname, basename)?.at(-1);
    return readPage(deepest?.route.path === '*' ? NOT_FOUND_PAGE : pathname);
  };
}

/** A route of the table in src/routes.tsx, before the router gives it an id. */
export interface RouteEntry {
  id?: string;
  children?: RouteEntry[];
}

/**
 * The route table with an id on every route ("0", "0-3", ...: the route's position in the
 * table). The prerender gets the table with these ids (src/ssg/server-entry.tsx; React Router
 * keeps a route's own `id`), so the page data it writes is keyed by them and the browser reads it
 * back with the same table: attaching the loaders (src/ssg/routes.server.ts) keeps every route at
 * its position, so both sides give a route the same id.
 */
export function withRouteIds<R extends RouteEntry>(
  routes: readonly R[],
  parent: readonly string[] = [],
): R[] {
  return routes.map((route, index) => {
    const id = route.id ?? [...parent, String(index)].join('-');
    const children = route.children ? withRouteIds(route.children, [...parent, String(index)]) : undefined;
    return { ...route, id, ...(children ? { children } : {}) };
  });
}
