import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';

const CATEGORIES = [
  'Republic Act',
  'Presidential Decree',
  'Executive Order',
  'Administrative Order',
  'DBM Circulars',
  'Memorandum Circular/Order',
];

test.describe('/issuances', () => {
  test('shows six tabs with the first one selected and only it in the tab order', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/issuances');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Issuance categories' }).getByRole('tab');
    await expect(tabs).toHaveText(CATEGORIES);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    const panel = page.getByRole('tabpanel', { name: 'Republic Act' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Republic Act No. 3456 (Internal Auditing Act of 1962)',
    );
    await expect(panel).toContainText('June 16, 1962');
    expect(messages).toEqual([]);
  });

  test('the tabs stay on one row, scrolling sideways when they do not fit, and the selected one stands out @viewport', async ({
    page,
  }) => {
    // On a phone the web font comes after the first paint (src/ssg/web-font.ts): held here until
    // the page has hydrated, so the names change width after the row has been scrolled.
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    // The load event would wait for the held font.
    await page.goto('/issuances?category=memorandum-circular-order', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const list = page.getByRole('tablist', { name: 'Issuance categories' });
    const tops = await list
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The last tab, selected from the address, is scrolled into the row's view, and stays there
    // when the font arrives.
    const shown = () =>
      page.getByRole('tab', { name: 'Memorandum Circular/Order' }).evaluate((tab) => {
        const row = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    expect(await shown()).toBe(true);
    releaseFont();
    await page.evaluate(() => document.fonts.load('1em "Public Sans"'));
    await expect.poll(shown).toBe(true);
    const background = (name: string) =>
      page.getByRole('tab', { name, exact: true }).evaluate((tab) => getComputedStyle(tab).backgroundColor);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const selectedBackground = await background('Memorandum Circular/Order');
    expect(selectedBackground).not.toBe(await background('Republic Act'));
    expect(selectedBackground).not.toBe(pageBackground);
  });

  test('arrow keys, Home and End move between tabs and update the address', async ({ page }) => {
    await page.goto('/issuances');
    await waitForHydration(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Republic Act').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Presidential Decree')).toBeFocused();
    await expect(tab('Presidential Decree')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?category=presidential-decree$/);
    await expect(page.getByRole('tabpanel', { name: 'Presidential Decree' })).toContainText(
      'Presidential Decree No. 1445',
    );
    await page.keyboard.press('End');
    await expect(tab('Memorandum Circular/Order')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Republic Act')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Memorandum Circular/Order')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Republic Act')).toBeFocused();
    await expect(tab('Republic Act')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Republic Act' })).toBeFocused();
  });

  test('a category in the address is selected on load and survives a reload', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/issuances?category=administrative-order');
    await waitForHydration(page);
    const tab = page.getByRole('tab', { name: 'Administrative Order' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Administrative Order' });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
      'Administrative Order No. 278, series of 1992',
      'Administrative Order No. 70, series of 2003',
    ]);
    await page.getByRole('tab', { name: 'DBM Circulars' }).click();
    await expect(page).toHaveURL(/\?category=dbm-circulars$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'DBM Circulars' })).toHaveAttribute('aria-selected', 'true');
    expect(messages).toEqual([]);
  });
});

test.describe('/issuances with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every category as a section with its documents', async ({ page }) => {
    await page.goto('/issuances');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('Presidential Decree No. 1445');
    await expect(page.getByRole('main')).toContainText('DBM Circular Letter No. 2008-8');
  });

  test('every download link names its file type and size and resolves to a PDF', async ({
    page,
    request,
  }) => {
    await page.goto('/issuances');
    const links = page.getByRole('link', { name: /^Download .+ \(PDF, \d+ KB\)$/ });
    await expect(links).toHaveCount(9);
    for (const link of await links.all()) {
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('pdf');
    }
  });
});
