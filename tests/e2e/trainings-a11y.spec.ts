import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/site';
import { buildToday, manilaMorning } from './trainings-helpers';

const PAGES = [
  '/',
  '/training',
  '/training/calendar',
  '/training/past-seminars',
  '/training/in-house',
  '/training/free-webinar',
  '/training/events/rpgiam-2026-12',
  '/national-convention',
  '/election',
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.clock.setFixedTime(manilaMorning(buildToday));
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the poster dialog has no axe violations', async ({ page }) => {
  await page.clock.setFixedTime(manilaMorning(buildToday));
  await page.goto('/training/free-webinar');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Webinar Archive' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
