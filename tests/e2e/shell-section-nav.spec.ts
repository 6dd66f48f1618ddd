import { expect, test, type Page } from '@playwright/test';
import { isDesktop } from './support/shell';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';

/** The fixture's About Us section as both section menus list it. */
const ABOUT_US_PAGES = [
  'About us overview',
  'What is AGIA',
  'Vision, Mission and Core Values',
  'By-Laws',
  'The Advisory Council',
  'The Board of Directors',
  'Election of the Board',
  'The Secretariat',
];

const sectionNav = (page: Page, name: string) =>
  page.getByRole('main').getByRole('navigation', { name: `${name} pages` });
/** The same list under the content below the lg breakpoint. */
const moreNav = (page: Page, name: string) =>
  page.getByRole('main').getByRole('navigation', { name: `More in ${name}` });

test.describe('section menu beside the content', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the section menu shows from the lg breakpoint up');
  });

  for (const width of [1024, 1280]) {
    test(`an About Us sub-page lists its section with the current page marked at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about/bylaws');
      const nav = sectionNav(page, 'About us');
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(ABOUT_US_PAGES);
      await expect(nav.locator('[aria-current="page"]')).toHaveText('By-Laws');
      // Beside the content, not above it.
      const navBox = await nav.boundingBox();
      const heading = await page
        .getByRole('main')
        .getByRole('link', { name: /Download a summary of the By-Laws/ })
        .boundingBox();
      expect(navBox && heading && navBox.x + navBox.width <= heading.x).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Only one of the two lists is exposed: the one under the content is hidden here.
      await expect(moreNav(page, 'About us')).toBeHidden();
      await expect(page.getByRole('main').getByRole('navigation')).toHaveCount(2); // with the breadcrumb
    });
  }

  test('the Membership landing page marks itself and leaves out pages not ready', async ({ page }) => {
    await page.goto('/membership');
    await waitForHydration(page);
    const nav = sectionNav(page, 'Membership');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Membership overview');
    await expect(nav.getByRole('link', { name: 'Code of Ethics' })).toHaveAttribute(
      'href',
      '/membership/code-of-ethics',
    );
    await expect(nav.getByRole('link', { name: /Members Resources/ })).toHaveCount(0);
    // The link moves through the router and the new page marks itself.
    await nav.getByRole('link', { name: 'Why Join AGIA' }).click();
    await expect(page).toHaveURL(/\/membership\/why-join$/);
    await expect(sectionNav(page, 'Membership').locator('[aria-current="page"]')).toHaveText('Why Join AGIA');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the section menu and the last update are in the prerendered page', async ({ page }) => {
      await page.goto('/membership/guidelines');
      await expect(sectionNav(page, 'Membership').locator('[aria-current="page"]')).toHaveText(
        'Membership Guidelines',
      );
      await expect(page.locator('main [data-last-updated]')).toHaveText(
        /^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
    });
  });
});

test.describe('section menu on a phone', { tag: '@viewport' }, () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'below lg the header menu does the work');
  });

  test('follows the content as "More in About us", the current page marked, in place of the side menu', async ({
    page,
  }) => {
    await page.goto('/about/board-directors');
    await waitForHydration(page);
    await expect(sectionNav(page, 'About us')).toBeHidden();
    const more = moreNav(page, 'About us');
    await expect(more).toBeVisible();
    await expect(more.getByRole('heading', { level: 2 })).toHaveText('More in About us');
    await expect(more.getByRole('link')).toHaveText(ABOUT_US_PAGES);
    await expect(more.locator('[aria-current="page"]')).toHaveText('The Board of Directors');
    // Under the page's text and its last update, not before them.
    const updated = await page.locator('main [data-last-updated]').boundingBox();
    const box = await more.boundingBox();
    expect(updated && box && box.y >= updated.y + updated.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // From the Board to the Secretariat without the header's menu.
    await more.getByRole('link', { name: 'The Secretariat' }).click();
    await expect(page).toHaveURL(/\/about\/secretariat$/);
    await expect(moreNav(page, 'About us').locator('[aria-current="page"]')).toHaveText('The Secretariat');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("is left out of a section's own page, whose cards list its pages", async ({ page }) => {
    await page.goto('/membership');
    await expect(page.getByRole('list', { name: 'Membership pages' })).toBeVisible();
    await expect(page.locator('main [data-section-more]')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is in the prerendered page', async ({ page }) => {
      await page.goto('/membership/guidelines');
      await expect(moreNav(page, 'Membership').locator('[aria-current="page"]')).toHaveText(
        'Membership Guidelines',
      );
    });
  });
});

test.describe('pages not ready and the last update', () => {
  test('a page not ready still answers with a plain holding page but no menu or footer links to it', async ({
    page,
  }) => {
    const response = await page.goto('/training/mobile');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mobile Training Offerings');
    await expect(main.getByRole('region', { name: 'What this page will hold' })).toContainText(
      'info@agia.org.ph',
    );
    await expect(page.locator('body')).not.toContainText(/coming soon/i);
    await expect(
      page.locator('header a[href="/training/mobile"], footer a[href="/training/mobile"]'),
    ).toHaveCount(0);
  });

  test('content pages end with the day their content last changed, as the sitemap says', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ['/terms', '/about/bylaws']) {
      await page.goto(route);
      const updated = page.locator('main [data-last-updated] time');
      await expect(updated).toHaveCount(1);
      const day = await updated.getAttribute('datetime');
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(sitemap).toContain(`${route}</loc><lastmod>${day}</lastmod>`);
    }
  });
});
