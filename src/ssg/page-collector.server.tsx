/**
 * The server side of every prerendered page, loaded only while rendering (src/ssg/server-entry.tsx), so
 * none of it reaches the browser.
 *
 * vite-react-ssg's public `getStyleCollector` option hands the collector the app before it is
 * rendered (`collect`) and puts what `toString` returns at the very top of the page's <head>.
 * The site uses both ends:
 * - The head opens with <meta charset>, then the security policy and the referrer policy (a
 *   <meta> policy applies only to what the parser meets after it): docs/decisions/004.
 * - React Router's StaticRouterProvider is replaced by the site's router (./static-site-router.server.tsx),
 *   which writes no inline script; the page's data goes into a JSON block in the head instead (the
 *   policy needs no hash for it), which src/runtime/hydration-data.ts hands to the browser's router.
 * - A page whose loader failed stops the build, naming the page (vite-react-ssg would otherwise
 *   write the error screen and publish it).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { StaticHandlerContext } from 'react-router-dom/server.js';
// The same module vite-react-ssg renders with (its own import names the .js file).
import { StaticRouterProvider } from 'react-router-dom/server.js';
import { HYDRATION_DATA_ID, type HydrationData } from '../runtime/hydration-data';
import type { PageRoute } from '../runtime/page-loader';
import { DEV_DATA_VERSION } from '../runtime/static-data-loaders';
import { buildHashOf } from '../runtime/adapter';
import { describeFailure, escapeJsonForHtml, headStart, type PagePolicy } from './page-parts';
import { pagePreloadWriter } from './page-preloads.server';
import { StaticSiteRouter, type ComponentsById } from './static-site-router.server';

export { buildHashOf };

/** The router's data for the browser, as StaticRouterProvider would have serialised it. */
export function hydrationDataOf(context: StaticHandlerContext): HydrationData {
  const [failure] = Object.values(context.errors ?? {}) as unknown[];
  if (failure !== undefined) throw describeFailure(failure);
  return {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
    pathname: context.location.pathname,
    dataVersion: buildHashOf(import.meta.url) ?? DEV_DATA_VERSION,
  };
}

/**
 * The app with React Router's StaticRouterProvider replaced by the site's own router
 * (./static-site-router.server.tsx), the tree the browser renders (src/main.tsx), and the page's data for
 * the JSON block. vite-react-ssg's wrapper around it (its head manager) is kept. Throws when the
 * app has no StaticRouterProvider (a change in vite-react-ssg's rendering: src/runtime/adapter.ts, item 6).
 */
export function withSiteRouter(
  app: ReactElement,
  routes: readonly PageRoute[],
  components: ComponentsById,
  base: string,
): { app: ReactElement; data: HydrationData; routeIds: string[] } {
  let data: HydrationData | undefined;
  let routeIds: string[] = [];
  const visit = (node: ReactNode): ReactNode => {
    if (!isValidElement(node)) return node;
    const element = node as ReactElement<{ children?: ReactNode; context?: StaticHandlerContext }>;
    if (element.type === StaticRouterProvider) {
      const context = element.props.context!;
      data = hydrationDataOf(context);
      routeIds = context.matches.map((match) => match.route.id);
      return <StaticSiteRouter routes={routes} context={context} components={components} base={base} />;
    }
    const { children } = element.props;
    return children === undefined ? element : cloneElement(element, {}, visit(children));
  };
  const result = visit(app) as ReactElement;
  if (!data) throw new Error('vite-react-ssg rendered no StaticRouterProvider: the page data has no place.');
  return { app: result, data, routeIds };
}

/** The JSON block with the page's router data. */
export function dataBlock(data: HydrationData): string {
  const json = escapeJsonForHtml(JSON.stringify(data));
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${json}</script>`;
}

/**
 * The collector vite-react-ssg asks for before rendering each page (one per page): it renders the
 * page with the site's router, and gives back the head's first tags (with `policy`, the build's
 * security policy for pages; none on the development server), the data block and the page's
 * stylesheets and scripts (./page-preloads.server.ts; `toString` gets the rendered markup).
 */
export function pageCollector(
  routes: readonly PageRoute[],
  components: ComponentsById,
  base: string,
  policy?: PagePolicy,
) {
  const preloads = pagePreloadWriter(routes, components, base);
  return () => {
    let data: HydrationData | undefined;
    let routeIds: string[] = [];
    return {
      collect(app: ReactElement): ReactElement {
        const taken = withSiteRouter(app, routes, components, base);
        data = taken.data;
        routeIds = taken.routeIds;
        return taken.app;
      },
      toString: (markup: string) =>
        headStart(policy) + (data ? dataBlock(data) : '') + preloads(routeIds, markup),
    };
  };
}
