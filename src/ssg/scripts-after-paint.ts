/**
 * A page asks for its scripts once it has painted (docs/decisions/042-scripts-after-first-paint.md).
 *
 * The prerendered page is complete without JavaScript: menus, search and the calendar work as
 * links and forms. Its scripts (the entry module and the `<link rel="modulepreload">` tags of the
 * chunks it imports) only make it interactive, yet when the head asks for them they share a
 * phone's slow connection with the stylesheet the first paint waits for. So each page's head is
 * written (once, from Vite's manifest: ./page-preloads.server.ts) with those tags inside an inert
 * `<template>`, and a small inline script puts them into the document:
 * - when the browser reports the first contentful paint (paint timing). The load event can come
 *   before it (the stylesheet arrived, nothing drawn yet; or a first frame drawn without text
 *   while the web font loads), so it is not used as a signal where paint timing exists, but for
 *   a safety net LAST_RESORT_MS later;
 * - in a browser without paint timing, just after the first frame that follows the load event;
 * - at once when the page is hidden (a background tab paints nothing and reports no paint).
 * Which chunks a page preloads is decided elsewhere (./preload-plan.server.ts); this module only
 * decides when the browser sees them. Without JavaScript nothing is asked for,
 * as before.
 *
 * START_PAGE_SCRIPTS is a string, not a function, because the security policy allows it by the
 * hash of this exact text (scripts/build/site-policy.ts `sitePolicyFor`), and the build checks every page against
 * that policy.
 */

/** The id of the `<template>` that holds a page's script tags until its first paint. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * How long after the load event a page with paint timing waits for its first contentful paint
 * before it asks for its scripts anyway: a safety net only (a visible page with text reports
 * that paint, usually before the load event).
 */
export const LAST_RESORT_MS = 3000;

export const START_PAGE_SCRIPTS = `(function () {
  var started = false;
  var paintTiming = false;
  function start() {
    var scripts = document.getElementById('${PAGE_SCRIPTS_ID}');
    if (started || !scripts) return;
    started = true;
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  function hidden() {
    return document.visibilityState !== 'visible';
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    paintTiming = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  } catch (error) {}
  addEventListener('load', function () {
    if (hidden()) return start();
    if (paintTiming) return setTimeout(start, ${LAST_RESORT_MS});
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  });
  document.addEventListener('visibilitychange', function () {
    if (hidden()) start();
  });
})();`;

/** Files under the built site's root that a page loads as it starts (./preload-plan.server.ts `pageFiles`). */
export interface PageScriptFiles {
  /** The entry module: the page's one `<script type="module">`. */
  entry: string;
  /** The modules the page preloads (`<link rel="modulepreload">`). */
  scripts: readonly string[];
  styles: readonly string[];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The script part of a built page's head, written once with the rest of it: START_PAGE_SCRIPTS
 * first (it only listens, so it need not wait for the stylesheet), the stylesheets, then
 * `<template id="page-scripts">` holding the entry module script and a modulepreload for each
 * module, all under the base path and `crossorigin` as Vite writes them.
 */
export function pageScriptTags({ entry, scripts, styles }: PageScriptFiles, base: string): string {
  const href = (file: string) => escapeAttribute(base + file);
  return (
    `<script>${START_PAGE_SCRIPTS}</script>` +
    styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`).join('') +
    `<template id="${PAGE_SCRIPTS_ID}">` +
    `<script type="module" crossorigin src="${href(entry)}"></script>` +
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`).join('') +
    '</template>'
  );
}
