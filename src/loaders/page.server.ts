/**
 * Route loaders for pages backed by content/pages/*.md. Loaders run only while prerendering: the
 * server entry attaches them to the route table (src/ssg/routes.server.ts), so neither they nor the
 * content they read reach the browser, which receives each page's data as the JSON file the
 * prerender writes. Pages read that data with `useRouteData` (src/runtime/route-data.ts) and take
 * only the types of the data from here.
 */
import type { Page } from '../content/schemas/page';
import type { RouteRecord } from 'vite-react-ssg';
import type { SitePagePath } from '../site-pages';

export interface PageData {
  page: Page;
}

export async function loadPage(key: string): Promise<Page> {
  const { pages } = await import('#generated/pages');
  const page = pages[key];
  if (!page) throw new Error(`The page content/pages/${key}.md is missing.`);
  return page;
}

/** A loader that provides content/pages/{key}.md as `page`. */
export function pageLoader(key: string) {
  return async (): Promise<PageData> => ({ page: await loadPage(key) });
}

/** A route's loader function (React Router also accepts `true`/`false` here: never used). */
export type Loader = Extract<RouteRecord['loader'], (...args: never[]) => unknown>;

/** Loaders by the path of their row in the page table; src/ssg/routes.server.ts joins every module's. */
export type Loaders = Partial<Record<SitePagePath, Loader>>;

export const loaders = {
  '/about': pageLoader('about'),
  '/about/what-is-agia': pageLoader('what-is-agia'),
  '/membership/resources': pageLoader('resources'),
  '/training/in-house': pageLoader('in-house'),
  '/training/mobile': pageLoader('mobile'),
  '/contact': pageLoader('contact'),
  '/privacy': pageLoader('privacy'),
  '/terms': pageLoader('terms'),
  '/search': pageLoader('search'),
  '/*': pageLoader('not-found'),
} satisfies Loaders;
