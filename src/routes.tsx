/**
 * The route table, as the browser and the prerender share it. Every path here is prerendered to
 * its own HTML file. Page components load lazily (one chunk per page). Every page has data: its
 * loader (src/loaders/*.server.ts) runs only while prerendering and is attached to its route by
 * src/ssg/routes.server.ts (which pairs them by path and stops the build when a page has no
 * loader); in the browser vite-react-ssg gives each route a loader that reads the data file the
 * prerender wrote for the page.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorBoundary } from './components/layout/route-error-screen';
import { PROSE_PAGES, type ProsePageKey } from './lib/prose-pages';

const markdownPage = () => import('./pages/markdown-page');

/** A prose page: the route's content is content/pages/{key}.md, at its address in PROSE_PAGES. */
const prose = (key: ProsePageKey): RouteRecord => ({
  path: PROSE_PAGES[key].slice(1),
  lazy: markdownPage,
});

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: () => import('./pages/home') },
      prose('about'),
      prose('what-is-agia'),
      { path: 'about/vision-mission', lazy: () => import('./pages/about/vision-mission') },
      { path: 'about/bylaws', lazy: () => import('./pages/about/bylaws') },
      { path: 'about/advisory-council', lazy: () => import('./pages/about/advisory-council') },
      { path: 'about/board-directors', lazy: () => import('./pages/about/board-directors') },
      { path: 'about/secretariat', lazy: () => import('./pages/about/secretariat') },
      prose('membership'),
      { path: 'membership/why-join', lazy: () => import('./pages/membership/why-join') },
      { path: 'membership/how-to-join', lazy: () => import('./pages/membership/how-to-join') },
      { path: 'membership/guidelines', lazy: () => import('./pages/membership/guidelines') },
      { path: 'membership/code-of-ethics', lazy: () => import('./pages/membership/code-of-ethics') },
      prose('resources'),
      { path: 'training', lazy: () => import('./pages/training-overview') },
      { path: 'training/calendar', lazy: () => import('./pages/training-calendar') },
      { path: 'training/in-house', lazy: () => import('./pages/in-house-training') },
      prose('mobile'),
      { path: 'training/free-webinar', lazy: () => import('./pages/free-webinar') },
      { path: 'training/past-seminars', lazy: () => import('./pages/past-seminars') },
      { path: 'training/events/:id', lazy: () => import('./pages/training-event') },
      { path: 'news', lazy: () => import('./pages/news-list') },
      { path: 'news/page/:n', lazy: () => import('./pages/news-list') },
      { path: 'news/:slug', lazy: () => import('./pages/news-article') },
      { path: 'issuances', lazy: () => import('./pages/issuances') },
      { path: 'contact', lazy: () => import('./pages/contact') },
      prose('privacy'),
      prose('terms'),
      { path: 'national-convention', lazy: () => import('./pages/national-convention') },
      { path: 'election', lazy: () => import('./pages/election') },
      { path: 'search', lazy: () => import('./pages/search') },
      { path: '*', lazy: () => import('./pages/not-found') },
    ],
  },
];
