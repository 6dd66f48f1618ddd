import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, pinClock } from './trainings-helpers';

const monthHeading = (page: Page) => page.getByRole('group').getByRole('heading', { level: 2 });
const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

async function open(page: Page, path: string, date = buildToday) {
  const messages = watchConsole(page);
  await pinClock(page, date);
  await page.goto(path);
  await waitForHydration(page);
  return messages;
}

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build`').toBe('2026-11-22');
});

test.describe('training calendar', () => {
  test('opens on the current month and lists its upcoming trainings as cards', async ({ page }) => {
    const messages = await open(page, '/training/calendar');
    await expect(monthHeading(page)).toHaveText('November 2026');
    // The QAIP course of November 18-19 is over: only the work-plan course is left this month.
    await expect(cardTitles(page)).toHaveText(['Preparing the Internal Audit Work Plan']);
    const card = page.getByRole('main').getByRole('article');
    await expect(card).toContainText('25');
    await expect(card).toContainText('Nov');
    await expect(card).toContainText('Virtual Training');
    await expect(card).toContainText('Via Zoom');
    await expect(card).toContainText('Nov 25, 2026');
    await expect(card).toContainText('8:00AM – 12:00NN');
    await expect(card.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(
      card.getByRole('link', { name: 'Preparing the Internal Audit Work Plan', exact: true }),
    ).toHaveAttribute('href', '/training/events/iawp-2026-11');
    expect(messages).toEqual([]);
  });

  test('moves month by month across the year end, and says when a month is empty', async ({ page }) => {
    await open(page, '/training/calendar');
    const next = page.getByRole('button', { name: 'Next month' });
    const previous = page.getByRole('button', { name: 'Previous month' });
    await next.click();
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText([
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
      'Ethics and Integrity for Internal Auditors',
    ]);
    await expect(page.getByRole('main')).toContainText('Dec 30, 2026 - Jan 2, 2027');
    await expect(page.getByRole('main')).toContainText('Bayview Park Hotel, Ermita, Manila');
    await next.click();
    await expect(monthHeading(page)).toHaveText('January 2027');
    await expect(cardTitles(page)).toHaveText(['Risk-Based Internal Audit for Government Agencies']);
    await next.click();
    await next.click();
    await expect(monthHeading(page)).toHaveText('March 2027');
    await expect(page.getByText('No Upcoming Trainings This Month')).toBeVisible();
    for (let i = 0; i < 5; i += 1) await previous.click();
    await expect(monthHeading(page)).toHaveText('October 2026');
    await expect(page.getByText('No Upcoming Trainings This Month')).toBeVisible();
  });

  test('built in November and opened in December, it shows December without errors', async ({ page }) => {
    const messages = await open(page, '/training/calendar', '2026-12-20');
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText(['Ethics and Integrity for Internal Auditors']);
    expect(messages).toEqual([]);
  });
});

test.describe('past seminars archive', () => {
  test('opens on the month before the current one, with Completed buttons', async ({ page }) => {
    const messages = await open(page, '/training/past-seminars');
    await expect(monthHeading(page)).toHaveText('October 2026');
    await expect(cardTitles(page)).toHaveText(['Writing Effective Internal Audit Reports']);
    const completed = page.getByRole('main').getByRole('button', { name: 'Completed' });
    await expect(completed).toHaveCount(1);
    await expect(completed).toBeDisabled();
    await expect(page.getByRole('main').getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('moves month by month, shows the empty state, and goes back across the year end', async ({ page }) => {
    await open(page, '/training/past-seminars');
    const previous = page.getByRole('button', { name: 'Previous month' });
    const next = page.getByRole('button', { name: 'Next month' });
    await previous.click();
    await expect(monthHeading(page)).toHaveText('September 2026');
    await expect(page.getByText('No Archived Seminars For This Month')).toBeVisible();
    await expect(
      page.getByText('There are no completed seminars recorded for this month. Please check another month.'),
    ).toBeVisible();
    for (let i = 0; i < 9; i += 1) await previous.click();
    await expect(monthHeading(page)).toHaveText('December 2025');
    await expect(cardTitles(page)).toHaveText(['Ethics and Integrity for Internal Auditors']);
    await next.click();
    await expect(monthHeading(page)).toHaveText('January 2026');
    await expect(cardTitles(page)).toHaveText([
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Orientation',
    ]);
    // The current month's completed course (November 18-19) is there too.
    for (let i = 0; i < 10; i += 1) await next.click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    await expect(cardTitles(page)).toHaveText([
      'Quality Assurance and Improvement Program for Internal Audit Units',
    ]);
  });

  test('opened in January after a November build, it archives December newest first', async ({ page }) => {
    const messages = await open(page, '/training/past-seminars', '2027-01-10');
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText([
      'Ethics and Integrity for Internal Auditors',
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    ]);
    expect(messages).toEqual([]);
  });
});
