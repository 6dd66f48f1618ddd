import { expect, test } from '@playwright/test';
import { isArticleRoute, prerenderedRoutes, waitForHydration, watchConsole } from './support/site';

/** The routes of SPEC.md section 2 that must exist as prerendered pages. */
const REQUIRED_ROUTES = [
  '/',
  '/about',
  '/about/what-is-agia',
  '/about/vision-mission',
  '/about/bylaws',
  '/about/advisory-council',
  '/about/board-directors',
  '/about/secretariat',
  '/membership',
  '/membership/why-join',
  '/membership/how-to-join',
  '/membership/guidelines',
  '/membership/code-of-ethics',
  '/membership/resources',
  '/training',
  '/training/calendar',
  '/training/in-house',
  '/training/mobile',
  '/training/free-webinar',
  '/training/past-seminars',
  '/news',
  '/issuances',
  '/contact',
  '/privacy',
  '/terms',
  '/national-convention',
  '/election',
];

const routes = prerenderedRoutes();

test('every route of the specification is prerendered, with at least one news article', () => {
  expect(routes).toEqual(expect.arrayContaining(REQUIRED_ROUTES));
  expect(routes.some(isArticleRoute)).toBe(true);
});

test.describe('every prerendered route', () => {
  for (const route of routes) {
    test(`${route} answers 200 with its h1 and title, and hydrates without console errors`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S.* - AGIA$/);
      await expect(page.getByRole('main')).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route} shows its content from the prerendered HTML`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page).toHaveTitle(/ - AGIA$/);
      await expect(page.locator('main')).not.toBeEmpty();
    });
  }
});

test('an unknown address shows the 404 page with status 404', async ({ page }) => {
  const messages = watchConsole(page);
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found - AGIA');
  await waitForHydration(page);
  // The document itself answers 404 by design; nothing else may fail.
  expect(
    messages.filter((m) => !m.includes('404 (Not Found)') && !m.endsWith('/this-page-does-not-exist')),
  ).toEqual([]);
});
