import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, leaveControls, pinClock } from './trainings-helpers';

// The sample content, seen on the test build date (2026-11-22): the first upcoming trainings,
// from the weekend class on its last day.
const FIRST = 'Data Analytics for Internal Auditors (Weekend Class)';
const SECOND = 'Preparing the Internal Audit Work Plan';
const THIRD = 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher';
const FOURTH = 'Ethics and Integrity for Internal Auditors';
const LAST = 'Writing Effective Internal Audit Reports';

const carousel = (page: Page) => page.getByRole('region', { name: 'Upcoming trainings' });
const currentSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
const shownTitles = (page: Page) => currentSlides(page).getByRole('heading');
const firstShown = (page: Page) => shownTitles(page).first();
/** With more than seven positions the carousel shows its position ("1–3 / 11") instead of dots. */
const position = (page: Page) => carousel(page).getByText(/^Trainings? \d+( to \d+)? of \d+$/);
const nextPanel = (page: Page) => page.getByRole('region', { name: /^Next training/ });

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

test('shows upcoming trainings three at a time at 1280 px, with arrows that wrap and the position', async ({
  page,
}) => {
  const messages = await openHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Training Schedules' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Show training/ })).toHaveCount(0);
  await expect(position(page)).toHaveText('Trainings 1 to 3 of 12');
  await expect(shownTitles(page)).toHaveText([FIRST, SECOND, THIRD]);
  for (const slide of await currentSlides(page).all()) await expect(slide).toBeInViewport();
  const [running, closed, open] = await currentSlides(page).all();
  await expect(running!).toContainText('Registration closedIn progress today');
  await expect(closed!).toContainText('Registration closedDeadline was Nov 20, 2026');
  await expect(closed!.getByRole('link', { name: SECOND })).toHaveAttribute(
    'href',
    '/training/events/iawp-2026-11',
  );
  await expect(open!).toContainText('Face-to-face Training');
  await expect(open!).toContainText('Dec 3-4, 2026');
  await expect(open!).toContainText('Bayview Park Hotel, Ermita, Manila');
  await expect(open!).toContainText('₱3,500 members, ₱4,500 non-members');
  await expect(open!).toContainText('16 CPD units');
  await expect(open!).toContainText('Register byNov 28, 2026');
  const register = open!.getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', 'https://forms.agia.org.ph/register/rpgiam-2026-12');

  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(shownTitles(page)).toHaveText([SECOND, THIRD, FOURTH]);
  await expect(currentSlides(page).last()).toContainText('Fee to be announced');
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await expect(shownTitles(page).last()).toHaveText(LAST);
  await expect(position(page)).toHaveText('Trainings 10 to 12 of 12');
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(firstShown(page)).toHaveText(FIRST);
  await expect(page.getByRole('link', { name: 'View the full training calendar' })).toHaveAttribute(
    'href',
    '/training/calendar',
  );
  expect(messages).toEqual([]);
});

test('shows one card per view on a phone and three at 1280 px', { tag: '@viewport' }, async ({ page }) => {
  await openHome(page);
  const width = page.viewportSize()?.width ?? 0;
  const perView = width >= 1024 ? 3 : 1;
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(currentSlides(page)).toHaveCount(perView);
  await expect(position(page)).toHaveText(perView === 3 ? 'Trainings 1 to 3 of 12' : 'Training 1 of 12');
  // The cards in view lie side by side within the carousel (their gutters reach 8 px past it); the
  // next one starts beyond its right edge, where it is clipped.
  const area = (await carousel(page).boundingBox())!;
  const right = area.x + area.width;
  const slides = carousel(page).locator('[aria-roledescription="slide"]');
  for (let i = 0; i <= perView; i += 1) {
    const box = (await slides.nth(i).boundingBox())!;
    if (i < perView) {
      expect(box.x).toBeGreaterThanOrEqual(area.x - 9);
      expect(box.x + box.width).toBeLessThanOrEqual(right + 9);
    } else expect(box.x).toBeGreaterThanOrEqual(right);
  }
  expect(width).toBeGreaterThan(0);
});

test('advances every 5 seconds, and the Pause button stops it', async ({ page }) => {
  const messages = await openHome(page);
  await leaveControls(page);
  await page.clock.runFor(4900);
  await expect(firstShown(page)).toHaveText(FIRST);
  await page.clock.runFor(200);
  await expect(firstShown(page)).toHaveText(SECOND);

  await carousel(page).getByRole('button', { name: 'Pause' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await leaveControls(page);
  await page.clock.runFor(15_000);
  await expect(firstShown(page)).toHaveText(SECOND);

  await carousel(page).getByRole('button', { name: 'Play' }).press('Enter');
  await expect(carousel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await leaveControls(page);
  await page.clock.runFor(5100);
  await expect(firstShown(page)).not.toHaveText(SECOND);
  expect(messages).toEqual([]);
});

test('pauses while the pointer is over it or focus is inside it', async ({ page }) => {
  await openHome(page);
  await currentSlides(page).first().hover();
  await page.clock.runFor(12_000);
  await expect(firstShown(page)).toHaveText(FIRST);
  await page.mouse.move(1, 1);
  await currentSlides(page)
    .nth(2)
    .getByRole('link', { name: /^Register Now/ })
    .focus();
  await page.clock.runFor(12_000);
  await expect(firstShown(page)).toHaveText(FIRST);
  await leaveControls(page);
  await page.clock.runFor(5100);
  await expect(firstShown(page)).toHaveText(SECOND);
});

test('with reduced motion it never advances by itself and offers no Pause button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await leaveControls(page);
  await page.clock.runFor(20_000);
  await expect(firstShown(page)).toHaveText(FIRST);
  await expect(carousel(page).getByRole('button', { name: /^(Pause|Play)$/ })).toHaveCount(0);
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(firstShown(page)).toHaveText(SECOND);
});

test('with one upcoming training there are no arrows, dots or Pause button', async ({ page }) => {
  const messages = await openHome(page, '2027-11-01');
  await expect(firstShown(page)).toHaveText(LAST);
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
  // Nine cards, three in view: seven positions, one dot each.
  await expect(carousel(page).getByRole('button', { name: /^Show trainings/ })).toHaveCount(7);
  await expect(carousel(page).getByRole('button', { name: 'Show trainings 1 to 3 of 9' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(firstShown(page)).toHaveText('Ethics and Integrity for Internal Auditors');
  expect(messages).toEqual([]);
});

test.describe("the home page's next training", () => {
  test('is the first one open for registration, after one whose deadline has passed', async ({ page }) => {
    const messages = await openHome(page);
    const panel = nextPanel(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Next training open for registration');
    await expect(panel.getByRole('link', { name: THIRD, exact: true })).toHaveAttribute(
      'href',
      '/training/events/rpgiam-2026-12',
    );
    await expect(panel).toContainText('December 3-4, 2026');
    await expect(panel).toContainText('₱3,500 members, ₱4,500 non-members');
    await expect(panel).toContainText('16 CPD units (PRC CPD Provider No. 0000)');
    await expect(panel).toContainText('Register byNov 28, 2026');
    await expect(panel.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      'href',
      'https://forms.agia.org.ph/register/rpgiam-2026-12',
    );
    expect(messages).toEqual([]);
  });

  test('says "Fee to be announced" for the next one once that deadline has passed', async ({ page }) => {
    await openHome(page, '2026-11-29');
    await expect(nextPanel(page).getByRole('link', { name: FOURTH, exact: true })).toBeVisible();
    await expect(nextPanel(page)).toContainText('Fee to be announced');
    await expect(nextPanel(page)).toContainText('No CPD units');
  });

  test('when none is open, says so and shows the next one to take place', async ({ page }) => {
    // The last training starts on December 8, 2027, without a deadline: registration closed that day.
    await openHome(page, '2027-12-08');
    const panel = nextPanel(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Next training');
    await expect(panel).toContainText('Registration is closed for every training scheduled so far.');
    await expect(panel.getByRole('link', { name: LAST, exact: true })).toBeVisible();
    await expect(panel).toContainText('Registration closed');
    await expect(panel.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
  });

  test(
    'on a phone, fee, CPD units and Register Now are on the first screen',
    { tag: '@viewport' },
    async ({ page }) => {
      await openHome(page);
      const panel = nextPanel(page);
      for (const part of [
        panel.getByText('₱3,500 members'),
        panel.getByText(/^16 CPD units/),
        panel.getByRole('link', { name: /^Register Now/ }),
      ]) {
        await expect(part).toBeInViewport();
      }
    },
  );
});
