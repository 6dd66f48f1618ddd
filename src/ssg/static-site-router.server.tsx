/**
 * The site as the prerender renders it: the browser's <SiteRoutes> (src/components/layout/
 * site-router.tsx) inside React Router's public <StaticRouter>, given the page React Router's
 * static handler has already loaded (its route modules and loader data). Server and browser
 * render the same component tree, so the page hydrates as it was made.
 */
import { StaticRouter } from 'react-router-dom/server.js';
import type { StaticHandlerContext } from 'react-router-dom/server.js';
import type { ComponentType } from 'react';
import { ROUTER_FUTURE, SiteRoutes } from '../components/layout/site-router';
import type { LoadedPage, PageLoader, PageRoute } from '../runtime/page-loader';

/** Each route's page component by route id, as the prerender's route modules resolve. */
export type ComponentsById = ReadonlyMap<string, ComponentType>;

/**
 * The route table for React Router's static handler, noting each route's component by id as its
 * module loads (`lazy` returns the module; React Router's public route API), so the site's router
 * can render the page the handler loaded.
 */
export function noteComponents(routes: readonly PageRoute[]): {
  routes: PageRoute[];
  components: ComponentsById;
} {
  const components = new Map<string, ComponentType>();
  const note = (table: readonly PageRoute[]): PageRoute[] =>
    table.map((route) => {
      if (route.Component) components.set(route.id, route.Component);
      const { lazy } = route;
      const noted = { ...route };
      if (lazy)
        noted.lazy = async () => {
          const module = await lazy();
          if (module.Component) components.set(route.id, module.Component);
          return module;
        };
      if (route.children) noted.children = note(route.children);
      return noted;
    });
  return { routes: note(routes), components };
}

/** The page the static handler loaded: each matched route's component and loader data, by id. */
export function loadedPageOf(context: StaticHandlerContext, known: ComponentsById): LoadedPage {
  const components: Record<string, ComponentType> = {};
  for (const { route } of context.matches) {
    const component = known.get(route.id);
    if (component) components[route.id] = component;
  }
  return { components, data: { ...context.loaderData } };
}

/** A page loader that already has the one page being rendered. */
function loadedPage(page: LoadedPage): PageLoader {
  return {
    entry: () => ({ state: 'loaded', page }),
    load: () => Promise.resolve(page),
  };
}

export interface StaticSiteRouterProps {
  routes: readonly PageRoute[];
  context: StaticHandlerContext;
  components: ComponentsById;
  /** The site's base path ("/" or "/agia/"). */
  base: string;
}

export function StaticSiteRouter({ routes, context, components, base }: StaticSiteRouterProps) {
  return (
    <StaticRouter basename={base} location={context.location} future={ROUTER_FUTURE}>
      <SiteRoutes routes={routes} loader={loadedPage(loadedPageOf(context, components))} base={base} />
    </StaticRouter>
  );
}
