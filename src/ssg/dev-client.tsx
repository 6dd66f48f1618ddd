/**
 * The browser side on the development server (`npm run dev`): vite-react-ssg's own client, whose
 * loaders ask the development server for each page's data. The built site starts from
 * src/main.tsx without it; this module is left out of the build (`import.meta.env.DEV`).
 */
import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { readHydrationData, renderedFor } from '../lib/hydration-data';
import { routes } from '../routes';
import { dataRouterRoutes } from './data-router-routes';

ViteReactSSG({
  routes: dataRouterRoutes(routes),
  basename: import.meta.env.BASE_URL,
  customCreateRouter: (dataRoutes, options) => {
    const data = readHydrationData();
    const hydrate = renderedFor(data, window.location.pathname);
    if (!hydrate) document.getElementById('root')?.removeAttribute('data-server-rendered');
    return createBrowserRouter(dataRoutes, { ...options, hydrationData: hydrate ? data : undefined });
  },
});
