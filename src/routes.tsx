/**
 * The route table. Every path here is prerendered to its own HTML file. Page components load
 * lazily (one chunk per page); loaders are declared here, not in the page modules, because the
 * prerenderer replaces them in the browser with its static data files.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/root-layout';
import { RouteErrorScreen } from './components/layout/route-error-screen';
import { homeLoader } from './loaders/home';
import { newsArticleLoader, newsArticlePaths, newsListLoader } from './loaders/news';
import { pageLoader } from './loaders/page';

const markdownPage = () => import('./pages/markdown-page');

/** A prose page: the route's content is content/pages/{key}.md. */
const prose = (path: string, key: string): RouteRecord => ({
  path,
  lazy: markdownPage,
  loader: pageLoader(key),
});

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: () => import('./pages/home'), loader: homeLoader },
      prose('about', 'about'),
      prose('about/what-is-agia', 'what-is-agia'),
      prose('about/vision-mission', 'vision-mission'),
      prose('about/bylaws', 'bylaws'),
      prose('about/advisory-council', 'advisory-council'),
      prose('about/board-directors', 'board-directors'),
      prose('about/secretariat', 'secretariat'),
      prose('membership', 'membership'),
      prose('membership/why-join', 'why-join'),
      prose('membership/how-to-join', 'how-to-join'),
      prose('membership/guidelines', 'guidelines'),
      prose('membership/code-of-ethics', 'code-of-ethics'),
      prose('membership/resources', 'resources'),
      prose('training', 'training'),
      prose('training/calendar', 'calendar'),
      prose('training/in-house', 'in-house'),
      prose('training/mobile', 'mobile'),
      prose('training/free-webinar', 'free-webinar'),
      prose('training/past-seminars', 'past-seminars'),
      { path: 'news', lazy: () => import('./pages/news-list'), loader: newsListLoader },
      {
        path: 'news/:slug',
        lazy: () => import('./pages/news-article'),
        loader: newsArticleLoader,
        getStaticPaths: newsArticlePaths,
      },
      prose('issuances', 'issuances'),
      prose('contact', 'contact'),
      prose('privacy', 'privacy'),
      prose('terms', 'terms'),
      prose('national-convention', 'national-convention'),
      prose('election', 'election'),
      { path: 'search', lazy: () => import('./pages/search'), loader: pageLoader('search') },
      { path: '*', lazy: () => import('./pages/not-found'), loader: pageLoader('not-found') },
    ],
  },
];
