/**
 * What the browser needs before it shows a page: the modules of the routes the address matches
 * (each page is its own chunk) and the page's prerendered data (./static-data-loaders.ts). The
 * router (src/components/layout/site-router.tsx) shows a page only once both are here, so the
 * previous page stays on screen while the next one loads, as React Router's data router did.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type DataRouteObject } from 'react-router-dom';
import type { PageLoaderData } from './static-data-loaders';

/**
 * A route of src/routes.tsx with its id (./static-data-loaders.ts `withRouteIds`). Its `lazy`
 * module exports the page as `Component`. Loaders are attached only while prerendering
 * (src/ssg/routes.server.ts); the browser's table has none.
 */
export type PageRoute = DataRouteObject;

/**
 * Whether a route has its part of the page's data: every page (a route whose module loads lazily)
 * does, the layout does not. While prerendering each page has its loader (src/ssg/routes.server.ts
 * stops the build for a page without one); in the browser its data comes from the page's file.
 */
export const hasPageData = (route: PageRoute): boolean => route.lazy !== undefined;

/** A page ready to show: the component of every matched route and its part of the page data. */
export interface LoadedPage {
  components: Record<string, ComponentType>;
  data: Record<string, unknown>;
}

/** Loading a page: done (its value), failed (the error) or still under way. */
export type PageEntry =
  | { state: 'loaded'; page: LoadedPage }
  | { state: 'failed'; error: Error }
  | { state: 'loading'; promise: Promise<LoadedPage> };

export interface PageLoader {
  /** The page at `pathname` (with the base path), loading it the first time it is asked for. */
  entry(pathname: string): PageEntry;
  /** Resolves once the page at `pathname` has loaded; rejects with what failed. */
  load(pathname: string): Promise<LoadedPage>;
}

/** One key per page, with or without a trailing slash ("/agia/" and "/agia" are the same page). */
const pageKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Loads pages once each. `readPage` gives a page's data by route id (null: the page has none);
 * `initial` is the data the first page carries in its markup, so hydrating it downloads nothing.
 * A page that failed is tried again when it is asked for after another page.
 */
export function createPageLoader(
  routes: readonly PageRoute[],
  basename: string,
  readPage: (pathname: string) => Promise<PageLoaderData>,
  initial?: { pathname: string; data: PageLoaderData },
): PageLoader {
  const modules = new Map<string, Promise<ComponentType>>();
  const entries = new Map<string, PageEntry>();

  const componentOf = (route: PageRoute): Promise<ComponentType> | undefined => {
    if (route.Component) return Promise.resolve(route.Component);
    const { lazy } = route;
    if (!lazy) return undefined;
    let module = modules.get(route.id);
    if (!module) {
      module = lazy().then(({ Component }) => {
        if (!Component) throw new Error(`The page module of route ${route.id} exports no Component.`);
        return Component;
      });
      module.catch(() => modules.delete(route.id));
      modules.set(route.id, module);
    }
    return module;
  };

  const loadPage = async (pathname: string): Promise<LoadedPage> => {
    const matched = matchRoutes([...routes], pathname, basename) ?? [];
    const needsData = matched.some(({ route }) => hasPageData(route));
    const [found, pageData] = await Promise.all([
      Promise.all(matched.map(async ({ route }) => [route.id, await componentOf(route)] as const)),
      initial && pageKey(initial.pathname) === pageKey(pathname)
        ? initial.data
        : needsData
          ? readPage(pathname)
          : null,
    ]);
    const components: Record<string, ComponentType> = {};
    for (const [id, component] of found) if (component) components[id] = component;
    const data: Record<string, unknown> = {};
    for (const { route } of matched) if (hasPageData(route)) data[route.id] = pageData?.[route.id] ?? null;
    return { components, data };
  };

  // A page that failed stays failed (the error screen shows it) until another page is asked for.
  let failed: string | undefined;

  const entry = (pathname: string): PageEntry => {
    const key = pageKey(pathname);
    if (failed !== undefined && failed !== key) {
      entries.delete(failed);
      failed = undefined;
    }
    let current = entries.get(key);
    if (!current) {
      const promise = loadPage(pathname).then(
        (page) => {
          entries.set(key, { state: 'loaded', page });
          return page;
        },
        (reason: unknown) => {
          const error = reason instanceof Error ? reason : new Error(String(reason));
          entries.set(key, { state: 'failed', error });
          failed = key;
          throw error;
        },
      );
      promise.catch(() => undefined);
      current = { state: 'loading', promise };
      entries.set(key, current);
    }
    return current;
  };

  return {
    entry,
    load: (pathname) => {
      const current = entry(pathname);
      if (current.state === 'loaded') return Promise.resolve(current.page);
      if (current.state === 'failed') return Promise.reject(current.error);
      return current.promise;
    },
  };
}
