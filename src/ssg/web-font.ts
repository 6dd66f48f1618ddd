/**
 * When a page starts using the web font (docs/decisions/014-design-system.md).
 *
 * The stylesheet's text face is the local fallback ("Public Sans Fallback", scaled to Public
 * Sans's metrics) until <html data-font="ready">; then Public Sans comes first and the browser
 * fetches it. The script below, in every page's <head> before the stylesheet, sets that attribute:
 * - at once when this browser has loaded the font before (a flag in localStorage), so a
 *   returning visitor sees Public Sans from the first paint, out of the cache;
 * - at once on a screen wide enough for the desktop navigation (WIDE_SCREEN): there the swap
 *   would move the navigation's row of labels (a layout shift), so the font loads with the page,
 *   preloaded (index.html's font preload carries the same media query);
 * - otherwise (phones, where connections are slowest) after the first contentful paint, so on a
 *   first visit the font does not share the connection with the page, its stylesheet and its
 *   scripts;
 * - on the load event only in a browser without paint timing, or in a hidden page (which reports
 *   no paint): the load event can come before the first paint, and a font that arrives before it
 *   counts in Lighthouse's estimate of the largest paint (docs/decisions/042).
 * Without JavaScript the page stays in the fallback face, which has nearly the same line lengths.
 * Code that measures text must measure again when the font arrives (a ResizeObserver does it).
 *
 * It is a string, not a function, because the security policy allows it by the hash of this
 * exact text (scripts/build/site-policy.ts), and the build checks every page against that policy.
 */
import type { Plugin } from 'vite';

/** The attribute and value that switch the page to the web font (src/styles.css). */
export const WEB_FONT_ATTRIBUTE = 'data-font';
/** The localStorage key that remembers the font was loaded in this browser. */
export const WEB_FONT_STORAGE_KEY = 'agia-web-font';
/** Where the desktop navigation shows: Tailwind's lg breakpoint (src/components/layout/desktop-nav.tsx). */
export const WIDE_SCREEN = '(min-width: 64rem)';

export const WEB_FONT_SCRIPT = `(function () {
  var root = document.documentElement;
  function useFont() {
    if (root.hasAttribute('${WEB_FONT_ATTRIBUTE}')) return;
    root.setAttribute('${WEB_FONT_ATTRIBUTE}', 'ready');
    if (!document.fonts) return;
    document.fonts.load('1em "Public Sans"').then(function (faces) {
      try {
        if (faces.length) localStorage.setItem('${WEB_FONT_STORAGE_KEY}', '1');
      } catch (error) {}
    }, function () {});
  }
  if (matchMedia('${WIDE_SCREEN}').matches) return useFont();
  try {
    if (localStorage.getItem('${WEB_FONT_STORAGE_KEY}')) return useFont();
  } catch (error) {}
  var paintTiming = false;
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      useFont();
    }).observe({ type: 'paint', buffered: true });
    paintTiming = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  } catch (error) {}
  addEventListener('load', function () {
    if (!paintTiming || document.visibilityState !== 'visible') useFont();
  });
})();`;

/** Puts the script at the top of index.html's <head>, for the build and the development server. */
export function webFontScript(): Plugin {
  return {
    name: 'agia-web-font-script',
    transformIndexHtml: () => [{ tag: 'script', children: WEB_FONT_SCRIPT, injectTo: 'head-prepend' }],
  };
}
