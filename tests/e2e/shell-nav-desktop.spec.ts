import { expect, test, type Page } from '@playwright/test';
import { desktopItem, desktopNav, isDesktop, TOP_LEVEL } from './support/shell';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';

const SUB_PAGES: Record<string, string[]> = {
  '/about': [
    '/about/what-is-agia',
    '/about/vision-mission',
    '/about/bylaws',
    '/about/advisory-council',
    '/about/board-directors',
    '/election',
    '/about/secretariat',
  ],
  // Members Resources and Mobile Training Offerings are not ready (`comingSoon`): not linked.
  '/membership': [
    '/membership/why-join',
    '/membership/how-to-join',
    '/membership/guidelines',
    '/membership/code-of-ethics',
  ],
  '/training': [
    '/training/calendar',
    '/training/in-house',
    '/training/free-webinar',
    '/training/past-seminars',
  ],
};

const START = new Date('2026-11-22T01:00:00Z');

/**
 * Opens a page whose clock moves only when the test says so. An installed clock otherwise keeps
 * flowing in real time, and on a busy machine 100 ms pass between two steps by themselves.
 */
async function openWithClockStopped(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const panel = (page: Page, key: string) => desktopItem(page, key).locator('[data-nav-panel]');
const toggle = (page: Page, key: string) => desktopItem(page, key).locator('button[aria-expanded]');

test.describe('desktop menu', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the desktop menu shows from the lg breakpoint up');
  });

  test("lists the items, paths and sub-pages of the fixture's menu", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = desktopNav(page);
    for (const [name, path] of TOP_LEVEL) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    for (const [key, paths] of Object.entries(SUB_PAGES)) {
      // A dropdown's links render when it opens (decision record 006).
      await expect(panel(page, key).getByRole('link', { includeHidden: true })).toHaveCount(0);
      await toggle(page, key).click();
      await expect(panel(page, key)).toBeVisible();
      const hrefs = await panel(page, key)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(paths);
      await toggle(page, key).click();
      await expect(panel(page, key)).toBeHidden();
    }
    await expect(page.locator('header details > summary')).toBeHidden();
  });

  test('a dropdown opens after 100 ms of hover and closes when the pointer leaves', async ({ page }) => {
    await openWithClockStopped(page, '/');
    const about = panel(page, '/about');
    await desktopNav(page).getByRole('link', { name: 'ABOUT US', exact: true }).hover();
    await page.clock.runFor(60);
    await expect(about).toBeHidden();
    await expect(toggle(page, '/about')).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(50);
    await expect(about).toBeVisible();
    await expect(toggle(page, '/about')).toHaveAttribute('aria-expanded', 'true');
    // The pointer can travel into the dropdown without closing it.
    await about.getByRole('link', { name: 'The Secretariat' }).hover();
    await expect(about).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(about).toBeHidden();
  });

  test('a pointer that passes by without resting does not open a dropdown', async ({ page }) => {
    await openWithClockStopped(page, '/');
    await desktopNav(page).getByRole('link', { name: 'MEMBERSHIP', exact: true }).hover();
    await page.clock.runFor(50);
    await page.mouse.move(640, 600);
    await page.clock.runFor(500);
    await expect(panel(page, '/membership')).toBeHidden();
  });

  test('opens and closes by keyboard, with arrows moving between sub-pages', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'ABOUT US pages' });
    const about = panel(page, '/about');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(about).toBeVisible();
    await page.keyboard.press('Space');
    await expect(about).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(about.getByRole('link', { name: /^What is AGIA/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(about.getByRole('link', { name: /^Vision, Mission and Core Values/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(about.getByRole('link', { name: /^The Secretariat/ })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(about.getByRole('link', { name: /^What is AGIA/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('left and right arrows move along the menu bar; leaving a dropdown by Tab closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = desktopNav(page);
    await nav.getByRole('link', { name: 'HOME', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('link', { name: 'ABOUT US', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'ABOUT US pages' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(nav.getByRole('link', { name: 'ABOUT US', exact: true })).toBeFocused();

    const membershipButton = page.getByRole('button', { name: 'MEMBERSHIP pages' });
    await membershipButton.focus();
    await page.keyboard.press('Enter');
    await expect(membershipButton).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
    await expect(membershipButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown with more than 5 sub-items uses two columns, one with fewer uses one; no Coming soon tag', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'ABOUT US pages' }).click();
    const about = panel(page, '/about');
    const first = await about.getByRole('link', { name: /^What is AGIA/ }).boundingBox();
    const second = await about.getByRole('link', { name: /^Vision, Mission/ }).boundingBox();
    expect(second?.y).toBe(first?.y);
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);

    await page.getByRole('button', { name: 'MEMBERSHIP pages' }).click();
    await expect(about).toBeHidden();
    const xs = await panel(page, '/membership')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().x)));
    expect(xs).toHaveLength(4);
    expect(new Set(xs).size).toBe(1);
    await expect(desktopNav(page)).not.toContainText(/coming soon/i);
  });

  test('CONTACT US is in the header itself; there is no More Options menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'More Options' })).toHaveCount(0);
    const contact = desktopNav(page).getByRole('link', { name: 'CONTACT US', exact: true });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(contact.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-active', 'true');
    await expect(contact).toHaveAttribute('aria-current', 'page');
  });

  for (const width of [1024, 1280]) {
    test(`the menu bar fits in one row without overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const bar = desktopNav(page).locator('ul').first();
      const { top, bottom, tops } = await bar.evaluate((list) => {
        const box = list.getBoundingClientRect();
        const items = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top));
        return { top: box.top, bottom: box.bottom, tops: items };
      });
      expect(new Set(tops).size, 'all items on one row').toBe(1);
      expect(bottom - top).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expect(desktopNav(page).getByRole('link', { name: 'CONTACT US', exact: true })).toBeInViewport();
    });
  }

  test('highlights the section of the current page and marks the exact link as current', async ({ page }) => {
    await page.goto('/training/calendar');
    await waitForHydration(page);
    await expect(desktopItem(page, '/training')).toHaveAttribute('data-active', 'true');
    await expect(desktopNav(page).locator('li[data-active]')).toHaveCount(1);
    await toggle(page, '/training').click();
    const current = desktopNav(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/training/calendar');

    await page.goto('/training');
    await expect(
      desktopNav(page).getByRole('link', { name: 'TRAINING & DEVELOPMENT', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a news article highlights NEWS & UPDATES without marking it as the current page', async ({
    page,
  }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const articleHref = await page
      .getByRole('main')
      .locator('a[href^="/news/"]')
      .first()
      .getAttribute('href');
    await page.goto(articleHref ?? '/news');
    const news = desktopNav(page).getByRole('link', { name: 'NEWS & UPDATES', exact: true });
    await expect(news.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-active', 'true');
    await expect(news).not.toHaveAttribute('aria-current', 'page');
  });

  test('an open dropdown has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await page.goto('/about/bylaws');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'ABOUT US pages' }).click();
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  });
});
