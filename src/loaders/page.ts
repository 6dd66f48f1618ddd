/**
 * Route loaders for pages backed by content/pages/*.md. Loaders run only while prerendering:
 * the content modules are imported on the server side, so they never reach the browser bundle;
 * the browser receives each page's data as JSON written by the prerenderer.
 */
import { use } from 'react';
import { RouteDataContext } from '../runtime/route-data';
import type { Page } from '../content/schemas/page';

export interface PageData {
  page: Page;
}

export async function loadPage(key: string): Promise<Page> {
  const { pages } = await import('../content/generated/pages');
  const page = pages[key];
  if (!page) throw new Error(`The page content/pages/${key}.md is missing.`);
  return page;
}

/** A loader that provides content/pages/{key}.md as `page`. */
export function pageLoader(key: string) {
  return async (): Promise<PageData | null> => {
    if (!import.meta.env.SSR) return null;
    return { page: await loadPage(key) };
  };
}

/** /contact: its page, dated by the later change of the page and of the details it shows (site.yaml). */
export async function contactLoader(): Promise<PageData | null> {
  if (!import.meta.env.SSR) return null;
  const { withListedUpdates } = await import('./updated');
  return { page: await withListedUpdates(await loadPage('contact'), '/contact') };
}

/** The data a route's loader produced, typed by the page that asks for it. */
export function useRouteData<T>(): T {
  return use(RouteDataContext) as T;
}
