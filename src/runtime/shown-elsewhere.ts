/**
 * 404.html is served for every unknown address, including ones a route matches
 * (/news/{unknown slug}): its markup, made for the not-found route, cannot be hydrated there. Such
 * a page is rendered afresh instead; the router then runs the matched route's loader (the data
 * file the build did not write, so null: "Article not found").
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RENDERED_MARK } from './vite-react-ssg-adapter';

interface HydrationWindow {
  __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
}

/** Whether the page's router data was made for other routes than the address matches. */
export function shownElsewhere(routes: RouteObject[], basename: string): boolean {
  const rendered = Object.keys((window as HydrationWindow).__staticRouterHydrationData?.loaderData ?? {});
  if (rendered.length === 0) return false;
  const matched = matchRoutes(routes, window.location, basename) ?? [];
  return matched.some(({ route }) => route.id !== undefined && !rendered.includes(route.id));
}

/** Makes vite-react-ssg render the page afresh rather than hydrate it (adapter item 3). */
export function renderAfresh(): void {
  const root = document.querySelector(`[${RENDERED_MARK}]`);
  root?.removeAttribute(RENDERED_MARK);
  root?.replaceChildren();
}
