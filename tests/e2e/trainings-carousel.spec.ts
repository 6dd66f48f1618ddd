import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, leaveControls, pinClock } from './trainings-helpers';

// The sample content, seen on the test build date (2026-11-22): the first upcoming trainings, from
// the weekend class on its last day. FEATURED is the first open for registration: the hero features
// it, and the carousel starts with the training after it (THIRD), nine in all.
const FIRST = 'Data Analytics for Internal Auditors (Weekend Class)';
const SECOND = 'Preparing the Internal Audit Work Plan';
const FEATURED = 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher';
const THIRD = 'Ethics and Integrity for Internal Auditors';
const FOURTH = 'Risk-Based Internal Audit for Government Agencies';
const FIFTH = 'Internal Control Framework for the Public Sector';
const SIXTH = 'Fraud Risk Assessment and Detection in Government Operations';
const LAST = 'Writing Effective Internal Audit Reports';

const carousel = (page: Page) => page.getByRole('region', { name: 'Upcoming trainings' });
const currentSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
const shownTitles = (page: Page) => currentSlides(page).getByRole('heading');
const firstShown = (page: Page) => shownTitles(page).first();
/** The position between Previous and Next, as screen readers read it ("Trainings 1 to 3 of 9"). */
const position = (page: Page) => carousel(page).getByText(/^Trainings? \d+( to \d+)? of \d+$/);
/** Its live region, which reads out every move. */
const positionLive = (page: Page) => carousel(page).locator('[aria-live]');
const nextPanel = (page: Page) => page.getByRole('region', { name: /^Next training/ });

async function openHome(page: Page, date = buildToday) {
  const messages = watchConsole(page);
  await pinClock(page, date);
  await page.goto('/');
  await waitForHydration(page);
  return messages;
}

/** Scrolls the carousel into view. */
async function bringIntoView(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toBeInViewport({ ratio: 0.5 });
}

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test('shows upcoming trainings three at a time at 1280 px, with arrows that wrap and the position', async ({
  page,
}) => {
  const messages = await openHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Training schedule' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Show training/ })).toHaveCount(0);
  await expect(position(page)).toHaveText('Trainings 1 to 3 of 9');
  await expect(carousel(page).getByText('1–3 of 9')).toBeVisible();
  // It continues the hero's training in date order: nothing before it, and not the hero's again.
  await expect(shownTitles(page)).toHaveText([THIRD, FOURTH, FIFTH]);
  for (const title of [FIRST, SECOND, FEATURED]) {
    await expect(carousel(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
  // The carousel sits below the hero and the task links: brought on screen, its three slides show.
  await bringIntoView(page);
  for (const slide of await currentSlides(page).all()) await expect(slide).toBeInViewport();
  const [tba, open] = await currentSlides(page).all();
  await expect(tba!).toContainText('Fee to be announced');
  await expect(tba!.getByRole('link', { name: THIRD, exact: true })).toHaveAttribute(
    'href',
    '/training/events/ethics-2026-12',
  );
  await expect(open!).toContainText('Face-to-face training');
  await expect(open!).toContainText('Jan 20–22, 2027');
  await expect(open!).toContainText('Diamond Hotel, Roxas Boulevard, Manila');
  await expect(open!).toContainText('₱6,000 members, ₱7,500 non-members');
  await expect(open!).toContainText('24 CPD units');
  await expect(open!).toContainText('Register byJan 8, 2027');
  const register = open!.getByRole('link', { name: /^Register now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', 'https://forms.agia.org.ph/register/rbia-2027-01');
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(shownTitles(page)).toHaveText([FOURTH, FIFTH, SIXTH]);

  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await expect(shownTitles(page).last()).toHaveText(LAST);
  await expect(position(page)).toHaveText('Trainings 7 to 9 of 9');
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(firstShown(page)).toHaveText(THIRD);
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
  await expect(position(page)).toHaveText(perView === 3 ? 'Trainings 1 to 3 of 9' : 'Training 1 of 9');
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

test('never moves by itself, on screen or off it, and has no Pause button', async ({ page }) => {
  const messages = await openHome(page);
  await expect(carousel(page)).not.toBeInViewport({ ratio: 0.5 });
  await page.clock.runFor(30_000);
  await expect(firstShown(page)).toHaveText(THIRD);
  await leaveControls(page);
  await bringIntoView(page);
  await page.clock.runFor(60_000);
  await expect(firstShown(page)).toHaveText(THIRD);
  await expect(position(page)).toHaveText('Trainings 1 to 3 of 9');
  await expect(positionLive(page)).toHaveAttribute('aria-live', 'polite');
  await expect(carousel(page).getByRole('button', { name: /^(Pause|Play)$/ })).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('Previous and Next are one Tab stop, moved between with the arrow keys', async ({ page }) => {
  await openHome(page);
  await bringIntoView(page);
  const previous = carousel(page).getByRole('button', { name: 'Previous training' });
  const next = carousel(page).getByRole('button', { name: 'Next training' });
  // From the last card in view, Tab goes to Next, past Previous, then out of the carousel.
  await currentSlides(page)
    .last()
    .getByRole('link', { name: /^Register now/ })
    .focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'View the full training calendar' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstShown(page)).toHaveText(FOURTH);
  // The new position is read out.
  await expect(positionLive(page)).toHaveAttribute('aria-live', 'polite');
  await expect(position(page)).toHaveText('Trainings 2 to 4 of 9');
  await page.keyboard.press('ArrowLeft');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstShown(page)).toHaveText(THIRD);
  await page.keyboard.press('Shift+Tab');
  await expect(next).not.toBeFocused();
  await expect(previous).not.toBeFocused();
});

test('with reduced motion the arrows still move it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(firstShown(page)).toHaveText(THIRD);
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(firstShown(page)).toHaveText(FOURTH);
});

test('with one training after the featured one there are no arrows or position', async ({ page }) => {
  // Enterprise Risk Management (October 13, 2027) is featured above; the carousel holds the last one.
  const messages = await openHome(page, '2027-09-15');
  await expect(
    nextPanel(page).getByRole('link', {
      name: 'Enterprise Risk Management in the Public Sector',
      exact: true,
    }),
  ).toBeVisible();
  await expect(firstShown(page)).toHaveText(LAST);
  await expect(currentSlides(page)).toHaveCount(1);
  await expect(carousel(page).getByRole('button')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('with only the featured training left, the carousel says there is no other', async ({ page }) => {
  const messages = await openHome(page, '2027-11-01');
  await expect(nextPanel(page).getByRole('link', { name: LAST, exact: true })).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByText('No other trainings scheduled yet. Please check back later!')).toBeVisible();
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
  // Nine upcoming, the first (Ethics and Integrity) featured above: eight cards after it, three in view.
  await expect(nextPanel(page).getByRole('link', { name: THIRD, exact: true })).toBeVisible();
  await expect(position(page)).toHaveText('Trainings 1 to 3 of 8');
  await expect(firstShown(page)).toHaveText(FOURTH);
  expect(messages).toEqual([]);
});

test.describe("the home page's next training", () => {
  test('is the first one open for registration, after one whose deadline has passed', async ({ page }) => {
    const messages = await openHome(page);
    const panel = nextPanel(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Next training open for registration');
    await expect(panel.getByRole('link', { name: FEATURED, exact: true })).toHaveAttribute(
      'href',
      '/training/events/rpgiam-2026-12',
    );
    // The same short date as the carousel's cards below.
    await expect(panel).toContainText('Dec 3–4, 2026');
    await expect(panel).toContainText('₱3,500 members, ₱4,500 non-members');
    await expect(panel).toContainText('16 CPD units (PRC CPD Provider No. 1023)');
    await expect(panel).toContainText('Register byNov 28, 2026');
    await expect(panel.getByRole('link', { name: /^Register now/ })).toHaveAttribute(
      'href',
      'https://forms.agia.org.ph/register/rpgiam-2026-12',
    );
    expect(messages).toEqual([]);
  });

  test('says "Fee to be announced" for the next one once that deadline has passed', async ({ page }) => {
    await openHome(page, '2026-11-29');
    await expect(nextPanel(page).getByRole('link', { name: THIRD, exact: true })).toBeVisible();
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
    await expect(panel.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
  });

  test(
    'on a phone, fee, CPD units and Register now are on the first screen',
    { tag: '@viewport' },
    async ({ page }) => {
      await openHome(page);
      const panel = nextPanel(page);
      for (const part of [
        panel.getByText('₱3,500 members'),
        panel.getByText(/^16 CPD units/),
        panel.getByRole('link', { name: /^Register now/ }),
      ]) {
        await expect(part).toBeInViewport();
      }
    },
  );
});

test.describe('before scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'every card can be reached, with no control that could not work',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/');
      const region = carousel(page);
      const slides = region.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(9);
      // None is inert or hidden from assistive technology.
      await expect(region.locator('[aria-roledescription="slide"][inert]')).toHaveCount(0);
      await expect(region.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(0);
      await expect(region.getByRole('button')).toHaveCount(0);
      // The position and arrows are drawn only once they work.
      await expect(region.locator('[role="toolbar"]')).toHaveCount(1);
      await expect(region.locator('[role="toolbar"]')).toBeHidden();
      const row = region.locator('div').first();
      const [scrollWidth, clientWidth] = await row.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      const [first, fourth] = [(await slides.nth(0).boundingBox())!, (await slides.nth(3).boundingBox())!];
      if ((page.viewportSize()?.width ?? 0) < 640) {
        // Phones: one row that scrolls sideways, the next card's edge in view.
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        expect(fourth.y).toBe(first.y);
      } else {
        // Wider: the cards wrap into rows, all on the page.
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(fourth.y).toBeGreaterThan(first.y + first.height);
      }
      await slides.last().scrollIntoViewIfNeeded();
      await expect(slides.last().getByRole('link', { name: LAST, exact: true })).toBeInViewport();
    },
  );
});
