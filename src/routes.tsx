/**
 * The route table, as the browser and the prerender share it: the layout around one route per row
 * of the page table (src/site-pages.ts), in its order, each with its row's component from
 * src/pages/. Every page is prerendered to its own HTML file and its component loads lazily (one
 * chunk per page: Vite's import.meta.glob). Loaders run only while prerendering:
 * src/ssg/routes.server.ts attaches them; in the browser vite-react-ssg gives each route a loader
 * that reads the data file the prerender wrote.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorBoundary } from './components/layout/route-error-screen';
import { SITE_PAGES } from './site-pages';

type PageModule = NonNullable<RouteRecord['lazy']>;

const PAGE_FILES = import.meta.glob('./pages/**/*.tsx') as Record<string, PageModule>;

/** The component of a row's `page` (src/pages/<page>.tsx); a name without its file stops the build. */
export function pageModule(
  page: string,
  files: Readonly<Record<string, PageModule>> = PAGE_FILES,
): PageModule {
  const lazy = files[`./pages/${page}.tsx`];
  if (!lazy)
    throw new Error(`The page table (src/site-pages.ts) names src/pages/${page}.tsx, which does not exist.`);
  return lazy;
}

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: SITE_PAGES.map(({ path, page }): RouteRecord => {
      const lazy = pageModule(page);
      return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
    }),
  },
];
