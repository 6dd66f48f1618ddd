/**
 * Route loaders for pages backed by content/pages/*.md. Loaders run only while prerendering: the
 * server entry attaches them to the route table (src/ssg/routes.server.ts), so neither they nor the
 * content they read reach the browser, which receives each page's data as the JSON file the
 * prerender writes. Pages read that data with `useRouteData` (src/runtime/route-data.ts) and take
 * only the types of the data from here. A page's Markdown file is named once, in its row of the
 * page table (src/site-pages.ts); loaders name the page by its path.
 */
import type { Page } from '../content/schemas/page';
import type { RouteRecord } from 'vite-react-ssg';
import { sitePage, type MarkdownPagePath, type SitePagePath } from '../site-pages';

export interface PageData {
  page: Page;
}

/** The Markdown file of the page at `path` (content/pages/{its row's markdown}.md). */
export async function loadPage(path: MarkdownPagePath): Promise<Page> {
  const key = sitePage(path).markdown!;
  const { pages } = await import('#generated/pages');
  const page = pages[key];
  if (!page) throw new Error(`The page content/pages/${key}.md is missing.`);
  return page;
}

/** The loader of a page that shows its Markdown file alone, as `page`: any row with one and no loader of its own. */
export function pageLoader(path: MarkdownPagePath) {
  return async (): Promise<PageData> => ({ page: await loadPage(path) });
}

/** A route's loader function (React Router also accepts `true`/`false` here: never used). */
export type Loader = Extract<RouteRecord['loader'], (...args: never[]) => unknown>;

/** Loaders by the path of their row in the page table; src/ssg/routes.server.ts joins every module's. */
export type Loaders = Partial<Record<SitePagePath, Loader>>;
