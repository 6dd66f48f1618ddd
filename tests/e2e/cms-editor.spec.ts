/**
 * The web editor with Decap's local backend (what `npm run cms` runs), on a copy of the fixture
 * content in a temporary folder: an editor creates a news article with an uploaded JPEG and a
 * training with the date picker, the files pass the content check and reach the site's data, then
 * the article is deleted. The repository's content/ is never touched.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startCms, type RunningCms } from '../../scripts/admin/cms';

const run = promisify(execFile);
const TODAY = '2026-11-22';

/** A free port on 127.0.0.1, so the test never collides with another server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs the content check on the copy, with the same command CI runs. */
async function contentCheck(root: string): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-content.ts', '--check'],
      {
        env: { ...process.env, CONTENT_ROOT: root, SITE_TODAY: TODAY },
      },
    );
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`content check failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

/** What the site is built from: the published news summaries and trainings of the copy. */
interface SiteData {
  problems: number;
  news: Array<{ slug: string; title: string; listImage: string }>;
  trainings: Array<{ id: string; date: string }>;
}

async function siteData(root: string): Promise<SiteData> {
  const script = [
    "import { buildContent } from './scripts/build-content.ts';",
    `const { problems, modules } = await buildContent(${JSON.stringify(root)}, ${JSON.stringify(TODAY)}, 'https://www.example.org');`,
    'const value = (name) => modules.find((m) => m.name === name).exports[0].value;',
    "console.log(JSON.stringify({ problems: problems.length, news: value('news-summaries'), trainings: value('trainings') }));",
  ].join('\n');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { maxBuffer: 20_000_000 },
  );
  const data = JSON.parse(stdout.trim().split('\n').at(-1)!) as SiteData;
  expect(data.problems).toBe(0);
  return data;
}

let root: string;
let cms: RunningCms;

test.beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'agia-cms-e2e-'));
  await cp('tests/fixtures/site/content', path.join(root, 'content'), { recursive: true });
  await cp('tests/fixtures/site/public', path.join(root, 'public'), { recursive: true });
  cms = await startCms({
    projectRoot: process.cwd(),
    siteDir: path.resolve('dist-fixture'),
    contentRoot: root,
    port: await freePort(),
    backendPort: await freePort(),
  });
});

test.afterAll(async () => {
  await cms?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

test('an editor creates a news article with a photo and a training, then deletes the article', async ({
  page,
}) => {
  // Generous: the editor's bundle is large and a shared test machine can be slow.
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const photo = path.join(root, 'Seminar Photo.JPG');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } })
    .jpeg()
    .toFile(photo);

  await page.goto(`${cms.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();

  // The article.
  await page.goto(`${cms.url}/admin/#/collections/news/new`);
  await page.locator('[id^="title-field"]').fill('Editors Meet the New Web Editor');
  await page.locator('[id^="date-field"]').fill('2026-11-20');
  await page
    .locator('[id^="excerpt-field"]')
    .fill('Staff of the secretariat tried the web editor for the first time.');
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.getByText('seminar-photo.jpg').first().click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.locator('[id^="imageAlt-field"]').fill('Secretariat staff around a laptop');
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type('The association now edits its website in the browser.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // Named after the title, as the scaffold names articles.
  const articleFile = path.join(root, 'content/news/editors-meet-the-new-web-editor.md');
  await expect
    .poll(() => readFile(articleFile, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toContain('title: Editors Meet the New Web Editor');
  const article = await readFile(articleFile, 'utf8');
  expect(article).toContain('date: 2026-11-20');
  expect(article).toContain('listImage: /images/news/seminar-photo.jpg');
  expect(await readdir(path.join(root, 'public/images/news'))).toContain('seminar-photo.jpg');

  // The training, its days chosen with the date picker.
  // A fresh load: the sign-in is kept, the article's editor is left behind.
  await page.goto('about:blank');
  await page.goto(`${cms.url}/admin/#/collections/trainings/entries/trainings-2027`);
  await page.getByRole('button', { name: /^Add trainings/ }).click();
  const item = page.locator('[id^="id-field"]').last();
  await item.fill('cms-test-2027-06');
  await page.locator('[id^="title-field"]').last().fill('Writing for the Web');
  await page.locator('[id^="date-field"]').last().fill('2027-06-10');
  await page.locator('[id^="endDate-field"]').last().fill('2027-06-11');
  await page.locator('[id^="type-field"]').last().click();
  await page.getByText('Face-to-face Training', { exact: true }).last().click();
  await page.locator('[id^="location-field"]').last().fill('Bayview Park Hotel, Ermita, Manila');
  await page.locator('[id^="time-field"]').last().fill('8:00AM – 5:00PM');
  await page
    .locator('[id^="registerLink-field"]')
    .last()
    .fill('https://forms.agia.org.ph/register/cms-test-2027-06');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  const trainingFile = path.join(root, 'content/trainings/2027.yaml');
  await expect
    .poll(() => readFile(trainingFile, 'utf8'), { timeout: 30_000 })
    .toContain('id: cms-test-2027-06');

  expect(await contentCheck(root)).toContain('Content check');
  const data = await siteData(root);
  expect(data.news.find((entry) => entry.slug === 'editors-meet-the-new-web-editor')).toMatchObject({
    title: 'Editors Meet the New Web Editor',
    listImage: '/images/news/seminar-photo.jpg',
  });
  expect(data.trainings.find((training) => training.id === 'cms-test-2027-06')).toMatchObject({
    date: '2027-06-10',
  });

  // Deleting the article removes its file; the content stays valid.
  await page.goto('about:blank');
  await page.goto(`${cms.url}/admin/#/collections/news/entries/editors-meet-the-new-web-editor`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect
    .poll(() => readdir(path.join(root, 'content/news')))
    .not.toContain('editors-meet-the-new-web-editor.md');
  expect(await contentCheck(root)).toContain('Content check');
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
