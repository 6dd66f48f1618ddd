/**
 * Every photo gallery in the built site, in a real browser: each thumbnail loads and shows, and
 * each one opens larger in the dialog. Galleries are found in the prerendered HTML (a link that
 * opens a dialog), so the test follows whatever articles the content holds; photos (JPEG, PNG,
 * WebP, served as resized copies under /_img/) and drawings (SVG) are checked alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { isArticleRoute, prerenderedRoutes, waitForHydration, watchConsole } from './support/site';

const GALLERY_LINK = /<a [^>]*aria-haspopup="dialog"/;

interface GalleryPage {
  route: string;
  /** Whether its gallery holds photos (resized copies under /_img/), not only drawings. */
  hasPhotos: boolean;
}

function galleryPages(): GalleryPage[] {
  return prerenderedRoutes()
    .filter(isArticleRoute)
    .flatMap((route) => {
      const html = readFileSync(path.join('dist', `${route}.html`), 'utf8');
      if (!GALLERY_LINK.test(html)) return [];
      return [
        {
          route,
          hasPhotos: /<a [^>]*href="\/_img\/[^"]+\.(jpe?g|png|webp)"[^>]*aria-haspopup="dialog"/.test(html),
        },
      ];
    });
}

const pages = galleryPages();

/** The image has been decoded (naturalWidth > 0): a broken or empty picture has none. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      message: 'the image loads',
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

test('the built site has at least one article with a photo gallery', () => {
  test.skip(pages.length === 0, 'no article in the content has a gallery');
  const withPhotos = pages.filter((page) => page.hasPhotos).map((page) => page.route);
  test
    .info()
    .annotations.push({ type: 'galleries', description: pages.map((page) => page.route).join(', ') });
  test.skip(withPhotos.length === 0, 'the galleries in the content hold drawings only');
  expect(withPhotos.length).toBeGreaterThan(0);
});

for (const { route, hasPhotos } of pages) {
  test(`${route}: every gallery thumbnail shows and opens in the dialog${hasPhotos ? ' (photos)' : ''}`, async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(route);
    await waitForHydration(page);
    const links = page.getByRole('main').locator('a[aria-haspopup="dialog"]');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);

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

      await link.click();
      const dialog = page.getByRole('dialog', { name: `Photo ${index + 1} of ${count}` });
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole('img', { name: alt! });
      await expect(large).toBeVisible();
      await expect(large).toHaveAttribute('src', (await link.getAttribute('href'))!);
      await expectLoaded(large);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(link).toBeFocused();
    }
    expect(messages).toEqual([]);
  });
}
