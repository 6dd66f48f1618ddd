/**
 * The route table. Every path here is prerendered to its own HTML file. Page components load
 * lazily (one chunk per page); loaders are declared here, not in the page modules, because the
 * prerenderer replaces them in the browser with its static data files.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/root-layout';
import {
  advisoryCouncilLoader,
  boardLoader,
  bylawsLoader,
  secretariatLoader,
  visionMissionLoader,
} from './loaders/about';
import { homeLoader } from './loaders/home';
import { issuancesLoader } from './loaders/issuances';
import { codeOfEthicsLoader, guidelinesLoader, howToJoinLoader, whyJoinLoader } from './loaders/membership';
import { newsArticleLoader, newsArticlePaths, newsListLoader, newsListPaths } from './loaders/news';
import { contactLoader, pageLoader } from './loaders/page';
import { PROSE_PAGES, type ProsePageKey } from './lib/prose-pages';
import {
  conventionLoader,
  electionLoader,
  freeWebinarLoader,
  pastSeminarsLoader,
  trainingCalendarLoader,
  trainingOverviewLoader,
  trainingEventLoader,
  trainingEventPaths,
} from './loaders/trainings';

const markdownPage = () => import('./pages/markdown-page');

/** A prose page: the route's content is content/pages/{key}.md, at its address in PROSE_PAGES. */
const prose = (key: ProsePageKey): RouteRecord => ({
  path: PROSE_PAGES[key].slice(1),
  lazy: markdownPage,
  loader: pageLoader(key),
});

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: () => import('./pages/home'), loader: homeLoader },
      prose('about'),
      prose('what-is-agia'),
      {
        path: 'about/vision-mission',
        lazy: () => import('./pages/about/vision-mission'),
        loader: visionMissionLoader,
      },
      { path: 'about/bylaws', lazy: () => import('./pages/about/bylaws'), loader: bylawsLoader },
      {
        path: 'about/advisory-council',
        lazy: () => import('./pages/about/advisory-council'),
        loader: advisoryCouncilLoader,
      },
      {
        path: 'about/board-directors',
        lazy: () => import('./pages/about/board-directors'),
        loader: boardLoader,
      },
      {
        path: 'about/secretariat',
        lazy: () => import('./pages/about/secretariat'),
        loader: secretariatLoader,
      },
      prose('membership'),
      {
        path: 'membership/why-join',
        lazy: () => import('./pages/membership/why-join'),
        loader: whyJoinLoader,
      },
      {
        path: 'membership/how-to-join',
        lazy: () => import('./pages/membership/how-to-join'),
        loader: howToJoinLoader,
      },
      {
        path: 'membership/guidelines',
        lazy: () => import('./pages/membership/guidelines'),
        loader: guidelinesLoader,
      },
      {
        path: 'membership/code-of-ethics',
        lazy: () => import('./pages/membership/code-of-ethics'),
        loader: codeOfEthicsLoader,
      },
      prose('resources'),
      { path: 'training', lazy: () => import('./pages/training-overview'), loader: trainingOverviewLoader },
      {
        path: 'training/calendar',
        lazy: () => import('./pages/training-calendar'),
        loader: trainingCalendarLoader,
      },
      {
        path: 'training/in-house',
        lazy: () => import('./pages/in-house-training'),
        loader: pageLoader('in-house'),
      },
      prose('mobile'),
      {
        path: 'training/free-webinar',
        lazy: () => import('./pages/free-webinar'),
        loader: freeWebinarLoader,
      },
      {
        path: 'training/past-seminars',
        lazy: () => import('./pages/past-seminars'),
        loader: pastSeminarsLoader,
      },
      {
        path: 'training/events/:id',
        lazy: () => import('./pages/training-event'),
        loader: trainingEventLoader,
        getStaticPaths: trainingEventPaths,
      },
      { path: 'news', lazy: () => import('./pages/news-list'), loader: newsListLoader },
      {
        path: 'news/page/:n',
        lazy: () => import('./pages/news-list'),
        loader: newsListLoader,
        getStaticPaths: newsListPaths,
      },
      {
        path: 'news/:slug',
        lazy: () => import('./pages/news-article'),
        loader: newsArticleLoader,
        getStaticPaths: newsArticlePaths,
      },
      { path: 'issuances', lazy: () => import('./pages/issuances'), loader: issuancesLoader },
      { path: 'contact', lazy: () => import('./pages/contact'), loader: contactLoader },
      prose('privacy'),
      prose('terms'),
      {
        path: 'national-convention',
        lazy: () => import('./pages/national-convention'),
        loader: conventionLoader,
      },
      { path: 'election', lazy: () => import('./pages/election'), loader: electionLoader },
      { path: 'search', lazy: () => import('./pages/search'), loader: pageLoader('search') },
      { path: '*', lazy: () => import('./pages/not-found'), loader: pageLoader('not-found') },
    ],
  },
];
