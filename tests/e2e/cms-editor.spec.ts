/**
 * The web editor with Decap's local backend (what `npm run cms` runs), on a copy of the fixture
 * content in a temporary folder (Markdown round trips: cms-markdown.spec.ts; uploads:
 * cms-uploads.spec.ts). An editor creates a news
 * article with an uploaded JPEG and a training with the date fields; the files pass the content
 * check (which also proves they are laid out as the editor saves them) and reach the site's data;
 * a build of the copy, in a test of its own without the browser, renders them; then the article
 * is deleted. Saving an existing training and the board list changes only the edited line, and
 * taking the edit back gives the files back byte for byte. The repository's content/ is never
 * touched; dist-fixture/ (built before the suite) serves the editor.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startCms, type RunningCms } from '../../scripts/admin/cms';
import { freePort } from './cms-helpers';

const run = promisify(execFile);
const TODAY = '2026-11-22';

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

/**
 * Builds the site from the edited copy, as CI would after the pull request, into a project copy
 * of its own (the content build writes .generated/<build>/ and Vite its temp folder under the
 * working directory, which the repository's own builds must not share). Returns the built folder.
 */
async function buildSite(contentRoot: string): Promise<string> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'agia-cms-e2e-site-'));
  const needed = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'src', 'scripts'];
  for (const entry of needed)
    await cp(entry, path.join(project, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated${path.sep}`),
    });
  await symlink(path.resolve('node_modules'), path.join(project, 'node_modules'), 'dir');
  const env = { ...process.env, CONTENT_ROOT: contentRoot, SITE_TODAY: TODAY, NODE_ENV: 'production' };
  try {
    for (const script of ['scripts/build-content.ts', 'scripts/build/build-pages.ts'])
      await run(process.execPath, ['--import', 'tsx', script], { cwd: project, env, maxBuffer: 20_000_000 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`the site build failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
  return path.join(project, 'dist');
}

/** What the site is built from: the published news summaries and trainings of the copy. */
interface SiteData {
  problems: number;
  news: Array<{ slug: string; title: string; listImage: string }>;
  trainings: Array<{ id: string; date: string }>;
}

async function siteData(root: string): Promise<SiteData> {
  const script = [
    `import { buildContent } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/build-content.ts')).href)};`,
    `const { problems, modules } = await buildContent(${JSON.stringify(root)}, ${JSON.stringify(TODAY)}, 'https://www.example.org');`,
    'const value = (name) => modules.find((m) => m.name === name).exports[0].value;',
    "console.log(JSON.stringify({ problems: problems.length, news: value('news-summaries'), trainings: value('trainings') }));",
  ].join('\n');
  // A module file, not --eval: Node 20 refuses --input-type beside tsx's --import.
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'agia-site-data-')), 'read.mts');
  await writeFile(file, script);
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
    maxBuffer: 20_000_000,
  }).finally(() => rm(path.dirname(file), { recursive: true, force: true }));
  const data = JSON.parse(stdout.trim().split('\n').at(-1)!) as SiteData;
  expect(data.problems).toBe(0);
  return data;
}

/**
 * Opens an existing entry, edits one field at its end and saves; returns the file as saved. (The
 * editor saves only an entry that differs from the saved one, so "unchanged" is shown by a change
 * and a second save that takes it back.)
 */
async function editAndSave(
  page: Page,
  entry: string,
  file: string,
  field: string,
  edit: (input: Locator) => Promise<void>,
): Promise<string> {
  const before = await readFile(file, 'utf8');
  await page.goto('about:blank');
  await page.goto(`${cms.url}/admin/#/collections/${entry}`);
  const input = page.locator(`[id^="${field}-field"]`).first();
  await input.click();
  await input.press('End');
  await edit(input);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  // decap-server truncates the file before it writes it: wait for the new text, read twice alike.
  let saved = before;
  await expect
    .poll(
      async () => {
        const now = await readFile(file, 'utf8');
        if (now === '' || now === before || now !== (await readFile(file, 'utf8'))) return false;
        saved = now;
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return saved;
}

// The tests share the copy: the second saves what the third builds and the fourth deletes.
test.describe.configure({ mode: 'serial' });

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

test('the editor does not start inside a frame of another page', async ({ page }) => {
  // Another origin (about:blank) framing /admin, as a page trying to trick an editor would.
  await page.setContent(
    `<iframe src="${cms.url}/admin/" title="framed editor" width="800" height="400"></iframe>`,
  );
  const framed = page.frameLocator('iframe');
  await expect(
    framed.getByText('The web editor does not run inside another page. Open it in its own tab.'),
  ).toBeVisible();
  await expect(framed.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // The same address opened on its own starts the editor.
  await page.goto(`${cms.url}/admin/`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test("on /admin, scripts run only from the editor's own folder", async ({ page }) => {
  // A script planted elsewhere on the site (here among the photos, served as JavaScript).
  await writeFile(path.join(root, 'public/images/planted.js'), 'window.planted = true;\n');
  await page.goto(`${cms.url}/admin/`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve(`refused ${event.violatedDirective} ${event.blockedURI}`),
          { once: true },
        );
        const script = document.createElement('script');
        script.src = '/images/planted.js';
        script.onload = () => resolve('ran');
        document.head.append(script);
      }),
  );
  expect(outcome).toMatch(/^refused script-src-elem http:\/\/127\.0\.0\.1:\d+\/images\/planted\.js$/);
  expect(await page.evaluate(() => (window as { planted?: boolean }).planted)).toBeUndefined();
  // public/ takes only photos and PDFs: the content check of the next test would refuse it.
  await rm(path.join(root, 'public/images/planted.js'));
});

test('an editor creates a news article with a photo and a training', async ({ page }) => {
  // Generous: the editor's bundle is large and a shared test machine can be slow.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const photo = path.join(root, 'Seminar Photo.JPG');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } })
    .jpeg()
    .toFile(photo);

  await page.goto(`${cms.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();

  // The article. A blank new entry does not claim to be saved.
  await page.goto(`${cms.url}/admin/#/collections/news/new`);
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await expect(page.getByText(/changes saved/i)).toHaveCount(0);
  // A title already published is refused before saving (the editor would write a copy, x-1.md),
  // and so is a top-level heading in the text (the pull request's check would refuse it).
  await page.locator('[id^="title-field"]').fill('Risk-Based Internal Audit Training Held in Davao City');
  await page.locator('[id^="date-field"]').fill('2026-11-20');
  await page.locator('[id^="excerpt-field"]').fill('The same title again.');
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type('# Highlights');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The association now edits its website in the browser.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(
    page.getByText(
      'Not saved: The text has a second top-level heading, "# Highlights" (the title is the page\'s only one): write ## Highlights. An article titled "Risk-Based Internal Audit Training Held in Davao City" is already on the site: give this one a title of its own, or open the published article to change it.',
    ),
  ).toBeVisible();
  // The heading as the message says (the raw editor has one block per line).
  await page.locator('.cms-editor-raw [data-slate-editor="true"] > *').first().click();
  await page.keyboard.press('Home');
  await page.keyboard.type('#');
  // A title of its own (typed over the old one: the field keeps its text after a refused save).
  await page.locator('[id^="title-field"]').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Editors Meet the New Web Editor');
  await expect(page.locator('[id^="title-field"]')).toHaveValue('Editors Meet the New Web Editor');
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
  // The preview shows the uploaded photo before anything is saved, with the site's stylesheet.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('h1')).toHaveText('Editors Meet the New Web Editor');
  await expect(preview.getByText('November 20, 2026')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('article-preview.png') });
  await expect
    .poll(() =>
      preview
        .locator('img[alt="Secretariat staff around a laptop"]')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // Named after the title, as the scaffold names articles.
  const articleFile = path.join(root, 'content/news/editors-meet-the-new-web-editor.md');
  await expect
    .poll(() => readFile(articleFile, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toContain('title: Editors Meet the New Web Editor');
  const article = await readFile(articleFile, 'utf8');
  expect(article).toContain('date: 2026-11-20');
  expect(article).toContain('## Highlights\nThe association now edits its website in the browser.\n');
  expect(article).toContain('listImage: /images/news/seminar-photo.jpg');
  expect(await readdir(path.join(root, 'public/images/news'))).toContain('seminar-photo.jpg');

  // The training, its days typed the way the site writes them.
  // A fresh load: the sign-in is kept, the article's editor is left behind.
  await page.goto('about:blank');
  await page.goto(`${cms.url}/admin/#/collections/trainings/new`);
  // An id already used by a published training is refused too (the editor would save x-1.yaml).
  await page.locator('[id^="id-field"]').fill('rbia-2026-03');
  await page.locator('[id^="title-field"]').fill('Writing for the Web');
  await page.locator('[id^="date-field"]').fill('2027-06-10');
  // The form shows the day as the site does, and refuses a last day before the first and one
  // fee without the other before anything is saved.
  await expect(page.getByText('Shown on the site as June 10, 2027')).toBeVisible();
  await page.locator('[id^="endDate-field"]').fill('2027-06-09');
  await page.locator('[id^="member-fee-field"]').fill('3500');
  await page.locator('[id^="type-field"]').click();
  await page.getByText('Face-to-face Training', { exact: true }).click();
  await page.locator('[id^="location-field"]').fill('Bayview Park Hotel, Ermita, Manila');
  await page.locator('[id^="time-field"]').fill('8:00AM – 5:00PM');
  await page
    .locator('[id^="registerLink-field"]')
    .fill('https://forms.agia.org.ph/register/cms-test-2027-06');
  // Required until the training has ended: the labels say so, without Decap's "(optional)".
  await expect(page.locator('label[for^="summary-field"]')).toContainText(
    'Summary (required until the training has ended)',
  );
  await expect(page.locator('label[for^="summary-field"] > span')).toBeHidden();
  await expect(page.locator('label[for^="location-field"]')).toHaveText('Location');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(
    page.getByText(
      'Not saved: End date (June 9, 2027) is before the date (June 10, 2027). Fee for members is filled in but not the fee for non-members: fill in both, or neither. A training that has not ended yet needs the summary (two to four sentences on what participants learn) and the CPD units (a number, or choose No CPD units): fill them in. A training with the id rbia-2026-03 is already on the site (/training/events/rbia-2026-03): give this one an id of its own.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('training-form-errors.png') });
  const idField = page.locator('[id^="id-field"]');
  await idField.click();
  await idField.press('End');
  for (let typed = 0; typed < 'rbia-2026-03'.length; typed += 1) await idField.press('Backspace');
  await idField.pressSequentially('cms-test-2027-06');
  await expect(idField).toHaveValue('cms-test-2027-06');
  await page.locator('[id^="endDate-field"]').fill('2027-06-11');
  // The rates are not set yet, and the training earns no CPD units: both are choices of the form.
  await page.locator('[id^="fee-field"][id$="-choice"]').selectOption({ label: 'To be announced' });
  await page.locator('[id^="cpdUnits-field"][id$="-choice"]').selectOption({ label: 'No CPD units' });
  await page.locator('[id^="summary-field"]').fill('Two days on writing audit findings that readers act on.');
  await page.getByRole('button', { name: /Add speakers/ }).click();
  await page.locator('[id^="name-field"]').last().fill('Maria Santos, CPA, CIA');
  // The preview shows what the training's page shows.
  const trainingPreview = page.frameLocator('iframe').first();
  await expect(
    trainingPreview.getByText('Two days on writing audit findings that readers act on.'),
  ).toBeVisible();
  await expect(trainingPreview.getByText('Maria Santos, CPA, CIA')).toBeVisible();
  await expect(trainingPreview.getByText('To be announced')).toBeVisible();
  await expect(trainingPreview.getByText('No CPD units')).toBeVisible();
  await expect(trainingPreview.getByText(/Members\s*;/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  // One file per training, named after its id.
  const trainingFile = path.join(root, 'content/trainings/cms-test-2027-06.yaml');
  await expect
    .poll(() => readFile(trainingFile, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toContain('id: cms-test-2027-06');
  const training = await readFile(trainingFile, 'utf8');
  expect(training).toContain('endDate: 2027-06-11\n');
  expect(training).toContain('fee: tba\n');
  expect(training).toContain('cpdUnits: none\n');
  expect(training).toContain('speakers:\n  - name: Maria Santos, CPA, CIA\n');

  expect(await contentCheck(root)).toContain('Content check');
  const data = await siteData(root);
  expect(data.news.find((entry) => entry.slug === 'editors-meet-the-new-web-editor')).toMatchObject({
    title: 'Editors Meet the New Web Editor',
    listImage: '/images/news/seminar-photo.jpg',
  });
  expect(data.trainings.find((training) => training.id === 'cms-test-2027-06')).toMatchObject({
    date: '2027-06-10',
    fee: 'tba',
    cpdUnits: 'none',
  });
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
  // Decap reports a save refused before saving as an unhandled rejection ("Object"); nothing else.
  // The refused save above included: Decap's save button left its rejection uncaught (BUNDLE_FIXES).
  expect(pageErrors).toEqual([]);
});

/**
 * Apart from the browser: the build of the copy takes from half a minute to several minutes on a
 * busy machine, and needs no editor open.
 */
test('the article and the training saved in the editor render in a build of the copy', async () => {
  test.setTimeout(600_000);
  // The built site has the article with its photo and the training's page.
  const dist = await buildSite(root);
  try {
    const articlePage = await readFile(path.join(dist, 'news/editors-meet-the-new-web-editor.html'), 'utf8');
    expect(articlePage).toContain('<h1');
    expect(articlePage).toContain('Editors Meet the New Web Editor');
    expect(articlePage).toMatch(/src="[^"]*seminar-photo[^"]*"/);
    const trainingPage = await readFile(path.join(dist, 'training/events/cms-test-2027-06.html'), 'utf8');
    expect(trainingPage).toContain('Writing for the Web');
  } finally {
    await rm(path.dirname(dist), { recursive: true, force: true });
  }
});

test('deleting an article removes its file, and saves change only the edited line', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${cms.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  // Deleting the article removes its file; the content stays valid.
  await page.goto('about:blank');
  await page.goto(`${cms.url}/admin/#/collections/news/entries/editors-meet-the-new-web-editor`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect
    .poll(() => readdir(path.join(root, 'content/news')))
    .not.toContain('editors-meet-the-new-web-editor.md');
  expect(await contentCheck(root)).toContain('Content check');

  // A save rewrites only the line of the field that changed, and taking the change back gives the
  // file back byte for byte: a training of its own, and the board, a list saved as a whole.
  for (const [entry, file, field, line] of [
    [
      'trainings/entries/rbia-2026-03',
      'content/trainings/rbia-2026-03.yaml',
      'title',
      'title: Risk-Based Internal Audit for Government Agencies',
    ],
    [
      'people/entries/board-of-directors',
      'content/people/board-of-directors.yaml',
      'term',
      'term: 2025-2026',
    ],
  ] as const) {
    const onDisk = path.join(root, file);
    const before = await readFile(onDisk, 'utf8');
    expect(before).toContain(`${line}\n`);
    const changed = await editAndSave(page, entry, onDisk, field, (input) => input.pressSequentially(' 2'));
    expect(changed).toBe(before.replace(`${line}\n`, `${line} 2\n`));
    const back = await editAndSave(page, entry, onDisk, field, async (input) => {
      await input.press('Backspace');
      await input.press('Backspace');
    });
    expect(back).toBe(before);
  }
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
