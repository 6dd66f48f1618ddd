import { expect, test, type Page } from '@playwright/test';
import { desktopNav, isDesktop, TOP_LEVEL } from './support/shell';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';

test.describe('mobile menu', { tag: '@viewport' }, () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'the toggle menu shows below the lg breakpoint');
  });

  /** The toggle (the disclosure's <summary>), whichever word it shows: "Menu" closed, "Close" open. */
  const toggleButton = (page: Page) => page.locator('header details > summary');
  const menu = (page: Page) => page.locator('header nav[aria-label="Main"]:visible');
  /** Whether the menu's disclosure is open (a <summary> exposes it as its expanded state). */
  const expectOpen = async (page: Page, open: boolean) =>
    expect
      .poll(() => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open))
      .toBe(open);

  test('a toggle button opens and closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(desktopNav(page)).toBeHidden();
    const button = toggleButton(page);
    await expectOpen(page, false);
    await expect(button).toHaveAccessibleName('Menu');
    await expect(menu(page)).toHaveCount(0);
    await button.click();
    // Open, the button says what the next press does: the word and the name both read "Close".
    await expectOpen(page, true);
    await expect(button).toHaveAccessibleName('Close');
    await expect(button.locator('span:visible')).toHaveText('Close');
    for (const [name, path] of TOP_LEVEL) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await button.click();
    await expectOpen(page, false);
    await expect(button).toHaveAccessibleName('Menu');
    await expect(menu(page)).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Menu opens the navigation as plain HTML (a native disclosure)', async ({ page }) => {
      await page.goto('/about/bylaws');
      await expect(toggleButton(page)).toHaveAccessibleName('Menu');
      await toggleButton(page).click();
      await expect(toggleButton(page)).toHaveAccessibleName('Close');
      for (const [name, path] of TOP_LEVEL) {
        await expect(menu(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      }
      // The buttons that expand a section need the scripts: until then they show nothing to press.
      await expect(menu(page).getByRole('button')).toHaveCount(0);
      await toggleButton(page).click();
      await expect(menu(page)).toHaveCount(0);
    });
  });

  test('only one section is expanded at a time', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await toggleButton(page).click();
    const about = page.getByRole('button', { name: 'ABOUT US pages' });
    const membership = page.getByRole('button', { name: 'MEMBERSHIP pages' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'The Secretariat' })).toBeVisible();
    await membership.click();
    await expect(membership).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'The Secretariat' })).toBeHidden();
    await expect(menu(page).getByRole('link', { name: 'Code of Ethics' })).toBeVisible();
    // Pages not ready yet (Members Resources) are not in the menu.
    await expect(menu(page).getByRole('link', { name: /Members Resources/ })).toHaveCount(0);
    await membership.click();
    await expect(membership).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('button', { name: 'More Options' })).toHaveCount(0);
    await expect(menu(page)).not.toContainText(/coming soon/i);
  });

  test('a route change closes the menu and resets the expanded section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await toggleButton(page).click();
    await page.getByRole('button', { name: 'TRAINING & DEVELOPMENT pages' }).click();
    await menu(page).getByRole('link', { name: 'Training Calendar' }).click();
    await expect(page).toHaveURL(/\/training\/calendar$/);
    // The address changes at once; the page follows when its module and data have arrived.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Calendar');
    await expectOpen(page, false);
    await expect(menu(page)).toHaveCount(0);

    await toggleButton(page).click();
    await expect(page.getByRole('button', { name: 'TRAINING & DEVELOPMENT pages' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Expanded again, the section marks the page the visitor is on.
    await page.getByRole('button', { name: 'TRAINING & DEVELOPMENT pages' }).click();
    const current = menu(page).locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', '/training/calendar');
    await expect(menu(page).locator('li[data-active]')).toHaveCount(1);

    // Browser back is a route change too.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectOpen(page, false);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await toggleButton(page).click();
    await menu(page).getByRole('link', { name: 'HOME', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expectOpen(page, false);
    await expect(toggleButton(page)).toHaveAccessibleName('Menu');
    await expect(toggleButton(page)).toBeFocused();
  });

  test('while open, Tab and Shift+Tab stay inside the menu and its button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = toggleButton(page);
    await button.click();
    // Shift+Tab from the button goes round to the menu's last link, not to the page behind.
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page).getByRole('link', { name: 'CONTACT US', exact: true })).toBeFocused();
    // Tab from the last link goes back to the button.
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    // Every stop on the way is inside the header's menu.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        const inMenu = active?.closest('header nav[aria-label="Main"]') !== null;
        return inMenu || active?.tagName === 'SUMMARY';
      });
      expect(inside, `Tab stop ${step + 1}`).toBe(true);
    }
    await expectOpen(page, true);
  });

  test('the open menu has no WCAG 2.2 A/AA violations', async ({ page }) => {
    await page.goto('/about/bylaws');
    await waitForHydration(page);
    await toggleButton(page).click();
    await page.getByRole('button', { name: 'ABOUT US pages' }).click();
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  });
});
