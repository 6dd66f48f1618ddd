import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_NEWS as newsSummaries } from './support/fixture-news';
import { waitForHydration, watchConsole } from './support/site';

/** Cards of the news list or the home section, in page order. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const formatted = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** The article of the fixture site with a header photo and a gallery of four JPEG photos. */
const GALLERY_ARTICLE = {
  slug: 'regional-seminar-cebu-2026',
  title: 'Regional Seminar in Cebu City Brings Together Visayas Internal Auditors',
  date: '2026-09-25',
  location: 'Cebu City',
  excerpt: newsSummaries[2]!.excerpt!,
  imageAlt: 'Participants seated at the opening session of the Cebu regional seminar',
};
/** An article of the fixture site without a photo. */
const TEXT_ARTICLE = newsSummaries[1]!;

test.describe('news list', () => {
  test('shows 12 cards newest first, each with date, title link, excerpt and Read more', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/news');
    await waitForHydration(page);
    await expect(page).toHaveTitle('News & Updates - AGIA');
    await expect(cards(page)).toHaveCount(12);
    const first = newsSummaries[0]!;
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(card.getByText(formatted(first.date))).toBeVisible();
    await expect(card.getByText(first.excerpt!)).toHaveCSS('-webkit-line-clamp', '3');
    await expect(card.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
      'href',
      `/news/${first.slug}`,
    );
    await expect(card.getByRole('link', { name: /^Read more/ })).toHaveAttribute(
      'href',
      `/news/${first.slug}`,
    );
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles).toEqual(newsSummaries.slice(0, 12).map((article) => article.title));
    expect(messages).toEqual([]);
  });

  test('a card without a photo is a compact text card; dates and titles line up across a row', async ({
    page,
  }) => {
    await page.goto('/news');
    const textCard = cards(page).filter({ has: page.getByRole('heading', { name: TEXT_ARTICLE.title }) });
    await expect(textCard.locator('img, picture, svg')).toHaveCount(0);
    await expect(textCard).toContainText(`${formatted(TEXT_ARTICLE.date)} · Pasay City`);
    // Compact: the title follows the date, the excerpt follows the title, with no panel between.
    const titleBox = (await textCard.getByRole('heading').boundingBox())!;
    const excerptBox = (await textCard.getByText(TEXT_ARTICLE.excerpt!).boundingBox())!;
    expect(excerptBox.y - (titleBox.y + titleBox.height)).toBeLessThan(24);
    const photoCard = cards(page).filter({ has: page.getByRole('heading', { name: GALLERY_ARTICLE.title }) });
    await expect(photoCard.getByRole('img', { name: GALLERY_ARTICLE.imageAlt })).toHaveAttribute(
      'src',
      /\/seminar-cebu-1-[0-9a-f]{10}-\d+\.jpg$/,
    );
    // Beside a photo card (same row on wide screens) dates, titles and read-more links line up.
    const [textBox, photoBox] = [(await textCard.boundingBox())!, (await photoCard.boundingBox())!];
    if (textBox.y === photoBox.y) {
      for (const part of [
        (card: typeof textCard) => card.locator('time'),
        (card: typeof textCard) => card.getByRole('heading'),
        (card: typeof textCard) => card.getByRole('link', { name: /^Read more/ }),
      ]) {
        const [a, b] = [(await part(textCard).boundingBox())!, (await part(photoCard).boundingBox())!];
        expect(a.y).toBeCloseTo(b.y, 0);
      }
    }
    // Only the fixture's photo article shows a picture on the list.
    const withPhoto = newsSummaries.slice(0, 12).filter((article) => article.photo).length;
    await expect(cards(page).locator('img')).toHaveCount(withPhoto);
  });

  test('pages through the list with Next page and Previous page links', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/news');
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'News pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect(pages.getByRole('link', { name: /Previous page/ })).toHaveCount(0);
    await pages.getByRole('link', { name: /Next page/ }).click();
    await expect(page).toHaveURL('/news/page/2');
    await expect(page).toHaveTitle('News & Updates - Page 2 - AGIA');
    await expect(cards(page)).toHaveCount(newsSummaries.length - 12);
    await expect(cards(page).first().getByRole('heading')).toHaveText(newsSummaries[12]!.title);
    await pages.getByRole('link', { name: /Previous page/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/news');
    await expect(cards(page)).toHaveCount(12);
    expect(messages).toEqual([]);
  });

  test('page 2 is prerendered and its HTML carries only its own summaries', async ({ page }) => {
    const response = await page.request.get('/news/page/2');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(newsSummaries[12]!.title);
    expect(html).not.toContain(newsSummaries[0]!.excerpt!);
    expect(html).toContain('rel="alternate" type="application/atom+xml"');
  });
});

test.describe('news article', () => {
  test('shows header image, title, date, location, body, Back to news and Return home', async ({ page }) => {
    const messages = watchConsole(page);
    const article = GALLERY_ARTICLE;
    await page.goto(`/news/${article.slug}`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${article.title} - AGIA`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.excerpt);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/news/feed.xml',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(`${formatted(article.date)} · ${article.location}`)).toBeVisible();
    await expect(page.getByRole('img', { name: article.imageAlt }).first()).toHaveAttribute(
      'src',
      /\/seminar-cebu-1-[0-9a-f]{10}-\d+\.jpg$/,
    );
    const figure = page.locator('figure', { hasText: 'Group work on the sample audit plan.' });
    await expect(figure.locator('figcaption')).toBeVisible();
    await page.getByRole('link', { name: 'Back to news' }).click();
    await expect(page).toHaveURL('/news');
    await page.goBack();
    await page.getByRole('link', { name: 'Return home' }).click();
    await expect(page).toHaveURL('/');
    expect(messages).toEqual([]);
  });

  test('opens gallery photos larger in a dialog, by mouse and by keyboard', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`/news/${GALLERY_ARTICLE.slug}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: /small groups around a table.*view larger/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo 2 of 4' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'Participants working in small groups around a table' }),
    ).toBeVisible();
    await expect(dialog.getByText('Group work on the sample audit plan.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 3 of 4' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /small groups around a table.*view larger/ })).toBeFocused();

    const keynote = page.getByRole('link', { name: /seated at the opening session.*view larger/ });
    await keynote.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Photo 1 of 4' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(keynote).toBeFocused();
    expect(messages).toEqual([]);
  });

  test('opens links to other websites in a new tab with rel="noopener noreferrer"', async ({ page }) => {
    await page.goto('/news/arta-champion-criteria');
    const external = page.getByRole('main').getByRole('link', { name: 'arta.gov.ph' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('blockquote')).toContainText('existed for at least six months');
  });

  test('closes the photo on a tap outside it, and keeps the page still while it is open', async ({
    page,
  }) => {
    await page.goto(`/news/${GALLERY_ARTICLE.slug}`);
    await waitForHydration(page);
    const photo = page.getByRole('main').locator('a[aria-haspopup="dialog"]').first();
    await photo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.mouse.click(4, 4);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(photo).toBeFocused();
  });

  test('carries only its own article in the page data, and the newest others as links', async ({ page }) => {
    const [own, newest] = newsSummaries;
    const oldest = newsSummaries.at(-1)!;
    const html = await (await page.request.get(`/news/${own!.slug}`)).text();
    expect(html).toContain(own!.excerpt!);
    // "More news" lists the newest other articles by title and link, without their text.
    expect(html).toContain(`/news/${newest!.slug}`);
    expect(html).not.toContain(newest!.excerpt!);
    expect(html).not.toContain(oldest.slug);
  });

  test('lists the three newest other articles under More news', async ({ page }) => {
    const [own, ...others] = newsSummaries;
    await page.goto(`/news/${own!.slug}`);
    const more = page.getByRole('region', { name: 'More news' });
    await expect(more.getByRole('listitem').getByRole('link')).toHaveText(
      others.slice(0, 3).map((article) => article.title),
    );
    await more.getByRole('link', { name: 'All news and updates' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

/** The head tags a visitor's browser and assistive technology read, as the page has them now. */
const headNow = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
    ogTitles: [...document.querySelectorAll('meta[property="og:title"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
  }));

test.describe('the page head', () => {
  test('follows moves inside the site: one title, description and canonical address, of the page shown', async ({
    page,
  }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const list = await headNow(page);
    expect(list.titles).toEqual(['News & Updates - AGIA']);
    expect(list.canonicals).toHaveLength(1);
    const article = newsSummaries[0]!;
    await cards(page).first().getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(`/news/${article.slug}`);
    await expect.poll(async () => (await headNow(page)).titles).toEqual([`${article.title} - AGIA`]);
    const shown = await headNow(page);
    expect(shown.descriptions).toHaveLength(1);
    expect(shown.descriptions[0]).not.toBe(list.descriptions[0]);
    expect(shown.canonicals).toHaveLength(1);
    expect(shown.canonicals[0]).toMatch(new RegExp(`/news/${article.slug}$`));
    expect(shown.ogTitles).toEqual([`${article.title} - AGIA`]);
    await page.goBack();
    await expect.poll(async () => headNow(page)).toEqual(list);
  });

  test('of a page rendered afresh (an unknown article) has each tag once', async ({ page }) => {
    await page.goto('/news/no-such-article');
    await waitForHydration(page);
    const head = await headNow(page);
    expect(head.titles).toEqual(['Article not found - AGIA']);
    expect(head.descriptions).toHaveLength(1);
    expect(head.ogTitles).toEqual(['Article not found - AGIA']);
  });
});

test.describe('unknown article', () => {
  test('a direct visit answers 404 and shows Article not found', async ({ page }) => {
    const messages = watchConsole(page);
    const response = await page.goto('/news/no-such-article');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByText('The news article you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle('Article not found - AGIA');
    await page.getByRole('link', { name: 'Back to news' }).click();
    await expect(page).toHaveURL('/news');
    expect(messages.filter((m) => !m.includes('404') && !m.endsWith('/news/no-such-article'))).toEqual([]);
  });

  test('navigating inside the site to an unknown slug shows Article not found', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/news');
    await waitForHydration(page);
    // A move inside the site without a link to follow: the router follows the browser's history.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/news/no-such-article');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByText('The news article you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
    // The browser reports the data file the unknown article does not have (a 404); nothing else.
    const missing = /static-loader-data\/news\/no-such-article\.\w+\.json$/;
    expect(messages.filter((m) => !missing.test(m) && !m.includes('status of 404'))).toEqual([]);
  });
});

test("moving from the list to an article reads that article's data file, through the build's data manifest", async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.goto('/news');
  await waitForHydration(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const first = newsSummaries[0]!;
  await cards(page)
    .first()
    .getByRole('link', { name: /^Read more/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  // vite-react-ssg's loaders read the build's map of data files once, then the page's own file.
  expect(requested.filter((path) => path.startsWith('/static-loader-data'))).toEqual([
    expect.stringMatching(/^\/static-loader-data-manifest-\w+\.json$/),
    expect.stringMatching(new RegExp(`^/static-loader-data/news/${first.slug}\\.\\w+\\.json$`)),
  ]);
  expect(messages).toEqual([]);
});

test('home shows the latest 3 articles with Read more links and a link to all news', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Latest news' });
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    newsSummaries.slice(0, 3).map((a) => a.title),
  );
  await expect(section.getByRole('link', { name: /^Read more/ })).toHaveCount(3);
  await expect(section.getByText(formatted(newsSummaries[0]!.date))).toBeVisible();
  await section.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL('/news');
  expect(messages).toEqual([]);
});

// The feed's entries are checked on the built files (tests/built/files.test.ts).

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('an article and its gallery work from the prerendered HTML', async ({ page }) => {
    await page.goto(`/news/${GALLERY_ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    const photo = page.getByRole('link', { name: /small groups around a table.*view larger/ });
    await expect(photo).toHaveAttribute('href', /\/seminar-cebu-2-[0-9a-f]{10}-\d+\.jpg$/);
    await page.goto('/news/page/2');
    await expect(cards(page).first()).toBeVisible();
  });
});

test('every article of the fixture site has a prerendered page', () => {
  const files = readdirSync('dist-fixture/news').filter((name) => name.endsWith('.html'));
  expect(files.sort()).toEqual(newsSummaries.map((article) => `${article.slug}.html`).sort());
});
