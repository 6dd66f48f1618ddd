/**
 * The web font: Public Sans (font-display: swap) over a local face scaled to its metrics, with
 * no script deciding when it loads. On a phone the page draws its text at once in the fallback
 * and swaps to Public Sans when it arrives, with the heading's lines nearly where they were; a
 * screen wide enough for the desktop navigation preloads it, as its late arrival would move the
 * navigation.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/site';

const PHONE = { width: 375, height: 740 };

async function fontLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.fonts.check('1em "Public Sans"') && document.fonts.status === 'loaded',
    null,
    { timeout: 20_000 },
  );
}

const headingFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily);

test('a phone sets its text in Public Sans over the metric-matched fallback, with no script', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  await fontLoaded(page);
  expect(await headingFamily(page)).toMatch(/^"Public Sans", "Public Sans Fallback"/);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-font'))).toBe(false);
  // The font is not preloaded on a phone: it is fetched when the stylesheet's text needs it.
  expect(
    await page
      .locator('link[rel="preload"][as="font"]')
      .evaluate((link) => matchMedia((link as HTMLLinkElement).media).matches),
  ).toBe(false);
  expect(problems).toEqual([]);
});

test('the fallback is metric-matched: the heading keeps nearly its width when Public Sans arrives', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto('/contact');
  const fallbackWidth = await page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().width;
  });
  await page.unroute('**/*.woff2');
  await page.goto('/contact');
  await fontLoaded(page);
  const fontWidth = await page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().width;
  });
  expect(Math.abs(fontWidth - fallbackWidth) / fontWidth).toBeLessThan(0.08);
});

test('a wide screen preloads Public Sans and uses it from the first paint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await fontLoaded(page);
  const { fetchStart, fcp } = await page.evaluate(() => ({
    fetchStart:
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ??
      NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  }));
  expect(fetchStart).toBeLessThan(fcp);
  expect(await headingFamily(page)).toMatch(/^"Public Sans"/);
});
