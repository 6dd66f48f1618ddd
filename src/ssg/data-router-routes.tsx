/**
 * The route table for React Router's data router, which renders the pages while prerendering
 * (src/ssg/server-entry.tsx) and on the development server (src/ssg/dev-client.tsx). Pages read
 * their loader's data through RouteDataContext, as they do in the built site's browser, where a
 * smaller router shows them (src/components/layout/site-router.tsx); failures show the error
 * screen.
 */
import type { ComponentType } from 'react';
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { RouteErrorScreen } from '../components/layout/route-error-screen';
import { RouteDataContext } from '../lib/route-data';

/** What the route failed with; the router's own answers (404, ...) as their status line. */
function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return <RouteErrorScreen error={shown} />;
}

/** The page, given its route's loader data. */
function withLoaderData(Page: ComponentType): ComponentType {
  return function LoaderDataPage() {
    return (
      <RouteDataContext value={useLoaderData()}>
        <Page />
      </RouteDataContext>
    );
  };
}

function withPageData(route: RouteRecord): RouteRecord {
  const { lazy } = route;
  const withData: RouteRecord = lazy
    ? {
        ...route,
        lazy: async () => {
          const module = await lazy();
          return module.Component ? { ...module, Component: withLoaderData(module.Component) } : module;
        },
      }
    : { ...route };
  if (!withData.index && withData.children) withData.children = withData.children.map(withPageData);
  return withData;
}

/** src/routes.tsx for the data router: pages get their loader's data, the root the error screen. */
export function dataRouterRoutes(routes: readonly RouteRecord[]): RouteRecord[] {
  return routes.map((route) => ({ ...withPageData(route), errorElement: <RouteError /> }));
}
