/**
 * The route table, as the browser and the prerender share it: the layout around one route per row
 * of the page table (src/site-pages.ts), in its order, each with its component from PAGES below.
 * Every page is prerendered to its own HTML file and its component loads lazily (one chunk per
 * page). Loaders run only while prerendering: src/ssg/routes.server.ts attaches them; in the
 * browser vite-react-ssg gives each route a loader that reads the data file the prerender wrote.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorBoundary } from './components/layout/route-error-screen';
import { SITE_PAGES, type SitePagePath } from './site-pages';

type PageModule = NonNullable<RouteRecord['lazy']>;

/** A page made of its Markdown file alone. */
const markdownPage: PageModule = () => import('./pages/markdown-page');

/** Each page's component, by its row's path in src/site-pages.ts. */
export const PAGES: Readonly<Record<SitePagePath, PageModule>> = {
  '/': () => import('./pages/home'),
  '/about': markdownPage,
  '/about/what-is-agia': markdownPage,
  '/about/vision-mission': () => import('./pages/about/vision-mission'),
  '/about/bylaws': () => import('./pages/about/bylaws'),
  '/about/advisory-council': () => import('./pages/about/advisory-council'),
  '/about/board-directors': () => import('./pages/about/board-directors'),
  '/about/secretariat': () => import('./pages/about/secretariat'),
  '/membership': markdownPage,
  '/membership/why-join': () => import('./pages/membership/why-join'),
  '/membership/how-to-join': () => import('./pages/membership/how-to-join'),
  '/membership/guidelines': () => import('./pages/membership/guidelines'),
  '/membership/code-of-ethics': () => import('./pages/membership/code-of-ethics'),
  '/membership/resources': markdownPage,
  '/training': () => import('./pages/training-overview'),
  '/training/calendar': () => import('./pages/training-calendar'),
  '/training/in-house': () => import('./pages/in-house-training'),
  '/training/mobile': markdownPage,
  '/training/free-webinar': () => import('./pages/free-webinar'),
  '/training/past-seminars': () => import('./pages/past-seminars'),
  '/training/events/:id': () => import('./pages/training-event'),
  '/news': () => import('./pages/news-list'),
  '/news/page/:n': () => import('./pages/news-list'),
  '/news/:slug': () => import('./pages/news-article'),
  '/issuances': () => import('./pages/issuances'),
  '/contact': () => import('./pages/contact'),
  '/privacy': markdownPage,
  '/terms': markdownPage,
  '/national-convention': () => import('./pages/national-convention'),
  '/election': () => import('./pages/election'),
  '/search': () => import('./pages/search'),
  '/*': () => import('./pages/not-found'),
};

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: SITE_PAGES.map(({ path }): RouteRecord =>
      path === '/' ? { index: true, lazy: PAGES[path] } : { path: path.slice(1), lazy: PAGES[path] },
    ),
  },
];
