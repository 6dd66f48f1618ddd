/**
 * Every gallery of the fixture site, in a real browser: each thumbnail loads and shows, and each
 * one opens larger in the dialog. Galleries are found in the content build's output (a
 * div.md-gallery in an article body's HTML, as the build wrote it into each article's loader data
 * in dist-fixture/), not in the rendered pages, so a gallery that renders empty is caught. Galleries
 * hold photos only (JPEG, PNG, WebP, wrapped in <picture> by the image step): the content check
 * refuses a drawing (SVG) in one. Reading the
 * built site, not the generated modules, keeps the list right whichever content was built last.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { waitForHydration, watchConsole } from './support/site';

/** Where the fixture build writes each article's loader data: {slug}.{build hash}.json. */
const ARTICLE_DATA = 'dist-fixture/static-loader-data/news';

/** Each built article's slug and body HTML, read from its loader data. */
function newsArticles(): Array<{ slug: string; body: string }> {
  return readdirSync(ARTICLE_DATA)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const data = JSON.parse(readFileSync(path.join(ARTICLE_DATA, file), 'utf8')) as Record<
        string,
        { article?: { body?: string } } | null
      >;
      const body = Object.values(data).find((value) => typeof value?.article?.body === 'string')?.article
        ?.body;
      return body === undefined ? [] : [{ slug: file.split('.')[0]!, body }];
    });
}

interface GalleryArticle {
  route: string;
  /** Images in the article's galleries, in order. */
  images: number;
  /** Whether a gallery holds photos (the image step wrapped them in <picture>). */
  hasPhotos: boolean;
}

/** The galleries of a body as the content build wrote it (HTML). */
function galleriesIn(body: string): Element[] {
  return [...JSDOM.fragment(body).querySelectorAll('.md-gallery')];
}

function galleryArticles(): GalleryArticle[] {
  return newsArticles().flatMap((article) => {
    const galleries = galleriesIn(article.body);
    if (galleries.length === 0) return [];
    const figures = galleries.flatMap((gallery) => [...gallery.querySelectorAll('figure')]);
    const hasPhotos = galleries.some((gallery) => gallery.querySelector('picture') !== null);
    return [{ route: `/news/${article.slug}`, images: figures.length, hasPhotos }];
  });
}

const articles = galleryArticles();

test('the fixture site has galleries to check, and every one holds photos', () => {
  expect(articles.length).toBeGreaterThan(0);
  expect(articles.filter((article) => !article.hasPhotos)).toEqual([]);
});

/** The image has been decoded (naturalWidth > 0): a broken or empty picture has none. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      message: 'the image loads',
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

for (const { route, images, hasPhotos } of articles) {
  test(`${route}: every gallery thumbnail shows and opens in the dialog${hasPhotos ? ' (photos)' : ''}`, async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(route);
    await waitForHydration(page);
    const links = page.getByRole('main').locator('a[aria-haspopup="dialog"]');
    await expect(links).toHaveCount(images);
    const count = images;

    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const thumbnail = link.getByRole('img');
      await link.scrollIntoViewIfNeeded();
      await expect(thumbnail).toBeInViewport();
      await expect(thumbnail).toBeVisible();
      await expectLoaded(thumbnail);
      const box = await thumbnail.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      expect(box?.height ?? 0).toBeGreaterThan(30);
      const alt = await thumbnail.getAttribute('alt');
      expect(alt?.trim()).toBeTruthy();
      // Read before opening: the dialog hides the rest of the page from the accessibility tree.
      const href = await link.getAttribute('href');

      await link.click();
      const dialog = page.getByRole('dialog', { name: `Photo ${index + 1} of ${count}` });
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole('img', { name: alt! });
      await expect(large).toBeVisible();
      await expect(large).toHaveAttribute('src', href!);
      await expectLoaded(large);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(link).toBeFocused();
    }
    expect(messages).toEqual([]);
  });
}
