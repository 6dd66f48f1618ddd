/**
 * News photos in a real browser: the cards and the article's header show a resized WebP copy the
 * build made (the smallest that fills the box), never the editor's original file. The fixture's
 * Cebu seminar article uses a 960 px JPEG for both.
 */
import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';

const ARTICLE = '/news/regional-seminar-cebu-2026';
const TITLE = 'Regional Seminar in Cebu City Brings Together Visayas Internal Auditors';
const ALT = 'Participants seated at the opening session of the Cebu regional seminar';

/** The address the browser chose among the copies, once the image has been decoded. */
async function loadedSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      message: 'the photo loads',
    })
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test(
  'a news photo reaches the visitor as a resized WebP copy, on the list and on its article',
  { tag: '@viewport' },
  async ({ page }) => {
    const messages = watchConsole(page);
    const width = page.viewportSize()!.width;
    const density = await page.evaluate(() => window.devicePixelRatio);

    await page.goto('/news');
    await waitForHydration(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
    const cardImage = card.getByRole('img', { name: ALT });
    const cardSource = await loadedSource(cardImage);
    expect(cardSource).toMatch(/^\/_img\/seminar-cebu-1-[0-9a-f]{10}-(480|960)\.webp$/);
    // On a wide screen the card is a third of the page: the 480 px copy fills it at one pixel per pixel.
    if (width >= 1024 && density === 1) expect(cardSource).toMatch(/-480\.webp$/);

    await card.getByRole('link', { name: TITLE, exact: true }).click();
    await expect(page).toHaveURL(ARTICLE);
    // The list stays on screen until the article is ready: wait for the article, as a visitor would.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const header = page.getByRole('main').getByRole('img', { name: ALT }).first();
    expect(await loadedSource(header)).toMatch(/^\/_img\/seminar-cebu-1-[0-9a-f]{10}-960\.webp$/);
    expect(await header.getAttribute('fetchpriority')).toBe('high');
    expect(messages).toEqual([]);
  },
);
