/**
 * What the site relies on in vite-react-ssg 0.9.2 that its documentation does not say, in one
 * place; nothing outside this module relies on anything else it does not document. Each is checked
 * against a real build by tests/built/adapter.test.ts, which fails naming the assumption when an
 * upgrade changes it. Where each lives in the pinned release (source:
 * https://github.com/Daydreamer-riri/vite-react-ssg/tree/v0.9.2; the functions are those of
 * node_modules/vite-react-ssg/dist/shared/*.mjs and dist/index.mjs as 0.9.2 publishes them):
 *
 * 1. LOADER_DATA_FILES (`build`): the build writes each page's loader data (which its
 *    browser runtime fetches on navigation) as static-loader-data/{path}.{build hash}.json, with
 *    static-loader-data-manifest-{build hash}.json mapping pages to them. The check of what a
 *    build may publish (scripts/build/dist-allow-list.ts) allows exactly these names.
 * 2. PAGE_SHAPE (`renderHTML`, `build`), what the prerender writes around the app:
 *    - the tags `Head` renders go at the very start of the page's <head>, so the <meta charset>
 *      that PageMeta renders first (src/components/seo/page-meta.tsx) lies within the first 1024
 *      bytes, as browsers and validators require, and before every script, where the page's
 *      security policy goes (scripts/build/page-policy.ts);
 *    - its only inline scripts are INLINE_SCRIPTS, which that policy hashes; any other stops the build.
 * 3. RENDERED_MARK (`ViteReactSSG` in dist/index.mjs): in the browser, vite-react-ssg hydrates when an element
 *    carries data-server-rendered="true" (the prerender puts it on #root) and renders afresh
 *    otherwise, and it decides after it has made the router (the documented `customCreateRouter`),
 *    so ./shown-elsewhere.ts can remove the mark there for a page shown at an address it was not
 *    made for (404.html at /news/{unknown slug}). To tell such a page, it compares the route ids
 *    of React Router's page data (`window.__staticRouterHydrationData`, which React Router's
 *    browser router reads by default) with those the address matches in the browser: the ids
 *    React Router makes for routes without one, the same in the prerender and the browser because
 *    both tables come from src/routes.tsx in the same order. Checked end to end by the "Article
 *    not found" browser test (tests/e2e), not by a contract test here.
 * 4. NO_ENTRY_PRELOAD (`collectAssets`): a page gets a modulepreload for the dynamic
 *    imports its own chunks reach, not for those of the entry chunk; src/components/content/
 *    islands-loader.ts lives in the entry chunk so that only a body with islands downloads them.
 *    Should it change, every page that can show a body preloads about 3.4 KB gzip more (the
 *    islands, the click-to-load embed and a larger Markdown chunk), about what the fixture's
 *    calendar pages have left under the 125 KB budget (tests/built/budgets.test.ts).
 *
 * Documented, so not listed: the `vite-react-ssg build` command (scripts/build/build-pages.ts),
 * Vite's build manifest (scripts/build/vite-manifest.ts), and vite-react-ssg's `ViteReactSSG`,
 * `Head`, `customCreateRouter` and `ssgOptions` hooks. The one patch of the package
 * (patches/vite-react-ssg+0.9.2.patch, docs/decisions/012) changes how the preload links are
 * written (as text, not through a jsdom document), not which; tests/built/adapter.test.ts checks it is applied.
 */

/** 1. The files of loader data the build writes, by their path under the output folder. */
export const LOADER_DATA_FILES: readonly RegExp[] = [
  /^static-loader-data\/[\w./-]+\.json$/,
  /^static-loader-data-manifest-[\w-]+\.json$/,
];

/** 2. Where a page's <meta charset> must end (HTML: "within the first 1024 bytes"). */
export const CHARSET_WITHIN_BYTES = 1024;

/**
 * 2. The inline scripts the prerender writes, each as a test of its whole text:
 * - vite-react-ssg's build hash: `window.__VITE_REACT_SSG_HASH__ = '<hash>'` (Math.random in base 36);
 * - React Router's data for the page (StaticRouterProvider): `window.__staticRouterHydrationData =
 *   JSON.parse(<string>);`, where <string> is a JSON string literal (JSON.stringify of the JSON,
 *   with <, >, & and the line separators escaped), so the page's content can only be data in it.
 */
export const INLINE_SCRIPTS: ReadonlyArray<{ name: string; matches: (text: string) => boolean }> = [
  {
    name: "vite-react-ssg's build hash",
    matches: (text) => /^window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]{1,16}'$/.test(text),
  },
  {
    name: "React Router's page data",
    matches: (text) => {
      const start = 'window.__staticRouterHydrationData = JSON.parse(';
      const end = ');';
      if (!text.startsWith(start) || !text.endsWith(end)) return false;
      const argument = text.slice(start.length, -end.length);
      // One JSON string token and nothing else: JSON.parse accepts no operator, call or second
      // token, and a JSON string is a JavaScript string literal (ES2019), so the script does
      // exactly one assignment of parsed data.
      if (!argument.startsWith('"') || !argument.endsWith('"')) return false;
      try {
        return typeof JSON.parse(argument) === 'string';
      } catch {
        return false;
      }
    },
  },
];

/** 3. The mark of a prerendered root. */
export const RENDERED_MARK = 'data-server-rendered';
