/**
 * The router's data in a prerendered page. The server render writes it as a JSON block
 * (<script type="application/json" id="router-hydration-data">, src/ssg/page-collector.server.tsx)
 * instead of React Router's inline script, so the Content-Security-Policy needs no per-page
 * script hash (docs/decisions/004). The browser's page loader starts from its `loaderData`
 * (src/main.tsx), in the built site and on the development server alike.
 */
import type { createBrowserRouter } from 'react-router-dom';

/** React Router's hydration state (its type is not exported by name). */
type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

/** Id of the JSON block in every prerendered page. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** What the block carries: React Router's hydration state for the page as rendered. */
export type HydrationData = HydrationState & {
  errors: null;
  /** The address the page was rendered for (with the base path). */
  pathname: string;
  /**
   * Names this build's page data files (src/runtime/static-data-loaders.ts `staticDataFile`): the
   * build's hash, or DEV_DATA_VERSION on the development server, which answers those files itself
   * (scripts/dev/page-data.ts).
   */
  dataVersion: string;
};

/** The page's router data, or undefined when the page has no block (rendered afresh). */
export function readHydrationData(doc: Document = document): HydrationData | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationData) : undefined;
}

const normalise = (pathname: string) => pathname.replace(/(\.html|\/)$/, '') || '/';

/**
 * Whether the page was rendered for the address it is shown at. 404.html is served for every
 * unknown address, including ones the router matches (/news/{unknown slug}): hydrating markup
 * made for another route would fail, so such a page is rendered afresh.
 */
export function renderedFor(data: HydrationData | undefined, pathname: string): boolean {
  return data !== undefined && normalise(data.pathname) === normalise(pathname);
}
