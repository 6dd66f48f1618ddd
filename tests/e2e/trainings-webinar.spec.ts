import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, manilaMorning } from './trainings-helpers';

async function open(page: Page, date = buildToday) {
  const messages = watchConsole(page);
  // A fixed date with timers running normally: the dialog returns focus from a timer.
  await page.clock.setFixedTime(manilaMorning(date));
  await page.goto('/training/free-webinar');
  await waitForHydration(page);
  return messages;
}

const archive = (page: Page) => page.getByRole('region', { name: 'Webinar Archive' });

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test('features the next webinar with its poster, speaker and Register Now', async ({ page }) => {
  const messages = await open(page);
  const card = page.getByRole('article').filter({ hasText: 'Upcoming free webinar' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    'Cybersecurity Controls for Public Agencies',
  );
  await expect(card).toContainText('What internal auditors should check first');
  await expect(card).toContainText('February 26, 2027');
  await expect(card).toContainText('2:00pm to 4:00pm');
  await expect(card).toContainText('Ms. Kristine Joy A. Navarro, CISA, CISM');
  await expect(card.getByRole('img')).toHaveAttribute('src', '/images/webinars/webinar-2027-02.svg');
  const register = card.getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  expect(messages).toEqual([]);
});

test(
  "the webinar's facts and Register Now come before its poster: below them on phones, beside them on wide screens",
  { tag: '@viewport' },
  async ({ page }) => {
    await open(page);
    const card = page.getByRole('article').filter({ hasText: 'Upcoming free webinar' });
    const poster = card.getByRole('img');
    const register = card.getByRole('link', { name: /^Register Now/ });
    const title = card.getByRole('heading', { level: 2 });
    // Reading order (screen readers, keyboard): title and Register link before the poster.
    const order = await card.evaluate((article) =>
      [...article.querySelectorAll('h2, a, img')].map((element) => element.tagName),
    );
    expect(order).toEqual(['H2', 'A', 'IMG']);
    const posterBox = (await poster.boundingBox())!;
    const registerBox = (await register.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    if (page.viewportSize()!.width < 768) {
      expect(posterBox.y).toBeGreaterThanOrEqual(registerBox.y + registerBox.height);
    } else {
      expect(posterBox.x).toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
    }
  },
);

test(
  'the archive shows the four latest past posters, 2 columns on small screens and 4 on wider',
  {
    tag: '@viewport',
  },
  async ({ page }) => {
    await open(page);
    const posters = archive(page).getByRole('button');
    await expect(posters).toHaveCount(4);
    await expect(posters.nth(0)).toContainText('Following Up on Audit Recommendations');
    await expect(posters.nth(3)).toContainText('Data Analytics for Internal Auditors');
    const columns = await archive(page)
      .getByRole('list')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe((page.viewportSize()?.width ?? 1280) < 768 ? 2 : 4);
  },
);

test('on the day of the August 2025 webinar it is the featured one', async ({ page }) => {
  await open(page, '2025-08-29');
  const card = page.getByRole('article').filter({ hasText: 'Upcoming free webinar' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    'Risk-Based Internal Auditing in the Public Sector',
  );
  await expect(card).toContainText('August 29, 2025');
  await expect(card).toContainText('2:00pm to 4:00pm');
  await expect(card).toContainText('via Zoom');
});

test('says so when no webinar is scheduled', async ({ page }) => {
  const messages = await open(page, '2027-07-01');
  await expect(page.getByRole('heading', { name: 'No upcoming webinar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
  await expect(archive(page).getByRole('button').first()).toContainText('Auditing Local Government Units');
  expect(messages).toEqual([]);
});

test('a poster opens a larger image in a modal that keeps and returns focus', async ({ page }) => {
  const messages = await open(page);
  const poster = archive(page).getByRole('button').first();
  await poster.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Following Up on Audit Recommendations' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/webinars/webinar-2026-09.svg');
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  // The page behind is inert: Tab moves within the dialog or out to the browser's own controls
  // (the document itself here), never to a link or button of the page.
  const focusBehind = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest('dialog');
    });
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusBehind()).toBe(false);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusBehind()).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(poster).toBeFocused();

  await poster.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(poster).toBeFocused();

  // A tap outside the poster (on the dimmed page) closes it too.
  await poster.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(poster).toBeFocused();
  expect(messages).toEqual([]);
});
