import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';

/** The cards of /about/board-directors: the officers' list, then the other directors'. */
const boardEntries = (page: Page) =>
  page.getByRole('list', { name: /^(Officers|Members of the Board)$/ }).locator(':scope > li');

test.describe('About pages', () => {
  test('/about gives the background, legislative foundation and mandate', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    for (const name of ['Background', 'Legislative foundation', 'Mandate']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('Republic Act No. 3456 of 1962');
    await expect(main).toContainText('amended in 1965 by Republic Act No. 4177');
    await expect(main).toContainText('Administrative Order No. 278 of 1992');
    await expect(main).toContainText('Administrative Order No. 70 of 2003');
  });

  test('/about links to every page of its menu section, with JavaScript off too', async ({ browser }) => {
    // The menu's sub-page links exist only in an open menu, with JavaScript; this list is the way in without it.
    // The About section of the fixture site's navigation.yaml.
    const section = [
      '/about/what-is-agia',
      '/about/vision-mission',
      '/about/bylaws',
      '/about/advisory-council',
      '/about/board-directors',
      '/election',
      '/about/secretariat',
    ].map((path) => ({ path }));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    // Once in the cards under the page's text and once in the section menu beside it (prerendered).
    const links = page.getByRole('main').getByRole('link');
    const sideMenu = page.getByRole('navigation', { name: 'About us pages' });
    const cards = page.getByRole('list', { name: 'About us pages' }).getByRole('link');
    await expect(cards).toHaveCount(section.length);
    for (const { path } of section) {
      await expect(cards.and(page.locator(`[href="${path}"]`))).toHaveCount(1);
      await expect(links.and(page.locator(`[href="${path}"]`))).toHaveCount(2);
      await expect(sideMenu.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await context.close();
  });

  test('/about/what-is-agia describes the association', async ({ page }) => {
    await page.goto('/about/what-is-agia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is AGIA');
    await expect(page.getByRole('main')).toContainText('founded in 1959');
  });

  test('/about/vision-mission shows the vision, the mission and four core values', async ({ page }) => {
    await page.goto('/about/vision-mission');
    await expect(page.getByRole('heading', { level: 2, name: 'Vision', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mission', exact: true })).toBeVisible();
    const values = page.getByRole('heading', { level: 3 });
    await expect(values).toHaveText(['Commitment', 'Service Excellence', 'Resilience', 'Teamwork']);
  });

  test('/about/bylaws shows six summary cards and a working link to the full PDF', async ({
    page,
    request,
  }) => {
    await page.goto('/about/bylaws');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Name & Domicile',
      'Membership',
      'Board of Directors',
      'Meetings',
      'Elections',
      'Amendments',
    ]);
    const link = page.getByRole('link', { name: /Download a summary of the By-Laws \(PDF, \d+ KB\)/ });
    const href = await link.getAttribute('href');
    expect(href).toBe('/documents/agia-by-laws.pdf');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('/about/advisory-council lists the founder and 14 past leaders with years, and photos where given', async ({
    page,
  }) => {
    await page.goto('/about/advisory-council');
    const entries = page.getByRole('list', { name: 'The Advisory Council' }).locator(':scope > li');
    await expect(entries).toHaveCount(15);
    await expect(entries.first()).toContainText('Founder and Chairman');
    await expect(entries.first()).toContainText('1959–1965');
    for (const entry of await entries.all()) {
      await expect(entry).toContainText(/(19|20)\d{2}–(19|20)\d{2}/);
      // A photo with fixed dimensions, or nothing in its place (no initials, no placeholder).
      const photo = entry.locator('img');
      if ((await photo.count()) === 0) {
        await expect(entry.locator(':scope > *')).toHaveCount(1);
        continue;
      }
      await expect(photo).toHaveAttribute('width', '160');
      await expect(photo).toHaveAttribute('height', '160');
      await expect(photo).toHaveAttribute('alt', /.*/);
    }
  });

  test('/about/board-directors lists 17 members, officers first, and renders no empty field', async ({
    page,
  }) => {
    await page.goto('/about/board-directors');
    const entries = boardEntries(page);
    await expect(entries).toHaveCount(17);
    // The twelve officers of the fixture's Board, then the other five directors, each under a heading.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Officers',
      'Members of the Board',
    ]);
    await expect(page.getByRole('list', { name: 'Officers' }).locator(':scope > li')).toHaveCount(12);
    await expect(page.getByRole('list', { name: 'Members of the Board' }).locator(':scope > li')).toHaveCount(
      5,
    );
    await expect(entries.first()).toContainText('Maria Cristina D. Reyes, CPA, CIA');
    await expect(entries.first()).toContainText('President');
    // A member with only name, credentials and position: nothing else is rendered for her.
    const ocampo = entries.filter({ hasText: 'Josefina R. Ocampo' });
    await expect(ocampo.locator('p')).toHaveText(['Ex-Officio Director/Immediate Past-President']);
    // A member without credentials gets no stray comma after the name.
    await expect(entries.filter({ hasText: 'Maricel S. Aguilar' }).getByRole('heading')).toHaveText(
      'Maricel S. Aguilar',
    );
    const emptyElements = await entries.evaluateAll((items) =>
      items.flatMap((item) =>
        [...item.querySelectorAll('h3, p, span')]
          .filter((element) => element.textContent?.trim() === '')
          .map((element) => element.outerHTML),
      ),
    );
    expect(emptyElements).toEqual([]);
    const headings = await entries.getByRole('heading').allTextContents();
    expect(headings.filter((heading) => /,\s*$|,\s*,/.test(heading))).toEqual([]);
  });

  test(
    '/about/board-directors shows a JPEG photo where one is given, a text card in one tone otherwise',
    { tag: '@viewport' },
    async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto('/about/board-directors');
      await waitForHydration(page);
      const entries = boardEntries(page);
      const photo = entries.filter({ hasText: 'Lourdes P. Santiago' }).locator('img');
      await expect(photo).toHaveCount(1);
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.(jpe?g|webp)$/);
      // Without a photo: no picture and nothing standing in for one; the name starts the card.
      const ocampo = entries.filter({ hasText: 'Josefina R. Ocampo' });
      await expect(ocampo.locator('img, svg, [aria-hidden="true"]')).toHaveCount(0);
      const withoutPhoto = entries.filter({ hasNot: page.locator('img') });
      expect(await withoutPhoto.count()).toBeGreaterThan(1);
      // One tone for everyone: every card has the same background, border and heading colour, and
      // no colour is set on an element by itself.
      const looks = await entries.evaluateAll((items) =>
        items.map((item) => {
          const heading = item.querySelector('h3')!;
          const style = getComputedStyle(item);
          return [style.backgroundColor, style.borderColor, getComputedStyle(heading).color].join(' ');
        }),
      );
      expect(new Set(looks).size).toBe(1);
      await expect(entries.locator('[style]')).toHaveCount(0);
      // The name lines up with the card's text edge, not shifted by a missing picture.
      const cardBox = (await ocampo.boundingBox())!;
      const headingBox = (await ocampo.getByRole('heading').boundingBox())!;
      expect(headingBox.x - cardBox.x).toBeLessThanOrEqual(24);
      // A photo sits left of the name on a phone's full-width card, small enough for a compact
      // list, and above it from 640 px, where three cards share a row and the name keeps the
      // card's width. Either way it starts at the card's text edge.
      const santiago = entries.filter({ hasText: 'Lourdes P. Santiago' });
      const photoBox = (await photo.boundingBox())!;
      const santiagoCard = (await santiago.boundingBox())!;
      const santiagoHeading = (await santiago.getByRole('heading').boundingBox())!;
      const phone = page.viewportSize()!.width < 640;
      if (phone) expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(santiagoHeading.x);
      else {
        expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(santiagoHeading.y);
        expect(santiagoHeading.x).toBe(photoBox.x);
      }
      expect(photoBox.x - santiagoCard.x).toBeLessThanOrEqual(24);
      expect(photoBox.width).toBeLessThanOrEqual(phone ? 56 : 80);
      expect(messages).toEqual([]);
    },
  );

  test('/about/secretariat lists 7 staff with name, position and photos where given', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/about/secretariat');
    const entries = page.getByRole('list', { name: 'The Secretariat' }).locator(':scope > li');
    await expect(entries).toHaveCount(7);
    await expect(entries.first()).toContainText('Teresita G. Mendoza');
    await expect(entries.first()).toContainText('Executive Director');
    // Nothing stands in for a missing photo: each entry holds a photo at most, and its text.
    const shapes = await entries.evaluateAll((items) =>
      items.map((item) =>
        [...item.children]
          .map((child) => (child.matches('img, picture') ? 'photo' : child.tagName))
          .join(' '),
      ),
    );
    expect(shapes.filter((shape) => shape !== 'DIV' && shape !== 'photo DIV')).toEqual([]);
    await expect(entries.locator('[aria-hidden="true"]')).toHaveCount(0);
    await waitForHydration(page);
    // Every photo there is loads.
    for (const image of await entries.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(messages).toEqual([]);
  });
});
