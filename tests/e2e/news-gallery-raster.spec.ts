/**
 * Every gallery of the built site, in a real browser: each thumbnail loads and shows, and each one
 * opens larger in the dialog. Galleries are found in the content build's output (a div.md-gallery
 * in an article body's HTML), not in the rendered pages, so a gallery that renders empty is caught;
 * photos (JPEG, PNG, WebP, wrapped in <picture> by the image step) and drawings (SVG) alike.
 */
import { expect, test, type Locator } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { newsArticles } from '../../src/content/generated/news';
import { waitForHydration, watchConsole } from './support/site';

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
  return newsArticles.flatMap((article) => {
    const galleries = galleriesIn(article.body);
    if (galleries.length === 0) return [];
    const figures = galleries.flatMap((gallery) => [...gallery.querySelectorAll('figure')]);
    const hasPhotos = galleries.some((gallery) => gallery.querySelector('picture') !== null);
    return [{ route: `/news/${article.slug}`, images: figures.length, hasPhotos }];
  });
}

const articles = galleryArticles();

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
