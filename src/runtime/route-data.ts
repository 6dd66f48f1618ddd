/**
 * How a page reads its data: the route's loader's result while prerendering, the page's data
 * file in the browser. The site's router puts it in this context either way
 * (src/components/layout/site-router.tsx); the loaders (src/loaders/*.server.ts) run only while
 * prerendering, and pages take the types of their data from them.
 */
import { createContext, use } from 'react';

export const RouteDataContext = createContext<unknown>(null);

/** The data a route's loader produced, typed by the page that asks for it. */
export function useRouteData<T>(): T {
  return use(RouteDataContext) as T;
}
