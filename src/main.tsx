import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { exposeHydrationData } from './lib/hydration-data';
import { createStaticDataReader, declaresLoader, withStaticDataLoaders } from './lib/static-data-loaders';
import { routes } from './routes';
import './styles.css';

if (!import.meta.env.SSR) exposeHydrationData();

const hasLoader = declaresLoader(routes);
const base = import.meta.env.BASE_URL;

export const createRoot = ViteReactSSG({
  routes,
  basename: base,
  // In the built site, loaders read the prerendered data files (src/lib/static-data-loaders.ts);
  // the development server answers vite-react-ssg's own loader requests.
  ...(import.meta.env.PROD && !import.meta.env.SSR
    ? {
        customCreateRouter: ((dataRoutes, options) =>
          createBrowserRouter(
            withStaticDataLoaders(
              dataRoutes as Parameters<typeof withStaticDataLoaders>[0],
              hasLoader,
              createStaticDataReader(base, window.__VITE_REACT_SSG_HASH__),
            ),
            options,
          )) satisfies typeof createBrowserRouter,
      }
    : {}),
});
