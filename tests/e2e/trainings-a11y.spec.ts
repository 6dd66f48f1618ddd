import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';
import { buildToday, manilaMorning } from './trainings-helpers';

// Every page's first view is checked by tests/e2e/live/routes.spec.ts; this is an open dialog.
test('the poster dialog has no axe violations', async ({ page }) => {
  await page.clock.setFixedTime(manilaMorning(buildToday));
  await page.goto('/training/free-webinar');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Webinar Archive' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
