import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { readHydrationData, renderedFor } from './lib/hydration-data';
import {
  createStaticDataReader,
  declaresLoader,
  withNotFoundData,
  withStaticDataLoaders,
} from './lib/static-data-loaders';
import { routes } from './routes';
import './styles.css';

const hasLoader = declaresLoader(routes);
const base = import.meta.env.BASE_URL;

/**
 * The browser's router, made once the document is parsed. It starts from the data the page
 * carries (its JSON block, src/lib/hydration-data.ts). In the built site, loaders read the
 * prerendered data files (src/lib/static-data-loaders.ts); the development server answers
 * vite-react-ssg's own loader requests.
 */
const createRouter = ((dataRoutes, options) => {
  const data = readHydrationData();
  const hydrate = renderedFor(data, window.location.pathname);
  // A page shown at another address (404.html) is rendered afresh, not hydrated.
  if (!hydrate) document.getElementById('root')?.removeAttribute('data-server-rendered');
  const routesHere = import.meta.env.PROD
    ? withStaticDataLoaders(
        dataRoutes as Parameters<typeof withStaticDataLoaders>[0],
        hasLoader,
        withNotFoundData(
          dataRoutes as Parameters<typeof withStaticDataLoaders>[0],
          base,
          createStaticDataReader(base, window.__VITE_REACT_SSG_HASH__),
        ),
      )
    : dataRoutes;
  return createBrowserRouter(routesHere, { ...options, hydrationData: hydrate ? data : undefined });
}) satisfies typeof createBrowserRouter;

export const createRoot = ViteReactSSG(
  { routes, basename: base, ...(import.meta.env.SSR ? {} : { customCreateRouter: createRouter }) },
  async (context) => {
    // The build's post-build steps read the policy the pages were written with (scripts/build/).
    if (import.meta.env.SSR) {
      const { buildPolicy } = await import('./ssg/page-collector');
      Object.assign(context, { sitePolicy: buildPolicy() });
    }
  },
  {
    // The page's head start and data block (src/ssg/page-collector.tsx), while prerendering only.
    getStyleCollector: import.meta.env.SSR
      ? () => import('./ssg/page-collector').then(({ pageCollector }) => pageCollector())
      : null,
  },
);
