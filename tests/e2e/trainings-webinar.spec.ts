import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, manilaMorning } from './trainings-helpers';

async function open(page: Page, date = buildToday) {
  const messages = watchConsole(page);
  await page.clock.setFixedTime(manilaMorning(date));
  await page.goto('/training/free-webinar');
  await waitForHydration(page);
  return messages;
}

const archive = (page: Page) => page.getByRole('region', { name: 'Webinar archive' });

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test('features the next webinar with its facts, speaker and Register now, and no poster', async ({
  page,
}) => {
  const messages = await open(page);
  const card = page.getByRole('article').filter({ hasText: 'Upcoming free webinar' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    'Cybersecurity Controls for Public Agencies',
  );
  await expect(card).toContainText('What internal auditors should check first');
  await expect(card).toContainText('February 26, 2027');
  // The file writes 2:00pm to 4:00pm: the page shows the house form.
  await expect(card).toContainText('2:00 PM to 4:00 PM');
  await expect(card).toContainText('Speaker: Ms. Kristine Joy A. Navarro, CISA, CISM');
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  const register = card.getByRole('link', { name: /^Register now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  expect(messages).toEqual([]);
});

test(
  'the archive shows every past webinar as text cards by year, 1 column on phones and 2 on wider',
  { tag: '@viewport' },
  async ({ page }) => {
    await open(page);
    const years = archive(page).locator('details');
    await expect(years.locator('summary')).toHaveText(['2026 (3 webinars)', '2025 (4 webinars)']);
    // The latest year is open; an earlier one opens with a tap and holds its webinars too.
    const latest = years.nth(0).getByRole('article');
    await expect(latest).toHaveCount(3);
    await expect(latest.nth(0).getByRole('heading')).toHaveText('Following Up on Audit Recommendations');
    await expect(latest.nth(0)).toContainText('Speaker:');
    const earlier = years.nth(1).getByRole('article');
    await expect(earlier.first()).toBeHidden();
    await years.nth(1).locator('summary').click();
    await expect(earlier).toHaveCount(4);
    await expect(earlier.nth(0).getByRole('heading')).toHaveText('Data Analytics for Internal Auditors');
    await expect(earlier.nth(3)).toBeVisible();
    await expect(earlier.nth(3)).toContainText('March 28, 2025');
    await expect(archive(page).getByRole('img')).toHaveCount(0);
    await expect(archive(page).getByRole('button')).toHaveCount(0);
    const columns = await archive(page)
      .getByRole('list')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe((page.viewportSize()?.width ?? 1280) < 640 ? 1 : 2);
  },
);

test('on the day of the August 2025 webinar it is the featured one', async ({ page }) => {
  await open(page, '2025-08-29');
  const card = page.getByRole('article').filter({ hasText: 'Upcoming free webinar' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    'Risk-Based Internal Auditing in the Public Sector',
  );
  await expect(card).toContainText('August 29, 2025');
  await expect(card).toContainText('2:00 PM to 4:00 PM');
  await expect(card).toContainText('via Zoom');
});

test('says so when no webinar is scheduled', async ({ page }) => {
  const messages = await open(page, '2027-07-01');
  await expect(page.getByRole('heading', { name: 'No upcoming webinar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
  await expect(archive(page).getByRole('article').first().getByRole('heading')).toHaveText(
    'Auditing Local Government Units',
  );
  expect(messages).toEqual([]);
});
