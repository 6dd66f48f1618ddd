/**
 * The server side of every prerendered page, loaded only while rendering (src/ssg/server-entry.tsx), so
 * none of it reaches the browser.
 *
 * vite-react-ssg's public `getStyleCollector` option hands the collector the app before it is
 * rendered (`collect`) and puts what `toString` returns at the very top of the page's <head>.
 * The site uses both ends:
 * - The head opens with <meta charset>, then the security policy and the referrer policy (a
 *   <meta> policy applies only to what the parser meets after it): docs/decisions/009.
 * - React Router's StaticRouterProvider is replaced by the site's router (./static-site-router.tsx),
 *   which writes no inline script; the page's data goes into a JSON block in the head instead (the
 *   policy needs no hash for it), which src/lib/hydration-data.ts hands to the browser's router.
 * - A page whose loader failed stops the build, naming the page (vite-react-ssg would otherwise
 *   write the error screen and publish it).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { StaticHandlerContext } from 'react-router-dom/server.js';
// The same module vite-react-ssg renders with (its own import names the .js file).
import { StaticRouterProvider } from 'react-router-dom/server.js';
import { site } from '../content/generated/site';
import { HYDRATION_DATA_ID, type HydrationData } from '../lib/hydration-data';
import { VIDEO_EMBED_ORIGIN } from '../lib/video';
import { buildAuthEnv } from '../auth/load-auth-client';
import type { PageRoute } from '../lib/page-loader';
import { DEV_DATA_VERSION } from '../lib/static-data-loaders';
import { buildHashOf, buildHashScript } from '../runtime/adapter';
import { describeFailure, escapeJsonForHtml, headStart } from './page-parts';
import { pagePreloadWriter } from './page-preloads';
import { StaticSiteRouter, type ComponentsById } from './static-site-router';
import { WEB_FONT_SCRIPT } from './web-font';
import { sitePolicy, type SitePolicy } from '../../scripts/postbuild/security-headers';

export { buildHashOf };

let policy: SitePolicy | undefined;

/** The site's security policy for this build; undefined on the development server. */
export function buildPolicy(): SitePolicy | undefined {
  const hash = buildHashOf(import.meta.url);
  if (!hash) return undefined;
  policy ??= sitePolicy({
    inlineScripts: [buildHashScript(hash), WEB_FONT_SCRIPT],
    // The map and social embeds, and the player of videos in articles (click-to-load).
    embedUrls: [site.map.embedUrl, site.social.embedUrl, VIDEO_EMBED_ORIGIN],
    env: buildAuthEnv,
  });
  return policy;
}

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
 * (./static-site-router.tsx), the tree the browser renders (src/main.tsx), and the page's data for
 * the JSON block. vite-react-ssg's wrapper around it (its head manager) is kept. Throws when the
 * app has no StaticRouterProvider (a change in vite-react-ssg's rendering: src/ssg/adapter.ts).
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
 * page with the site's router, and gives back the head's first tags with the data block and the
 * page's preload links (./page-preloads.ts; `toString` gets the rendered markup).
 */
export function pageCollector(routes: readonly PageRoute[], components: ComponentsById, base: string) {
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
        headStart(buildPolicy()?.page) + (data ? dataBlock(data) : '') + preloads(routeIds, markup),
    };
  };
}
