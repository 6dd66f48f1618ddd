import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, leaveControls, pinClock } from './trainings-helpers';

// The sample content, seen on the test build date (2026-11-22): the first upcoming trainings.
const FIRST = 'Preparing the Internal Audit Work Plan';
const SECOND = 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher';
const LAST = 'Writing Effective Internal Audit Reports';

const carousel = (page: Page) => page.getByRole('region', { name: 'Upcoming trainings' });
const currentSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
/** With more than seven slides the carousel shows its position ("3 / 11") instead of dots. */
const position = (page: Page) => carousel(page).getByText(/^Training \d+ of \d+$/);

async function openHome(page: Page, date = buildToday) {
  const messages = watchConsole(page);
  await pinClock(page, date);
  await page.goto('/');
  await waitForHydration(page);
  return messages;
}

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build`').toBe('2026-11-22');
});

test('shows upcoming trainings by start date, with arrows that wrap and the position', async ({ page }) => {
  const messages = await openHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Training Schedules' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Show training/ })).toHaveCount(0);
  await expect(position(page)).toHaveText('Training 1 of 11');
  await expect(currentSlide(page)).toHaveCount(1);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await expect(currentSlide(page)).toContainText('Virtual Training');
  await expect(currentSlide(page)).toContainText('November 25, 2026');
  await expect(currentSlide(page)).toContainText('Via Zoom');
  const register = currentSlide(page).getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', 'https://forms.agia.org.ph/register/iawp-2026-11');

  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(currentSlide(page).getByRole('heading')).toHaveText(SECOND);
  await expect(currentSlide(page)).toContainText('December 3-4, 2026');
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await expect(currentSlide(page).getByRole('heading')).toHaveText(LAST);
  await expect(position(page)).toHaveText('Training 11 of 11');
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(position(page)).toHaveText('Training 3 of 11');
  await expect(currentSlide(page).getByRole('heading')).toHaveText(
    'Ethics and Integrity for Internal Auditors',
  );
  await expect(page.getByRole('link', { name: 'View the full training calendar' })).toHaveAttribute(
    'href',
    '/training/calendar',
  );
  expect(messages).toEqual([]);
});

test('advances every 5 seconds, and the Pause button stops it', async ({ page }) => {
  const messages = await openHome(page);
  await leaveControls(page);
  await page.clock.runFor(4900);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await page.clock.runFor(200);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(SECOND);

  await carousel(page).getByRole('button', { name: 'Pause' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await leaveControls(page);
  await page.clock.runFor(15_000);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(SECOND);

  await carousel(page).getByRole('button', { name: 'Play' }).press('Enter');
  await expect(carousel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await leaveControls(page);
  await page.clock.runFor(5100);
  await expect(currentSlide(page).getByRole('heading')).not.toHaveText(SECOND);
  expect(messages).toEqual([]);
});

test('pauses while the pointer is over it or focus is inside it', async ({ page }) => {
  await openHome(page);
  await currentSlide(page).hover();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await page.mouse.move(1, 1);
  await currentSlide(page)
    .getByRole('link', { name: /^Register Now/ })
    .focus();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await leaveControls(page);
  await page.clock.runFor(5100);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(SECOND);
});

test('with reduced motion it never advances by itself and offers no Pause button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await leaveControls(page);
  await page.clock.runFor(20_000);
  await expect(currentSlide(page).getByRole('heading')).toHaveText(FIRST);
  await expect(carousel(page).getByRole('button', { name: /^(Pause|Play)$/ })).toHaveCount(0);
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(currentSlide(page).getByRole('heading')).toHaveText(SECOND);
});

test('with one upcoming training there are no arrows, dots or Pause button', async ({ page }) => {
  const messages = await openHome(page, '2027-11-01');
  await expect(currentSlide(page).getByRole('heading')).toHaveText(LAST);
  await expect(carousel(page).getByRole('button')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('with none it says so, even though the page was built when there were some', async ({ page }) => {
  const messages = await openHome(page, '2028-01-05');
  await expect(page.getByText('No upcoming trainings scheduled. Please check back later!')).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('a later visit drops trainings that ended after the build', async ({ page }) => {
  const messages = await openHome(page, '2026-12-05');
  await expect(position(page)).toHaveText('Training 1 of 9');
  await expect(currentSlide(page).getByRole('heading')).toHaveText(
    'Ethics and Integrity for Internal Auditors',
  );
  expect(messages).toEqual([]);
});
