/**
 * What the site relies on in vite-react-ssg that its documentation does not say, in one place.
 * Each is checked against a real build by tests/built/adapter.test.ts, which fails naming the
 * assumption when an upgrade changes it.
 *
 * 1. LOADER_DATA_FILES: the build writes each page's loader data (which its browser runtime
 *    fetches on navigation) as static-loader-data/{path}.{build hash}.json, with
 *    static-loader-data-manifest-{build hash}.json mapping pages to them. The check of what a
 *    build may publish (scripts/build/dist-allow-list.ts) allows exactly these names.
 * 2. HEAD_FIRST: the tags `Head` renders are written at the very start of the page's <head>, so
 *    the <meta charset> that PageMeta renders first (src/components/seo/page-meta.tsx) lies within
 *    the first 1024 bytes, as browsers and validators require, and before every script, where the
 *    page's security policy goes (scripts/build/page-policy.ts).
 * 3. RENDERED_MARK: in the browser, vite-react-ssg hydrates when an element carries
 *    data-server-rendered="true" (the prerender puts it on #root) and renders afresh otherwise, and
 *    it decides after it has made the router (the documented `customCreateRouter`), so
 *    ./shown-elsewhere.ts can remove the mark there for a page shown at an address it was not
 *    made for (404.html at /news/{unknown slug}).
 */

/** 1. The files of loader data the build writes, by their path under the output folder. */
export const LOADER_DATA_FILES: readonly RegExp[] = [
  /^static-loader-data\/[\w./-]+\.json$/,
  /^static-loader-data-manifest-[\w-]+\.json$/,
];

/** 3. The mark of a prerendered root. */
export const RENDERED_MARK = 'data-server-rendered';

/** 2. Where a page's <meta charset> must end (HTML: "within the first 1024 bytes"). */
export const CHARSET_WITHIN_BYTES = 1024;
