/**
 * The browser's entry. A built page is complete HTML; this script makes it interactive: it reads
 * the router data the page carries (src/lib/hydration-data.ts), loads the page's own module, and
 * hydrates. Moving to another page reads that page's prerendered data file
 * (src/lib/static-data-loaders.ts). vite-react-ssg renders the pages (src/ssg/server-entry.tsx);
 * its browser runtime and head manager are not needed here (docs/decisions/021).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouteObject } from 'react-router-dom';
import { keepPrerenderedFooter } from './components/layout/site-footer';
import { readHydrationData, renderedFor } from './lib/hydration-data';
import {
  createStaticDataReader,
  withNotFoundData,
  withRouteIds,
  withStaticDataLoaders,
} from './lib/static-data-loaders';
import { routes } from './routes';
import './styles.css';

const base = import.meta.env.BASE_URL;

const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

/**
 * Loads the page modules of the routes the address matches before the first render: hydrating a
 * route whose component is still loading would render nothing where the page is. What a module
 * exports does not replace what the route table declares (its loader stays the static one).
 */
async function loadMatchedModules(table: DataRouteObject[]): Promise<void> {
  const matched = matchRoutes(table, window.location, base) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const fresh = Object.fromEntries(Object.entries(module).filter(([key]) => !(key in route)));
      Object.assign(route, fresh, { lazy: undefined });
    }),
  );
}

/**
 * A page rendered afresh gets its head tags from React, which does not take over the prerendered
 * ones as hydration does; vite-react-ssg's Head marks those (data-rh), and they are dropped so the
 * head does not carry two titles and descriptions.
 */
function dropPrerenderedHeadTags(): void {
  for (const tag of document.head.querySelectorAll('[data-rh]')) tag.remove();
}

async function start(): Promise<void> {
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to start the site in.');
  keepPrerenderedFooter();
  const data = readHydrationData();
  // A page shown at another address (404.html for an unknown address) is rendered afresh.
  const hydrate = container.dataset.serverRendered === 'true' && renderedFor(data, window.location.pathname);
  const table = withRouteIds(routes) as DataRouteObject[];
  const readPage = withNotFoundData(
    table,
    base,
    createStaticDataReader(base, window.__VITE_REACT_SSG_HASH__),
  );
  const routesHere = withStaticDataLoaders(table, readPage);
  await loadMatchedModules(routesHere);
  const router = createBrowserRouter(routesHere, {
    basename: base,
    hydrationData: hydrate ? data : undefined,
  });
  const app = <RouterProvider router={router} future={{ v7_startTransition: true }} />;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else {
      dropPrerenderedHeadTags();
      createRoot(container).render(app);
    }
  });
}

if (import.meta.env.DEV) void import('./ssg/dev-client');
else void start();
