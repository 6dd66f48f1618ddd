import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { isDesktop, toastRegion } from './support/shell';
import { waitForHydration, watchConsole } from './support/site';

test.describe('the shell around every page', () => {
  test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await page.goto('/about/bylaws');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the skip link works with JavaScript off too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/bylaws');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await context.close();
  });

  test(
    'the sub-page menus are rendered when they open, not before, and not in the prerendered page',
    { tag: '@viewport' },
    async ({ page, request }, testInfo) => {
      // Without JavaScript the dropdowns and the mobile menu's sections cannot expand (the mobile
      // menu itself opens and lists the sections, whose pages list their own), so their links
      // would be bytes every visitor downloads and never sees (decision record 006); after
      // hydration, until a menu opens, they would be work the phone does for nothing (006).
      const html = await (await request.get('/about/bylaws')).text();
      expect(html).toContain('data-nav-panel');
      expect(html).not.toContain('href="/membership/guidelines"');
      await page.goto('/about/bylaws');
      await waitForHydration(page);
      const guidelines = page.locator('a[href="/membership/guidelines"]');
      await expect(guidelines).toHaveCount(0);
      if (!isDesktop(testInfo.project.name)) await page.locator('header details > summary').click();
      await page.getByRole('button', { name: 'MEMBERSHIP pages' }).click();
      await expect(guidelines).toHaveCount(1);
      await expect(guidelines).toBeVisible();
    },
  );

  test(
    'has a sticky header 5rem high, main, footer and the toast area',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/about/bylaws');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBe(80);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(toastRegion(page)).toHaveCount(1);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      expect((await header.boundingBox())?.y).toBe(0);
    },
  );

  test(
    'the sticky header never hides the element that receives focus',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 360 });
      await page.goto('/this-page-does-not-exist');
      await waitForHydration(page);
      // Keyboard back up from the footer: the browser scrolls each focused link into view, and the
      // first one inside main must land below the header, not under it.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).focus();
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Shift+Tab');
        if (await page.evaluate(() => !!document.activeElement?.closest('main'))) break;
      }
      const top = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.closest('main') ? focused.getBoundingClientRect().top : null;
      });
      expect(top).toBeGreaterThanOrEqual(80);
    },
  );

  test('the toast area exists on every kind of page', async ({ page }) => {
    for (const path of ['/', '/about', '/news', '/this-page-does-not-exist']) {
      await page.goto(path);
      await expect(toastRegion(page)).toHaveCount(1);
    }
  });
});

test.describe('moving between pages', () => {
  test('a link low on a page opens the next page at its top; Back returns to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Issuances' }).click();
    await expect(page).toHaveURL(/\/issuances$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('a link to a part of another page opens it at that part', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A link at the top of a Markdown body (the home page's introduction): it moves through the router.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/about/bylaws#footer-contact';
      link.textContent = 'Write to us';
      document.querySelector('main .prose-agia')?.prepend(link);
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Write to us' }).click();
    await expect(page).toHaveURL(/\/about\/bylaws#footer-contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/by-laws/i);
    await expect(page.locator('#footer-contact')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('an address whose #part is not valid percent-encoding opens the page at its top', async ({ page }) => {
    await page.goto('/about#%E0%A4%A');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link whose #part is not valid percent-encoding opens the page at its top', async ({ page }) => {
    await page.goto('/about/bylaws');
    await waitForHydration(page);
    // A #part that is not valid percent-encoding names no element: the page opens at its top.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/about#%E0%A4%A';
      link.textContent = 'Garbled part';
      document.querySelector('main .prose-agia')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Garbled part' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('shows the office, hours, phone, e-mail, social link, description and legal links', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('Quezon City');
    await expect(footer).toContainText('Monday to Friday, 8:00 AM to 5:00 PM');
    await expect(footer).toContainText(
      'The premier training institution and professional organisation of competent and trustworthy internal auditors in the public sector.',
    );
    await expect(footer.getByRole('link', { name: '(02) 8921 4057' })).toHaveAttribute(
      'href',
      'tel:+63289214057',
    );
    await expect(footer.getByRole('link', { name: 'info@agia.org.ph' })).toHaveAttribute(
      'href',
      'mailto:info@agia.org.ph',
    );
    const social = footer.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    await expect(social).toHaveAttribute('href', 'https://www.facebook.com/AGIAPhilippines');
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  test('is the same after hydration as the page was built with', async ({ page, request }) => {
    const messages = watchConsole(page);
    const html = await (await request.get('/about')).text();
    await page.goto('/about');
    await waitForHydration(page);
    const [prerendered, shown] = await page.evaluate((source) => {
      const built = new DOMParser().parseFromString(source, 'text/html');
      return [built.querySelector('footer')?.innerHTML, document.querySelector('footer')?.innerHTML];
    }, html);
    expect(prerendered).toContain('Quezon City');
    expect(shown).toBe(prerendered);
    expect(messages).toEqual([]);
  });

  test('its links to site pages move through the router, without reloading the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'News & updates' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/news/i);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.getByRole('contentinfo')).toContainText('Quezon City');
  });

  test('its Terms of Service link opens the terms page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('error screens', () => {
  test('an unknown address answers 404 with a designed page linking home and to the main sections', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['ABOUT US', '/about'],
      ['MEMBERSHIP', '/membership'],
      ['TRAINING & DEVELOPMENT', '/training'],
      ['NEWS & UPDATES', '/news'],
      ['ISSUANCES', '/issuances'],
      ['CONTACT US', '/contact'],
    ] as const) {
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    // Rendered afresh at this address, the page keeps the footer it was built with.
    await expect(page.getByRole('contentinfo')).toContainText('Quezon City');
    await main.getByRole('link', { name: /^MEMBERSHIP/ }).click();
    await expect(page).toHaveURL(/\/membership$/);
    expect(messages.filter((m) => !m.includes('404'))).toEqual([]);
  });

  test('an unknown address shows the not-found page from the data it carries, with no data download', async ({
    page,
  }) => {
    const data: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('static-loader-data')) data.push(request.url());
    });
    await page.goto('/this-page-does-not-exist');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(data).toEqual([]);
  });

  test('a page that fails to load shows the application error screen with a way home', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The next page's code cannot be fetched: the route fails instead of rendering.
    await page.route(/\/assets\/news-list-[^/]+\.js$/, (route) => route.abort());
    await page.route(/\/static-loader-data\/news\.[^/]+\.json$/, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'News & updates' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axeViolations(page)).toEqual([]);
    // Back to the page that worked: the shell comes back with its footer.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be shown');
    await expect(page.getByRole('contentinfo')).toContainText('Quezon City');
  });
});
