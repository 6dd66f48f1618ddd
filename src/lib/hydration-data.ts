/**
 * The prerendered pages carry the router's data as a JSON block
 * (<script type="application/json" id="router-hydration-data">) instead of an inline script,
 * so the Content-Security-Policy needs no per-page script hash (docs/decisions/004). This makes
 * the data available to React Router under the global name it reads while hydrating.
 */

/** Id of the JSON block written by scripts/postbuild/hydration-data.ts. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Defines `window.__staticRouterHydrationData` as a getter that parses the page's JSON block
 * when the router first asks for it (the moment an inline script's value would have been read),
 * not when this module loads, which may be before the parser has reached the block.
 */
export function exposeHydrationData(win: Window = window): void {
  if (Object.getOwnPropertyDescriptor(win, '__staticRouterHydrationData')) return;
  let cached: unknown;
  let read = false;
  Object.defineProperty(win, '__staticRouterHydrationData', {
    configurable: true,
    get() {
      if (!read) {
        const text = win.document.getElementById(HYDRATION_DATA_ID)?.textContent;
        if (!text) return undefined;
        cached = JSON.parse(text) as unknown;
        read = true;
      }
      return cached;
    },
  });
}
