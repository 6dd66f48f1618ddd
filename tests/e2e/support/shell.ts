/** Locators for the site shell shared by the shell end-to-end tests. */
import type { Page } from '@playwright/test';

/** The top-level entries of the fixture's menu (tests/fixtures/site/content/navigation.yaml). */
export const TOP_LEVEL = [
  ['HOME', '/'],
  ['ABOUT US', '/about'],
  ['MEMBERSHIP', '/membership'],
  ['TRAINING & DEVELOPMENT', '/training'],
  ['NEWS & UPDATES', '/news'],
  ['ISSUANCES', '/issuances'],
  ['CONTACT US', '/contact'],
] as const;

/** Projects run at 1280 px except those named *-mobile (375 px). */
export const isDesktop = (projectName: string) => !projectName.endsWith('mobile');

/** The header menu shown from the lg breakpoint up. */
export const desktopNav = (page: Page) => page.locator('header nav[aria-label="Main"]').first();

/** A top-level entry of the desktop menu (its list item), by its section path. */
export const desktopItem = (page: Page, key: string) => desktopNav(page).locator(`li[data-nav-key="${key}"]`);

/** The toast area (Radix labels it with its hotkey). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Shows a toast the way scripts outside React can. */
export async function showToast(
  page: Page,
  input: { title: string; description?: string; variant?: 'default' | 'destructive'; duration?: number },
) {
  await page.evaluate((detail) => {
    window.dispatchEvent(new CustomEvent('agia:toast', { detail }));
  }, input);
}
