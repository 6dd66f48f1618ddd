/**
 * Every photo uploaded before one save is written. Decap kept the uploads of an entry keyed by
 * their bytes, so a second upload of the same photo under another name (the same picture chosen
 * for the news list and for the top of the article, as a phone gives it twice) replaced the first
 * and only the last was written (build-admin.ts, BUNDLE_FIXES). Here: four uploads, two of them
 * the same picture, one whose name another article's photo has (saved under the next free name,
 * never over it), in two fields and two visits to the media library, then one save.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadName } from '../../scripts/admin/upload-checks';
import { runContentBuild } from '../../scripts/build-content';
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
  const picture = sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } });
  await (name.endsWith('.png') ? picture.png() : picture.jpeg()).toFile(file);
  return file;
}

/**
 * Opens the media library from the first image field without a picture, uploads each file, and
 * chooses the last. `savedAs` gives the name a file is saved under when it is not its cleaned name.
 */
async function upload(page: Page, files: string[], savedAs: Record<string, string> = {}): Promise<void> {
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  for (const file of files) {
    await page.locator('input[type="file"]').setInputFiles(file);
    const name = savedAs[file] ?? uploadName(path.basename(file));
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test('photos uploaded before one save are all written, two the same picture, one under a taken name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const folder = path.join(site.root, 'public/images/news');
  const oldArticle = path.join(site.root, 'content/news/induction-of-officers-2026.md');
  const oldText = await readFile(oldArticle, 'utf8');
  const oldPhoto = await readFile(path.join(folder, 'induction-hall.jpg'));
  // Another article's photo is induction-hall.jpg: this one, cleaned, has the same name.
  const clash = await photo('Induction Hall.jpg', '#4e891d');
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
  await upload(page, [opening, clash], { [clash]: 'induction-hall-2.jpg' });
  // Two uploads in one visit to the media library; the last is chosen.
  await upload(page, [workshop, again]);
  await page.locator('[id^="imageAlt-field"]').fill('Participants at the opening session');
  await page.locator('.cms-editor-raw [data-slate-editor="true"]').click();
  await page.keyboard.type('The seminar opened with ninety members.');
  await publish(page);

  const file = path.join(site.root, 'content/news/photos-from-the-seminar.md');
  await expect.poll(() => readFile(file, 'utf8').catch(() => ''), { timeout: 30_000 }).toContain('imageAlt:');
  const saved = await readFile(file, 'utf8');
  expect(saved).toContain('listImage: /images/news/induction-hall-2.jpg\n');
  expect(saved).toContain('headerImage: /images/news/opening-copy.jpg\n');
  await expect
    .poll(() => readdir(folder))
    .toEqual(
      expect.arrayContaining([
        'opening.jpg',
        'workshop.jpg',
        'opening-copy.jpg',
        'induction-hall.jpg',
        'induction-hall-2.jpg',
      ]),
    );
  // The other article still shows its own photo; the new one has the new name.
  expect(await readFile(oldArticle, 'utf8')).toBe(oldText);
  expect(await readFile(path.join(folder, 'induction-hall.jpg'))).toEqual(oldPhoto);
  expect(await readFile(path.join(folder, 'induction-hall-2.jpg'))).toEqual(await readFile(clash));
  expect(await readFile(path.join(folder, 'opening.jpg'))).toEqual(await readFile(opening));
  expect(await readFile(path.join(folder, 'opening-copy.jpg'))).toEqual(await readFile(opening));
  expect(await readFile(path.join(folder, 'workshop.jpg'))).toEqual(await readFile(workshop));
});

test('a photo over the size limit and an iPhone HEIC photo are refused when chosen, with what to do', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  const input = page.locator('input[type="file"]');
  const notice = page.locator('.agia-notice');
  // A phone's 21 MB photo: only the size is looked at before the refusal.
  await input.setInputFiles({
    name: 'Big Photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(21 * 1024 * 1024),
  });
  await expect(notice).toHaveText(
    'Big Photo.jpg was not uploaded: it is 21.0 MB, over the 20 MB limit. Make it 2,400 pixels wide, then upload it again (Windows: Photos, ... > Resize image; Mac: Preview, Tools > Adjust Size).Close',
  );
  await expect(notice).toHaveAttribute('role', 'alert');
  await input.setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: Buffer.alloc(1024) });
  await expect(notice).toContainText(
    'IMG_0412.HEIC was not uploaded: browsers cannot show iPhone HEIC photos',
  );
  await expect(notice).toContainText('Settings > Camera > Formats > Most Compatible');
  // It stays until closed.
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  // A photo within the limit is still uploaded after the refusals.
  const small = await photo('Small.jpg', '#1d894e');
  await input.setInputFiles(small);
  await expect(page.getByText('small.jpg').first()).toBeVisible();
  const names = await readdir(path.join(site.root, 'public/images/news'));
  expect(names.filter((name) => /big|heic/i.test(name))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('photos named as phones and Windows name them are saved under clean names the content check accepts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const files = [
    await photo('Group Photo 1.JPG', '#1d4e89'),
    await photo('IMG_2034 (2).jpeg', '#4e891d'),
    await photo('forum(1).jpg', '#891d4e'),
    await photo('Ñoño café.png', '#4e1d89'),
    await photo('photo..jpg', '#89891d'),
  ];
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await page.locator('[id^="title-field"]').fill('Photos Named by a Phone');
  await page.locator('[id^="date-field"]').fill('2026-11-20');
  await page.locator('[id^="excerpt-field"]').fill('Five photos with the names a phone gives.');
  await upload(page, files);
  await page.locator('[id^="imageAlt-field"]').fill('A coloured test picture');
  await page.locator('.cms-editor-raw [data-slate-editor="true"]').click();
  await page.keyboard.type('Five photos from a phone.');
  await publish(page);

  const saved = path.join(site.root, 'content/news/photos-named-by-a-phone.md');
  await expect
    .poll(() => readFile(saved, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toContain('imageAlt:');
  expect(await readFile(saved, 'utf8')).toContain('listImage: /images/news/photo.jpg\n');
  const folder = path.join(site.root, 'public/images/news');
  await expect
    .poll(() => readdir(folder))
    .toEqual(
      expect.arrayContaining([
        'group-photo-1.jpg',
        'img-2034-2.jpeg',
        'forum-1.jpg',
        'nono-cafe.png',
        'photo.jpg',
      ]),
    );
  // The pull request's check has nothing to say about the uploads or the article.
  const report = await runContentBuild(site.root, { write: false, today: '2026-11-22' });
  expect((report ?? '').split('\n').filter((line) => /public\/images\/news|photos-named/.test(line))).toEqual(
    [],
  );
  expect(pageErrors).toEqual([]);
});

test('a save the editor refuses leaves no page error, and its notice stays until it is closed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Decap took its notice away with a timer after 8 seconds; the page's clock is moved past it.
  await page.clock.install();
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await page.locator('[id^="title-field"]').fill('A Refused Save');
  await page.locator('[id^="date-field"]').fill('2026-11-20');
  await page.locator('[id^="excerpt-field"]').fill('The text starts with a top-level heading.');
  await page.locator('.cms-editor-raw [data-slate-editor="true"]').click();
  await page.keyboard.type('# Highlights');
  await publish(page);
  const notice = page.getByText(/^Not saved: The text has a second top-level heading/);
  await expect(notice).toBeVisible();
  expect(pageErrors).toEqual([]);
  await page.clock.fastForward(60_000);
  // A notice taken away leaves with an animation that runs on real time (under a second): given
  // that time, it would be gone.
  await page.waitForTimeout(2_000);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(notice).toHaveCount(0);
});
