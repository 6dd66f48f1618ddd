/**
 * Every behaviour of vite-react-ssg the site relies on that vite-react-ssg does not document,
 * in one place. Each is named here and checked against a real build by tests/built/adapter.test.ts,
 * which fails naming the assumption when an upgrade changes it.
 *
 * 1. DATA_FILES: the prerender writes each page's loader data to
 *    static-loader-data/{path}.{build hash}.json (and a manifest mapping paths to those names).
 * 2. BUILD_HASH_SCRIPT: every built page carries the inline script
 *    `window.__VITE_REACT_SSG_HASH__ = '{hash}'`, written after the page's head is final.
 * 3. TEMP_FOLDER: the server build runs from .vite-react-ssg-temp/{build hash}/, so a module of it
 *    knows the build hash from its own URL (the security policy allows the script by its hash).
 * 4. FLAT_HTML: with `dirStyle: 'flat'` a route is written to {route}.html (index.html for /).
 * 5. HEAD_MARK: the head tags its Head component (react-helmet-async) writes carry `data-rh`.
 * 6. STATIC_ROUTER_PROVIDER: the app handed to `getStyleCollector().collect` holds React Router's
 *    StaticRouterProvider with the static handler's context as its `context` prop.
 * 7. PRELOAD_LINKS: with `preloadLinks: false` (an option of patches/vite-react-ssg+0.9.2.patch)
 *    the build adds no preload or stylesheet link of its own and keeps the page as rendered; the
 *    page's preloads are the ones its head was written with (src/ssg/page-preloads.server.ts).
 * 8. SERVER_RENDERED: the prerender marks the element the app was rendered into with
 *    `data-server-rendered="true"`; the browser hydrates such a page and renders any other afresh
 *    (src/main.tsx). Were the mark to go, every page would silently be rendered again, not hydrated.
 *
 * Pure functions and constants only: the browser bundle takes what it uses (1, 5 and 8).
 */

/** 1. Where the prerender writes a page's loader data, relative to the site's base. */
export function staticDataFile(path: string, hash: string): string {
  const normalized = path === '/' ? '/index' : path.endsWith('/') ? `${path}index` : path;
  return `static-loader-data${normalized.startsWith('/') ? '' : '/'}${normalized}.${hash}.json`;
}

/** 1. The manifest of the data files the prerender writes next to them. */
export const staticDataManifestFile = (hash: string) => `static-loader-data-manifest-${hash}.json`;

/** 2. The inline script vite-react-ssg writes into every page. */
export function buildHashScript(hash: string): string {
  return `window.__VITE_REACT_SSG_HASH__ = '${hash}'`;
}

/**
 * 3. The build hash, read from the URL of a module of the server build or of the folder it is
 * written to; undefined elsewhere.
 */
export function buildHashOf(url: string): string | undefined {
  const parts = new URL(url, 'file:///').pathname.split('/');
  const at = parts.indexOf('.vite-react-ssg-temp');
  return at >= 0 && parts[at + 1] ? parts[at + 1] : undefined;
}

/** 4. The dist/-relative HTML file of a route (flat): /news/a -> news/a.html. */
export function htmlFileOf(route: string): string {
  const withIndex = route.endsWith('/') ? `${route}index` : route;
  return `${withIndex.startsWith('/') ? withIndex.slice(1) : withIndex}.html`;
}

/** 5. The attribute on the head tags vite-react-ssg's Head writes. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-rh';

/** 8. The mark on #root of a prerendered page, as the element's dataset names it. */
export const SERVER_RENDERED_KEY = 'serverRendered';

/** 8. Whether a page's #root holds the markup the prerender wrote for it. */
export const isServerRendered = (root: HTMLElement) => root.dataset[SERVER_RENDERED_KEY] === 'true';
