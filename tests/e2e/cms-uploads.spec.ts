/**
 * Every photo uploaded before one save is written. Decap kept the uploads of an entry keyed by
 * their bytes, so a second upload of the same photo under another name (the same picture chosen
 * for the news list and for the top of the article, as a phone gives it twice) replaced the first
 * and only the last was written (build-admin.ts, BUNDLE_FIXES). Here: three uploads, two of them
 * the same picture, in two fields and one visit to the media library, then one save.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { publish, signIn, startFixtureCms, type FixtureCms } from './cms-helpers';

let site: FixtureCms;

test.beforeAll(async () => {
  site = await startFixtureCms();
});

test.afterAll(async () => {
  await site?.close();
});

async function photo(name: string, colour: string): Promise<string> {
  const file = path.join(site.root, name);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

/**
 * Opens the media library from the first image field without a picture, uploads each file, and
 * chooses the last.
 */
async function upload(page: Page, files: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  for (const file of files) {
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByText(path.basename(file).toLowerCase().replace(/ /g, '-')).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test('three photos uploaded before one save are all written, two of them the same picture', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const opening = await photo('Opening.jpg', '#1d4e89');
  const workshop = await photo('Workshop.jpg', '#891d4e');
  // The same picture again under another name.
  const again = await photo('Opening copy.jpg', '#1d4e89');
  expect(await readFile(again)).toEqual(await readFile(opening));

  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await page.locator('[id^="title-field"]').fill('Photos From the Seminar');
  await page.locator('[id^="date-field"]').fill('2026-11-20');
  await page.locator('[id^="excerpt-field"]').fill('Three photos uploaded before one save.');
  await upload(page, [opening]);
  // Two uploads in one visit to the media library; the last is chosen.
  await upload(page, [workshop, again]);
  await page.locator('[id^="imageAlt-field"]').fill('Participants at the opening session');
  await page.locator('.cms-editor-raw [data-slate-editor="true"]').click();
  await page.keyboard.type('The seminar opened with ninety members.');
  await publish(page);

  const file = path.join(site.root, 'content/news/photos-from-the-seminar.md');
  await expect.poll(() => readFile(file, 'utf8').catch(() => ''), { timeout: 30_000 }).toContain('imageAlt:');
  const saved = await readFile(file, 'utf8');
  expect(saved).toContain('listImage: /images/news/opening.jpg\n');
  expect(saved).toContain('headerImage: /images/news/opening-copy.jpg\n');
  const folder = path.join(site.root, 'public/images/news');
  await expect
    .poll(() => readdir(folder))
    .toEqual(expect.arrayContaining(['opening.jpg', 'workshop.jpg', 'opening-copy.jpg']));
  expect(await readFile(path.join(folder, 'opening.jpg'))).toEqual(await readFile(opening));
  expect(await readFile(path.join(folder, 'opening-copy.jpg'))).toEqual(await readFile(opening));
  expect(await readFile(path.join(folder, 'workshop.jpg'))).toEqual(await readFile(workshop));
});

test('a photo over the size limit and an iPhone HEIC photo are refused when chosen, with what to do', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  const input = page.locator('input[type="file"]');
  // A phone's 21 MB photo: only the size is looked at before the refusal.
  await input.setInputFiles({
    name: 'Big Photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(21 * 1024 * 1024),
  });
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain(
    'Big Photo.jpg was not uploaded: it is too large, 21.0 MB (an image may be at most 20.0 MB)',
  );
  expect(messages[0]).toContain('On Windows: open it in Photos, then ... > Resize image');
  await input.setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: Buffer.alloc(1024) });
  await expect.poll(() => messages.length).toBe(2);
  expect(messages[1]).toContain('IMG_0412.HEIC was not uploaded: it is an iPhone photo in HEIC format');
  expect(messages[1]).toContain('Settings > Camera > Formats > Most Compatible');
  // A photo within the limit is still uploaded after the refusals.
  const small = await photo('Small.jpg', '#1d894e');
  await input.setInputFiles(small);
  await expect(page.getByText('small.jpg').first()).toBeVisible();
  const names = await readdir(path.join(site.root, 'public/images/news'));
  expect(names.filter((name) => /big|heic/i.test(name))).toEqual([]);
});
