/**
 * No dead control at first paint: on a slow phone (CDP: CPU 4x slower, 1.6 Mbps down, 150 ms
 * latency) the Menu is pressed as soon as it is drawn, before React has hydrated the page, and
 * the navigation shows; once React takes over, the menu stays open and says "Close". The header's
 * search, pressed without the scripts, opens the search page (a GET form to /search).
 */
import { expect, test, type Page } from '@playwright/test';
import { isDesktop, TOP_LEVEL } from './support/shell';

/** CPU 4x, 1.6 Mbps down / 750 kbps up, 150 ms latency: Lighthouse's "slow 4G" phone. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test.describe('a slow phone', { tag: '@viewport' }, () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'the Menu toggle shows below the lg breakpoint');
  });

  test('the Menu pressed at first paint, before hydration, opens the navigation', async ({ page }) => {
    test.setTimeout(60_000);
    await throttle(page);
    // The page's scripts are held until the Menu has been checked, so what is seen after the press
    // is the plain HTML's doing: a Menu that only worked once React ran would fail here, however
    // long an assertion waited.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.locator('header summary');
    await toggle.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await hydrated(page), 'pressed before the scripts had run').toBe(false);
    await toggle.click();
    const menu = page.locator('header details nav[aria-label="Main"]');
    expect(await shownBeforeHydration(page, 'header details nav[aria-label="Main"]')).toEqual({
      hydrated: false,
      shown: true,
    });
    for (const [name, path] of TOP_LEVEL)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await expect(menu.getByRole('link', { name: 'ABOUT US', exact: true })).toBeVisible();
    expect(await hydrated(page), 'the scripts are still held').toBe(false);
    release();
    // React takes the open menu over as it is: still open, its toggle reading "Close".
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 40_000 });
    await expect(menu.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close');
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test.describe('with the scripts blocked', () => {
    test.use({ javaScriptEnabled: false });

    test('the header search opens the search page (a GET form to /search)', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
      await expect(page).toHaveURL(/\/search\??$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/search/i);
    });
  });
});

/** Whether the element matching `selector` is shown and whether React has hydrated, read at once. */
const shownBeforeHydration = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return {
      hydrated: document.documentElement.dataset.hydrated === 'true',
      shown: element?.checkVisibility({ visibilityProperty: true }) ?? null,
    };
  }, selector);

test.describe('a slow connection, before the scripts have run', { tag: '@viewport' }, () => {
  test('the desktop menu shows its section links but not the arrows that open nothing yet', async ({
    page,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the desktop menu shows from the lg breakpoint');
    test.setTimeout(60_000);
    await throttle(page);
    await page.goto('/', { waitUntil: 'commit' });
    const nav = page.locator('header nav[aria-label="Main"]').first();
    await nav.locator('a[data-topnav]').first().waitFor({ state: 'visible', timeout: 30_000 });
    const arrow = 'header nav[aria-label="Main"] li[data-nav-key] button';
    expect(await shownBeforeHydration(page, arrow)).toEqual({ hydrated: false, shown: false });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 40_000 });
    const button = nav.locator('li[data-nav-key] button').first();
    await expect(button).toBeVisible();
    await button.click();
    await expect(nav.locator('[data-nav-panel] a').first()).toBeVisible();
  });

  test('the issuances type filter is hidden until it works, and then filters', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await throttle(page);
    await page.goto('/issuances', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 });
    const filter = isDesktop(testInfo.project.name)
      ? '[role="group"][aria-label="Type of issuance"]'
      : '#issuance-type';
    expect(await shownBeforeHydration(page, filter)).toEqual({ hydrated: false, shown: false });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 40_000 });
    const summary = page.getByText(/^All \d+ issuances, newest first$/);
    await expect(summary).toBeVisible();
    if (isDesktop(testInfo.project.name)) {
      const group = page.getByRole('group', { name: 'Type of issuance' });
      await group.getByRole('button').nth(1).click();
    } else {
      const select = page.getByRole('combobox', { name: 'Type of issuance' });
      const second = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(second ?? '');
    }
    await expect(page.getByText(/^\d+ of \d+ issuances \(.+\), newest first$/)).toBeVisible();
    await expect(page).toHaveURL(/\?category=/);
  });
});
