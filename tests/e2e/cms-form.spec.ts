/**
 * The web editor's forms as an editor meets them, going from one collection to the next: labels
 * built once (Decap keeps a form's labels and their field ids when the next form opens).
 */
import { expect, test } from '@playwright/test';
import { signIn, startFixtureCms, type FixtureCms } from './cms-helpers';

let site: FixtureCms;

test.beforeAll(async () => {
  site = await startFixtureCms();
});

test.afterAll(async () => {
  await site?.close();
});

test('a new article, then a new training: each label says "(optional)" once, and never beside "required"', async ({
  page,
}) => {
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/news/new`);
  await expect(page.getByText('Image on the news list', { exact: false }).first()).toBeVisible();
  await page.goto(`${site.cms.url}/admin/#/collections/trainings/new`);
  const labels = page.locator('label[class*="FieldLabel"]');
  await expect(labels.filter({ hasText: /^Summary/ })).toHaveText(
    'Summary (required until the training has ended)',
  );
  await expect(labels.filter({ hasText: /^Venue address/ })).toHaveText('Venue address (optional)');
  for (const text of await labels.allTextContents()) {
    expect(text.match(/\(optional\)/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
    expect(/\(required .*\(optional\)/.test(text), text).toBe(false);
  }
});

test('a save refused for an empty required field names the field, and the aliases field says what to type', async ({
  page,
}) => {
  await signIn(page, site.cms);
  await page.goto(`${site.cms.url}/admin/#/collections/trainings/new`);
  await expect(page.getByText('Other names people search for, one per row')).toBeVisible();
  await page.locator('[id^="title-field"]').fill('Writing for the Web');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  const notice = page.locator('.agia-notice');
  await expect(notice).toContainText('Not saved: Identifier: this field is needed.');
  await expect(notice).toContainText('Date: this field is needed.');
  await expect(notice).not.toContainText('Title: this field is needed.');
});
