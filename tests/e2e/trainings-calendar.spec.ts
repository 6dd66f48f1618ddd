import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, manilaMorning, pinClock } from './trainings-helpers';

const monthHeading = (page: Page) => page.getByRole('group').getByRole('heading', { level: 2 });
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const listTitles = (page: Page) => cards(page).getByRole('heading', { level: 4 });
const listMonths = (page: Page) => page.getByRole('main').locator('section > h3');
/** Opens the archive's earlier years, each a closed <details> under the latest one. */
async function openEarlierYears(page: Page) {
  const closed = page.getByRole('main').locator('details:not([open]) > summary').filter({ visible: true });
  while ((await closed.count()) > 0) await closed.first().click();
}

async function open(page: Page, path: string, date = buildToday) {
  const messages = watchConsole(page);
  await pinClock(page, date);
  await page.goto(path);
  await waitForHydration(page);
  return messages;
}

const WEEKEND_CLASS = 'Data Analytics for Internal Auditors (Weekend Class)';
const WORK_PLAN = 'Preparing the Internal Audit Work Plan';
const LATER_MONTHS = [
  'January 2027',
  'February 2027',
  'April 2027',
  'May 2027',
  'July 2027',
  'August 2027',
  'October 2027',
  'December 2027',
];

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test.describe('training calendar', () => {
  test('opens on the list of every training not over, closed ones marked, pointing to the first open for registration', async ({
    page,
  }) => {
    const messages = await open(page, '/training/calendar');
    await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
    // The weekend class of November 21–22 is on its last day: it comes first, in progress.
    // The work-plan course of November 25 closed its registration on November 20: it stays, marked.
    await expect(listMonths(page)).toHaveText(['November 2026', 'December 2026', ...LATER_MONTHS]);
    await expect(listTitles(page)).toHaveCount(12);
    const running = cards(page).first();
    await expect(running.getByRole('heading')).toHaveText(WEEKEND_CLASS);
    await expect(running).toContainText('Registration closedIn progress today');
    await expect(running.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    const closed = cards(page).nth(1);
    await expect(closed.getByRole('heading')).toHaveText(WORK_PLAN);
    await expect(closed).toContainText('Registration closedDeadline was Nov 20, 2026');
    await expect(closed.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    // The list begins with closed trainings: a line names the first one that can be booked.
    const pointer = page.getByRole('main').getByText('Next open for registration:').locator('..');
    await expect(pointer).toHaveText(
      'Next open for registration: Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher, Dec 3–4, 2026',
    );
    const first = cards(page).nth(2);
    await pointer.getByRole('link').click();
    await expect(page).toHaveURL(/\?view=list#card-all-rpgiam-2026-12$/);
    await expect(first).toBeInViewport();
    await expect(first.getByRole('heading')).toHaveText(
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    );
    await expect(
      first.getByRole('link', {
        name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
        exact: true,
      }),
    ).toHaveAttribute('href', '/training/events/rpgiam-2026-12');
    await expect(first).toContainText('Bayview Park Hotel, Ermita, Manila');
    await expect(first).toContainText('Dec 3–4, 2026');
    await expect(first).toContainText('₱3,500 members, ₱4,500 non-members');
    // The card is short: the provider number and the seats are on the training's page.
    await expect(first).toContainText('16 CPD units');
    await expect(first).not.toContainText('PRC CPD Provider No.');
    await expect(first).toContainText('Register by Nov 28, 2026');
    await expect(first.getByRole('link', { name: /^Register now/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const ethics = cards(page).nth(3);
    await expect(ethics).toContainText('Fee to be announced');
    await expect(ethics).toContainText('No CPD units');
    expect(messages).toEqual([]);
  });

  test('the month view is one tap away at ?view=month, with a closed training marked so', async ({
    page,
  }) => {
    const messages = await open(page, '/training/calendar');
    await page.getByRole('link', { name: 'By month' }).click();
    await expect(page).toHaveURL(/\?view=month#month-2026-11$/);
    await expect(monthHeading(page)).toHaveText('November 2026');
    // The QAIP course of November 18–19 is over; the weekend class is on its last day.
    await expect(cardTitles(page)).toHaveText([WEEKEND_CLASS, 'Preparing the Internal Audit Work Plan']);
    await expect(cards(page).first()).toContainText('Registration closedIn progress today');
    const card = cards(page).nth(1);
    await expect(card).toContainText('25');
    await expect(card).toContainText('8:00 AM to 12:00 PM');
    await expect(card).toContainText('Registration closedDeadline was Nov 20, 2026');
    await expect(card).not.toContainText('Register by');
    await expect(card.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('opened in an empty month after the build, it skips to the next month with a training', async ({
    page,
  }) => {
    // Nothing starts in March 2027; the next training is on April 14.
    const messages = await open(page, '/training/calendar?view=month', '2027-03-01');
    await expect(monthHeading(page)).toHaveText('April 2027');
    await expect(cardTitles(page)).toHaveText([
      'Fraud Risk Assessment and Detection in Government Operations',
    ]);
    expect(messages).toEqual([]);
  });

  test('built in November and opened in December, it shows December without errors', async ({ page }) => {
    const messages = await open(page, '/training/calendar?view=month', '2026-12-20');
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText(['Ethics and Integrity for Internal Auditors']);
    expect(messages).toEqual([]);
  });

  for (const address of [
    '/training/calendar',
    '/training/calendar?month=2026-12#month-2026-12',
    '/training/calendar?view=list#list',
  ]) {
    test(`hydrating ${address} keeps the cards on screen, and the focus in them`, async ({ page }) => {
      // On a slow phone the page can be read, and tabbed through, before its scripts arrive:
      // cards drawn again at hydration would take the focus (and a selection) away.
      await pinClock(page, buildToday);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // The held script delays the load event, not the parsed page.
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      const shown = await cards(page).count();
      expect(shown).toBeGreaterThan(0);
      await cards(page).evaluateAll((elements) =>
        elements.forEach((element) => Object.assign(element, { drawnBeforeHydration: true })),
      );
      const lastCardLink = cards(page).last().getByRole('link').first();
      await lastCardLink.focus();
      const focused = await lastCardLink.getAttribute('href');
      release();
      await waitForHydration(page);
      await expect(cards(page)).toHaveCount(shown);
      const kept = await cards(page).evaluateAll((elements) =>
        elements.map((element) => 'drawnBeforeHydration' in element),
      );
      expect(kept).toEqual(Array<boolean>(shown).fill(true));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(focused);
    });
  }

  test('moves month by month with ?month= links across the year end, and says when a month is empty', async ({
    page,
  }) => {
    await open(page, '/training/calendar?view=month');
    const next = page.getByRole('link', { name: 'Next month' });
    const previous = page.getByRole('link', { name: 'Previous month' });
    // The calendar starts at the current month: there is nothing earlier to go to. The control is
    // a greyed-out, disabled button that keeps its name, not a dead link.
    await expect(previous).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(next).toHaveAttribute('href', '/training/calendar?month=2026-12#month-2026-12');
    await next.click();
    await expect(page).toHaveURL(/\?month=2026-12#month-2026-12$/);
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText([
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
      'Ethics and Integrity for Internal Auditors',
    ]);
    await expect(page.getByRole('main')).toContainText('Dec 30, 2026 – Jan 2, 2027');
    await expect(page.getByRole('main')).toContainText('Bayview Park Hotel, Ermita, Manila');
    await next.click();
    await expect(monthHeading(page)).toHaveText('January 2027');
    await expect(cardTitles(page)).toHaveText(['Risk-Based Internal Audit for Government Agencies']);
    await next.click();
    await next.click();
    await expect(monthHeading(page)).toHaveText('March 2027');
    await expect(page.getByText('No upcoming trainings this month')).toBeVisible();
    for (let i = 0; i < 4; i += 1) await previous.click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    await expect(previous).toHaveCount(0);
  });

  test('a ?month= address opens that month; a wrong one explains itself and links back', async ({ page }) => {
    const messages = await open(page, '/training/calendar?month=2027-02');
    await expect(monthHeading(page)).toHaveText('February 2027');
    await expect(cardTitles(page)).toHaveText(['Internal Control Framework for the Public Sector']);
    for (const wrong of ['2031-01', '2026-10', 'next']) {
      await page.goto(`/training/calendar?month=${wrong}`);
      await waitForHydration(page);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(wrong);
      await expect(cards(page)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Show November 2026' }).click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    expect(messages).toEqual([]);
  });

  test(
    'the list view shows the upcoming trainings by month and filters by type',
    { tag: '@viewport' },
    async ({ page }) => {
      const messages = await open(page, '/training/calendar?view=month');
      await page.getByRole('link', { name: 'List view' }).click();
      await expect(page).toHaveURL(/\?view=list#list$/);
      await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
      await expect(listMonths(page)).toHaveText(['November 2026', 'December 2026', ...LATER_MONTHS]);
      await expect(listTitles(page)).toHaveCount(12);
      await page.getByRole('link', { name: 'Face-to-face', exact: true }).click();
      await expect(page).toHaveURL(/\?view=list&type=face-to-face#list-face-to-face$/);
      await expect(listTitles(page)).toHaveText([
        'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
        'Risk-Based Internal Audit for Government Agencies',
        'Fraud Risk Assessment and Detection in Government Operations',
        'Auditing Public Procurement under R.A. 12009',
        'Enterprise Risk Management in the Public Sector',
      ]);
      for (const card of await cards(page).all()) await expect(card).toContainText('Face-to-face training');
      await page.getByRole('link', { name: 'Virtual', exact: true }).click();
      await expect(listTitles(page)).toHaveCount(7);
      for (const card of await cards(page).all()) await expect(card).toContainText('Virtual training');
      await page.getByRole('link', { name: 'By month' }).click();
      await expect(monthHeading(page)).toHaveText('November 2026');
      expect(messages).toEqual([]);
    },
  );

  test("/training's next dates are the next three not over, closed ones marked, with the pointer", async ({
    page,
  }) => {
    const messages = await open(page, '/training');
    const section = page.getByRole('region', { name: 'Next training dates' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      WEEKEND_CLASS,
      WORK_PLAN,
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    ]);
    const closed = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: WORK_PLAN }) });
    await expect(closed).toContainText('Registration closedDeadline was Nov 20, 2026');
    await expect(closed.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    await expect(section).toContainText(
      'Next open for registration: Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher, Dec 3–4, 2026',
    );
    // On November 27 the first of the three is open for registration: no pointer.
    await page.clock.setSystemTime(manilaMorning('2026-11-27'));
    await page.reload();
    await waitForHydration(page);
    await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    );
    await expect(section).not.toContainText('Next open for registration');
    expect(messages).toEqual([]);
  });
});

test.describe('a training on its last day', () => {
  test('is on the calendar, list and month, in progress; not in the archive', async ({ page }) => {
    const messages = await open(page, '/training/calendar');
    await expect(listTitles(page).first()).toHaveText(WEEKEND_CLASS);
    await expect(cards(page).first()).toContainText('Nov 21–22, 2026');
    await page.goto('/training/calendar?month=2026-11');
    await waitForHydration(page);
    await expect(cardTitles(page).first()).toHaveText(WEEKEND_CLASS);
    await page.goto('/training/past-seminars');
    await waitForHydration(page);
    await openEarlierYears(page);
    await expect(listTitles(page)).toHaveCount(17);
    await expect(page.getByRole('main').getByText(WEEKEND_CLASS)).toHaveCount(0);
    await page.goto('/training/events/analytics-2026-11');
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText('Registration closedIn progress today');
    await expect(page.getByRole('main')).not.toContainText('completed');
    expect(messages).toEqual([]);
  });

  test('the next day it leaves the calendar and is Completed in the archive', async ({ page }) => {
    const messages = await open(page, '/training/calendar', '2026-11-23');
    // The work-plan course of November 25, registration closed, is now the first on the list.
    await expect(listTitles(page).first()).toHaveText(WORK_PLAN);
    await expect(page.getByRole('main').getByText(WEEKEND_CLASS)).toHaveCount(0);
    await page.goto('/training/past-seminars?month=2026-11');
    await waitForHydration(page);
    await expect(cardTitles(page)).toHaveText([
      WEEKEND_CLASS,
      'Quality Assurance and Improvement Program for Internal Audit Units',
    ]);
    await expect(page.getByRole('main').getByRole('button', { name: 'Completed' })).toHaveCount(2);
    // Built the day before with its fee and deadline; over, it keeps only the CPD units it earned.
    const weekend = cards(page).first();
    await expect(weekend).toContainText('8 CPD units');
    for (const noise of ['Fee', '₱', 'Register by']) await expect(weekend).not.toContainText(noise);
    expect(messages).toEqual([]);
  });

  test('on its first day it is already in progress, with registration closed', async ({ page }) => {
    const messages = await open(page, '/training/calendar', '2026-11-21');
    await expect(listTitles(page).first()).toHaveText(WEEKEND_CLASS);
    await expect(cards(page).first()).toContainText('Registration closedIn progress today');
    await page.goto('/training/past-seminars');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByText(WEEKEND_CLASS)).toHaveCount(0);
    expect(messages).toEqual([]);
  });
});

test.describe('past seminars archive', () => {
  test('opens on the list from the seminar that ended last week; its month view has Completed buttons', async ({
    page,
  }) => {
    const messages = await open(page, '/training/past-seminars');
    await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
    await expect(listMonths(page).first()).toHaveText('November 2026');
    await expect(listTitles(page).first()).toHaveText(
      'Quality Assurance and Improvement Program for Internal Audit Units',
    );
    await page.getByRole('link', { name: 'By month' }).click();
    await expect(page).toHaveURL(/\?view=month#month-2026-11$/);
    await expect(monthHeading(page)).toHaveText('November 2026');
    await expect(cardTitles(page)).toHaveText([
      'Quality Assurance and Improvement Program for Internal Audit Units',
    ]);
    const completed = page.getByRole('main').getByRole('button', { name: 'Completed' });
    await expect(completed).toHaveCount(1);
    // Its file gives a fee and seats; the card keeps only the CPD units it earned.
    await expect(cards(page).first()).toContainText('16 CPD units');
    for (const noise of ['Fee', '₱', 'Seats']) await expect(cards(page).first()).not.toContainText(noise);
    await expect(completed).toBeDisabled();
    await expect(page.getByRole('main').getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Next month' })).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('moves month by month, shows the empty state, and goes back across the year end', async ({ page }) => {
    await open(page, '/training/past-seminars?view=month');
    const previous = page.getByRole('link', { name: 'Previous month' });
    const next = page.getByRole('link', { name: 'Next month' });
    await previous.click();
    await expect(monthHeading(page)).toHaveText('October 2026');
    await expect(cardTitles(page)).toHaveText(['Writing Effective Internal Audit Reports']);
    await previous.click();
    await expect(monthHeading(page)).toHaveText('September 2026');
    await expect(page.getByText('No seminars archived for this month')).toBeVisible();
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
  });

  test('opened in January after a November build, it archives December newest first', async ({ page }) => {
    const messages = await open(page, '/training/past-seminars?view=month', '2027-01-10');
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText([
      'Ethics and Integrity for Internal Auditors',
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    ]);
    expect(messages).toEqual([]);
  });

  test('the list view shows the most recent first and filters by type', async ({ page }) => {
    const messages = await open(page, '/training/past-seminars?view=list');
    await expect(listMonths(page).first()).toHaveText('November 2026');
    await expect(listMonths(page).last()).toHaveText('January 2025');
    await expect(listTitles(page).first()).toHaveText(
      'Quality Assurance and Improvement Program for Internal Audit Units',
    );
    await openEarlierYears(page);
    await expect(listTitles(page)).toHaveCount(17);
    await page.getByRole('link', { name: 'Virtual', exact: true }).click();
    await expect(listTitles(page).first()).toHaveText('Writing Effective Internal Audit Reports');
    for (const card of await cards(page).all()) await expect(card).toContainText('Virtual training');
    expect(messages).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar opens on the list, switches to the month view and moves with ?month= links', async ({
    page,
  }) => {
    await page.goto('/training/calendar');
    await expect(listTitles(page)).toHaveCount(12);
    await expect(listTitles(page).first()).toHaveText(WEEKEND_CLASS);
    await expect(listTitles(page).nth(1)).toHaveText(WORK_PLAN);
    await expect(listTitles(page).nth(2)).toHaveText(
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    );
    await page.getByRole('link', { name: 'Face-to-face', exact: true }).first().click();
    await expect(listTitles(page)).toHaveCount(5);
    for (const card of await cards(page).all()) await expect(card).toContainText('Face-to-face training');
    await page.getByRole('link', { name: 'By month' }).first().click();
    await expect(page).toHaveURL(/\?view=month#month-2026-11$/);
    await expect(monthHeading(page)).toHaveText('November 2026');
    await expect(cardTitles(page)).toHaveText([WEEKEND_CLASS, 'Preparing the Internal Audit Work Plan']);
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/\?month=2026-12#month-2026-12$/);
    await expect(monthHeading(page)).toHaveText('December 2026');
    await expect(cardTitles(page)).toHaveText([
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
      'Ethics and Integrity for Internal Auditors',
    ]);
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(monthHeading(page)).toHaveText('January 2027');
    await page.getByRole('link', { name: 'Previous month' }).click();
    await page.getByRole('link', { name: 'Previous month' }).click();
    await expect(monthHeading(page)).toHaveText('November 2026');
  });

  test('in a filtered list, the pointer to the first open for registration keeps that list on screen', async ({
    page,
  }) => {
    await page.goto('/training/calendar?view=list&type=virtual#list-virtual');
    await expect(listTitles(page).filter({ visible: true })).toHaveCount(7);
    const pointer = page.getByRole('link', { name: 'Ethics and Integrity for Internal Auditors' }).filter({
      visible: true,
    });
    // The pointer comes before the card, whose title is the same link.
    await pointer.first().click();
    await expect(page).toHaveURL(/\?view=list&type=virtual#card-virtual-ethics-2026-12$/);
    const target = page.locator('#card-virtual-ethics-2026-12');
    await expect(target).toBeInViewport();
    await expect(target).toContainText('Register now');
    // Still the virtual list: the list of every type stays hidden.
    await expect(page.locator('#list')).toBeHidden();
    await expect(listTitles(page).filter({ visible: true })).toHaveCount(7);
  });

  test('the archive lists the latest year, one short row a seminar, and opens an earlier year with a tap', async ({
    page,
  }) => {
    await page.goto('/training/past-seminars');
    const years = page.locator('#list > details');
    await expect(years.locator('summary')).toHaveText(['2026 (8 seminars)', '2025 (9 seminars)']);
    await expect(years.first()).toHaveAttribute('open', '');
    const earlier = years.nth(1);
    await expect(earlier).not.toHaveAttribute('open');
    await expect(earlier.getByRole('heading', { level: 4 }).first()).toBeHidden();
    await earlier.locator('summary').click();
    await expect(earlier.getByRole('heading', { level: 4 })).toHaveCount(9);
    // A row: the title, then dates, place, type and units on one line; the report when there is one.
    const row = years.first().getByRole('article').first();
    await expect(row.getByRole('heading', { level: 4 })).toHaveText(
      'Quality Assurance and Improvement Program for Internal Audit Units',
    );
    await expect(row).toContainText('Face-to-face training · 16 CPD units');
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('the archive opens on the list of the latest seminars and has the month view one tap away', async ({
    page,
  }) => {
    await page.goto('/training/past-seminars');
    await expect(listTitles(page).first()).toHaveText(
      'Quality Assurance and Improvement Program for Internal Audit Units',
    );
    await page.getByRole('link', { name: 'By month' }).first().click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    await page.getByRole('link', { name: 'Previous month' }).click();
    await expect(monthHeading(page)).toHaveText('October 2026');
    await expect(cardTitles(page)).toHaveText(['Writing Effective Internal Audit Reports']);
  });
});

test.describe('a phone scans the calendar', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the first six trainings fit in well under four screens, each card with one line of summary', async ({
    page,
  }) => {
    await open(page, '/training/calendar');
    const sixth = (await cards(page).nth(5).boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    // From the top of the page to the bottom of the sixth card: 3.66 screens of 740 px on the
    // fixture; at most 3.75, so that a live title a line longer still keeps them within 4.
    expect(sixth.y + scrolled + sixth.height).toBeLessThanOrEqual(3.75 * 740);
    // The summary is one line on the card; the whole of it is on the training's page.
    const summary = cards(page).first().locator('p.line-clamp-1');
    await expect(summary).toHaveCount(1);
    const [lineHeight, height] = await summary.evaluate((element) => [
      parseFloat(getComputedStyle(element).lineHeight),
      element.getBoundingClientRect().height,
    ]);
    expect(height).toBeLessThanOrEqual(lineHeight + 1);
  });
});

test.describe('on a wide screen', () => {
  test('By month keeps the page title in view before scripts run', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(new URL('/training/calendar', test.info().project.use.baseURL).href);
    await page.getByRole('link', { name: 'By month' }).first().click();
    await expect(page).toHaveURL(/\?view=month#month-2026-11$/);
    await expect(
      page.locator('#month-2026-11').getByRole('heading', { name: 'November 2026' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Calendar' })).toBeInViewport();
    await page.close();
  });

  test('each card is one wide row, its facts on the left and how to register on the right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/training/calendar');
    const visible = cards(page).filter({ visible: true });
    const [first, second] = [(await visible.nth(0).boundingBox())!, (await visible.nth(1).boundingBox())!];
    // One card per row, whatever the month holds: no half-empty row beside a lone training.
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(Math.abs(second.width - first.width)).toBeLessThan(1);
    const open_ = visible.filter({ has: page.getByRole('link', { name: /^Register now/ }) }).first();
    const title = (await open_.getByRole('heading').boundingBox())!;
    const action = (await open_.getByRole('link', { name: /^Register now/ }).boundingBox())!;
    expect(action.x).toBeGreaterThan(title.x + title.width);
    expect(action.y).toBeLessThan(title.y + 200);
    // The month view too: November's two trainings one under the other, each as wide.
    await page.getByRole('link', { name: 'By month' }).click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    const [top, below] = [
      (await cards(page).nth(0).boundingBox())!,
      (await cards(page).nth(1).boundingBox())!,
    ];
    expect(below.y).toBeGreaterThan(top.y + top.height - 1);
    expect(Math.abs(below.width - top.width)).toBeLessThan(1);
  });

  test('By month keeps the page title in view', async ({ page }) => {
    await open(page, '/training/calendar');
    const title = page.getByRole('heading', { level: 1, name: 'Training Calendar' });
    await page.getByRole('link', { name: 'By month' }).click();
    await expect(monthHeading(page)).toHaveText('November 2026');
    await expect(title).toBeInViewport();
  });
});
