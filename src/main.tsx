/**
 * The site's one entry, for the prerender and the browser alike, as vite-react-ssg documents it
 * (index.html names it as its module script). While prerendering, every route gets its loader
 * (src/ssg/routes.server.ts, imported in a branch the browser build drops, so no loader and no
 * content list reaches the browser); vite-react-ssg writes each page's loader data into the page
 * and as a file, and in the browser React Router's data router hydrates the page and fetches
 * the next page's data file when the visitor moves on.
 */
import { createBrowserRouter } from 'react-router-dom';
// React DOM's client, which vite-react-ssg's entry imports dynamically to hydrate: imported here
// too, so the build puts it with the framework the page preloads and the browser fetches it with
// the entry instead of after it (one round trip less before the page works).
import 'react-dom/client';
import { ViteReactSSG, type RouteRecord } from 'vite-react-ssg';
import { decodableHash } from './lib/decodable-hash';
import { renderAfresh, shownElsewhere } from './runtime/shown-elsewhere';
import { routes as pageRoutes } from './routes';
import './styles.css';

function dropUndecodableHash(): void {
  const { hash, pathname, search } = window.location;
  if (hash && !decodableHash(hash)) window.history.replaceState(window.history.state, '', pathname + search);
}

// A #part that is not valid percent-encoding names no element, and React Router's scroll
// restoration would throw decoding it: the page opens at its top, without it.
if (!import.meta.env.SSR) dropUndecodableHash();

const routes: RouteRecord[] = import.meta.env.SSR
  ? (await import('./ssg/routes.server')).withLoaders(pageRoutes)
  : pageRoutes;

export const createRoot = ViteReactSSG({
  routes,
  basename: import.meta.env.BASE_URL,
  // React Router's v7 behaviour (which also keeps it from warning in the console), for the
  // prerender and the browser alike.
  future: {
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_relativeSplatPath: true,
    v7_skipActionErrorRevalidation: true,
    v7_startTransition: true,
  },
  customCreateRouter: (dataRoutes, options) => {
    // 404.html shown at an address a route matches is rendered afresh, not hydrated.
    if (shownElsewhere(dataRoutes, options?.basename ?? '/')) renderAfresh();
    return createBrowserRouter(dataRoutes, options);
  },
});
