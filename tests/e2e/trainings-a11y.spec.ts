import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/site';
import { buildToday, manilaMorning } from './trainings-helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

// Every page's first view is checked by tests/e2e/live/routes.spec.ts; this is an open dialog.
test('the poster dialog has no axe violations', async ({ page }) => {
  await page.clock.setFixedTime(manilaMorning(buildToday));
  await page.goto('/training/free-webinar');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Webinar Archive' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
