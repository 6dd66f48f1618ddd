/**
 * When a page starts using its web font (src/ssg/web-font.ts, docs/decisions/014).
 * - A phone's first visit: the font is asked for only once the page has painted (or, on a link
 *   fast enough that the page has finished loading first, on its load event), then the text
 *   moves to it, and the browser remembers that it has the font.
 * - A returning browser uses it from the first paint.
 * - Without localStorage every page behaves as a first visit, and nothing fails.
 * - A screen wide enough for the desktop navigation preloads it and uses it from the first paint,
 *   as its late arrival would move the navigation.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/site';

interface FontState {
  /** At the moment html[data-font] was set: had the page painted, had it finished loading? */
  paintedWhenAsked: boolean;
  loadedWhenAsked: boolean;
  /** First contentful paint and the load event's start, ms from navigation start. */
  fcp: number;
  loadEventStart: number;
  /** When the font's request started (resource timing); NaN when it never was. */
  fetchStart: number;
  /** The family of the page's heading, as computed. */
  family: string;
}

/** Records the page's state when html[data-font] is set; runs before any script of the page. */
const RECORD_ASKED = `
  window.__fontAsked = null;
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-font')) return;
    observer.disconnect();
    window.__fontAsked = {
      painted: performance.getEntriesByName('first-contentful-paint').length > 0,
      loaded: document.readyState === 'complete',
    };
  // The <html> element does not exist yet when this runs: watch the document.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-font'] });
`;

async function fontState(page: Page): Promise<FontState> {
  await page.locator('html[data-font="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForFunction(
    () => document.fonts.check('1em "Public Sans"') && document.fonts.status === 'loaded',
    null,
    {
      timeout: 20_000,
    },
  );
  // On a wide screen the font can be ready before the page's first paint is reported: wait for it,
  // so the figures compared below all exist.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 20_000,
  });
  return page.evaluate(() => {
    const asked = (window as unknown as { __fontAsked: { painted: boolean; loaded: boolean } }).__fontAsked;
    const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      paintedWhenAsked: asked.painted,
      loadedWhenAsked: asked.loaded,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      loadEventStart: navigation.loadEventStart || Infinity,
      fetchStart: font?.startTime ?? NaN,
      family: getComputedStyle(document.querySelector('main h1')!).fontFamily,
    };
  });
}

const PHONE = { width: 375, height: 740 };

/**
 * A first visit's font: asked for after the paint or the load, whichever came first. With an
 * empty cache its request starts only then (a cached font is reported from when the stylesheet
 * was read, whether or not the page asked for it yet).
 */
function expectAskedAfterThePage(state: FontState, route: string, emptyCache: boolean): void {
  expect(state.paintedWhenAsked || state.loadedWhenAsked, route).toBe(true);
  if (emptyCache)
    expect(state.fetchStart, route).toBeGreaterThanOrEqual(Math.min(state.fcp, state.loadEventStart));
  expect(state.family, route).toMatch(/^"Public Sans", "Public Sans Fallback"/);
}

test('a first visit on a phone asks for Public Sans after the page, then remembers it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.addInitScript(RECORD_ASKED);
  await page.goto('/contact');
  expectAskedAfterThePage(await fontState(page), '/contact', true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('agia-web-font'))).toBe('1');

  // The next page loaded afresh in the same browser asks for the font before it has painted.
  await page.goto('/news');
  const again = await fontState(page);
  expect(again.paintedWhenAsked || again.loadedWhenAsked).toBe(false);
  expect(again.family).toMatch(/^"Public Sans"/);
  expect(problems).toEqual([]);
});

test('without localStorage every page on a phone asks for Public Sans after the page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.addInitScript(`
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The storage is disabled', 'SecurityError'); },
    });
  `);
  await page.addInitScript(RECORD_ASKED);
  for (const [index, route] of ['/contact', '/news'].entries()) {
    await page.goto(route);
    expectAskedAfterThePage(await fontState(page), route, index === 0);
  }
  expect(problems).toEqual([]);
});

test('a first visit on a wide screen preloads Public Sans and uses it from the first paint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(RECORD_ASKED);
  await page.goto('/contact');
  const state = await fontState(page);
  expect(state.paintedWhenAsked || state.loadedWhenAsked).toBe(false);
  expect(state.fetchStart).toBeLessThan(state.fcp);
  expect(state.family).toMatch(/^"Public Sans"/);
});
