import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';

const TYPES = [
  'All',
  'Republic Act',
  'Presidential Decree',
  'Executive Order',
  'Administrative Order',
  'DBM Circulars',
  'Memorandum Circular/Order',
];

/** The fixture's issuances, newest first: the order of the page's first view. */
const NEWEST_FIRST = [
  'DBM Circular Letter No. 2008-8',
  'Memorandum Circular No. 89, s. 2005',
  'DBM Budget Circular No. 2004-4',
  'Administrative Order No. 70, s. 2003',
  'Administrative Order No. 278, s. 1992',
  'Executive Order No. 292, s. 1987',
  'Presidential Decree No. 1445',
  'Republic Act No. 3456',
];

/** The numbers of the issuances shown, in order (each issuance is a list item with its own id). */
const numbers = (page: Page) => page.locator('main li[id] h2');

test.describe('/issuances', () => {
  test('opens on every type together, newest first, each with its number, date, type and official text', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto('/issuances');
    await waitForHydration(page);
    await expect(numbers(page)).toHaveText(NEWEST_FIRST);
    await expect(page.getByText('All 8 issuances, newest first')).toBeVisible();
    const circular = page.locator('#memorandum-circular-no-89-s-2005');
    await expect(circular).toContainText('August 18, 2005');
    await expect(circular).toContainText('Memorandum Circular/Order');
    await expect(circular).toContainText('Issued by Office of the President');
    const official = circular.getByRole('link', {
      name: /^Full text of Memorandum Circular No\. 89, s\. 2005 on officialgazette\.gov\.ph/,
    });
    await expect(official).toHaveAttribute(
      'href',
      'https://www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/',
    );
    await expect(official).toHaveAttribute('target', '_blank');
    expect(messages).toEqual([]);
  });

  test('filters by type with the buttons at desktop width, keeping the choice in the address', async ({
    page,
  }) => {
    await page.goto('/issuances');
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Type of issuance' });
    await expect(group.getByRole('button')).toHaveText(TYPES);
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Type of issuance' })).toBeHidden();
    await group.getByRole('button', { name: 'Administrative Order' }).click();
    await expect(page).toHaveURL(/\/issuances\?category=administrative-order$/);
    await expect(numbers(page)).toHaveText([
      'Administrative Order No. 70, s. 2003',
      'Administrative Order No. 278, s. 1992',
    ]);
    // By keyboard too: the buttons are in the tab order.
    await group.getByRole('button', { name: 'Administrative Order' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(group.getByRole('button', { name: 'All' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/issuances$/);
    await expect(numbers(page)).toHaveCount(8);
  });

  test('the introduction is a short note of at most three lines on a phone @viewport', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/issuances');
    const intro = page.getByText(/^The laws, orders and circulars/);
    const lines = await intro.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(3);
  });

  test('filters by type with a native select on a phone @viewport', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the select is the phone layout');
    await page.goto('/issuances');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Type of issuance' })).toBeHidden();
    const select = page.getByRole('combobox', { name: 'Type of issuance' });
    await expect(select.getByRole('option')).toHaveText(TYPES);
    await select.selectOption({ label: 'Memorandum Circular/Order' });
    await expect(page).toHaveURL(/\?category=memorandum-circular-order$/);
    await expect(numbers(page)).toHaveText(['Memorandum Circular No. 89, s. 2005']);
    // The newest circular's number and date are on the first screen, its official text just below.
    const circular = page.locator('#memorandum-circular-no-89-s-2005');
    await expect(circular.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(circular.getByText('August 18, 2005')).toBeInViewport();
    await expect(circular.getByRole('link', { name: /^Full text/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('from the home page, the newest memorandum circular is two taps away on a phone @viewport', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the phone menu');
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('header details > summary').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Issuances' }).click();
    await expect(page).toHaveURL(/\/issuances$/);
    // Newest first: the first memorandum circular in the list is the newest one.
    const circulars = page.locator('main li[id]').filter({ hasText: 'Memorandum Circular/Order' });
    const first = circulars.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Memorandum Circular No. 89, s. 2005');
    await expect(first).toContainText('August 18, 2005');
    await expect(first.getByRole('link', { name: /^Full text/ })).toBeVisible();
  });

  test('a type in the address (?category=) is chosen on load and survives a reload', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/issuances?category=republic-act');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Republic Act' })).toHaveAttribute('aria-pressed', 'true');
    await expect(numbers(page)).toHaveText(['Republic Act No. 3456']);
    await page.getByRole('button', { name: 'DBM Circulars' }).click();
    await expect(page).toHaveURL(/\?category=dbm-circulars$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'DBM Circulars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(numbers(page)).toHaveText([
      'DBM Circular Letter No. 2008-8',
      'DBM Budget Circular No. 2004-4',
    ]);
    // An unknown type shows everything.
    await page.goto('/issuances?category=coa-circulars');
    await waitForHydration(page);
    await expect(numbers(page)).toHaveCount(8);
    expect(messages).toEqual([]);
  });

  test('each issuance has its own address: the number links to it and the page opens on it', async ({
    page,
  }) => {
    await page.goto('/issuances');
    await waitForHydration(page);
    const number = page.getByRole('link', { name: 'Administrative Order No. 70, s. 2003', exact: true });
    await expect(number).toHaveAttribute('href', '#administrative-order-no-70-s-2003');
    await number.click();
    await expect(page).toHaveURL(/\/issuances#administrative-order-no-70-s-2003$/);
    await page.goto('/issuances#republic-act-no-3456');
    await expect(page.locator('#republic-act-no-3456')).toBeInViewport();
    // The register's eight, and the copy on request below it, each at an address of its own.
    const ids = await page.locator('main li[id]').evaluateAll((items) => items.map((item) => item.id));
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
  });
});

test.describe('/issuances with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every issuance, newest first, without the filter', async ({ page }) => {
    await page.goto('/issuances?category=republic-act');
    await expect(numbers(page)).toHaveText(NEWEST_FIRST);
    await expect(page.getByRole('group', { name: 'Type of issuance' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Type of issuance' })).toBeHidden();
    // The page says what it shows: everything, not the type named in the address it cannot apply.
    await expect(page.getByText(/issuances.*newest first$/)).toHaveText('All 8 issuances, newest first');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test('a PDF kept on the site names its type and size and resolves to a PDF', async ({ page, request }) => {
    await page.goto('/issuances');
    const links = page.getByRole('link', { name: /^Download .+ \(PDF, \d+ KB\)$/ });
    await expect(links).toHaveText([/Presidential Decree No\. 1445/]);
    const response = await request.get((await links.first().getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('pdf');
  });
});
