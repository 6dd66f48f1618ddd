import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, leaveControls, pinClock } from './trainings-helpers';

// The sample content, seen on the test build date (2026-11-22): the first upcoming trainings, from
// the weekend class on its last day. FEATURED is the first open for registration: the hero features
// it, and the carousel leaves it out.
const FIRST = 'Data Analytics for Internal Auditors (Weekend Class)';
const SECOND = 'Preparing the Internal Audit Work Plan';
const FEATURED = 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher';
const THIRD = 'Ethics and Integrity for Internal Auditors';
const FOURTH = 'Risk-Based Internal Audit for Government Agencies';
const LAST = 'Writing Effective Internal Audit Reports';

const carousel = (page: Page) => page.getByRole('region', { name: 'Upcoming trainings' });
const currentSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
const shownTitles = (page: Page) => currentSlides(page).getByRole('heading');
const firstShown = (page: Page) => shownTitles(page).first();
/** With more than seven positions the carousel shows its position ("1–3 / 10") instead of dots. */
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
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test('shows upcoming trainings three at a time at 1280 px, with arrows that wrap and the position', async ({
  page,
}) => {
  const messages = await openHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming Training Schedules' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Show training/ })).toHaveCount(0);
  await expect(position(page)).toHaveText('Trainings 1 to 3 of 11');
  await expect(shownTitles(page)).toHaveText([FIRST, SECOND, THIRD]);
  await expect(carousel(page).getByRole('heading', { name: FEATURED })).toHaveCount(0);
  // The carousel sits below the hero and the task links: brought on screen, its three slides show.
  await carousel(page).scrollIntoViewIfNeeded();
  for (const slide of await currentSlides(page).all()) await expect(slide).toBeInViewport();
  const [running, closed, tba] = await currentSlides(page).all();
  await expect(running!).toContainText('Registration closedIn progress today');
  await expect(tba!).toContainText('Fee to be announced');
  await expect(closed!).toContainText('Registration closedDeadline was Nov 20, 2026');
  await expect(closed!.getByRole('link', { name: SECOND })).toHaveAttribute(
    'href',
    '/training/events/iawp-2026-11',
  );
  await carousel(page).getByRole('button', { name: 'Next training' }).click();
  await expect(shownTitles(page)).toHaveText([SECOND, THIRD, FOURTH]);
  const open = currentSlides(page).last();
  await expect(open).toContainText('Face-to-face Training');
  await expect(open).toContainText('Jan 20-22, 2027');
  await expect(open).toContainText('Diamond Hotel, Roxas Boulevard, Manila');
  await expect(open).toContainText('₱6,000 members, ₱7,500 non-members');
  await expect(open).toContainText('24 CPD units');
  await expect(open).toContainText('Register byJan 8, 2027');
  const register = open.getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', 'https://forms.agia.org.ph/register/rbia-2027-01');

  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await carousel(page).getByRole('button', { name: 'Previous training' }).click();
  await expect(shownTitles(page).last()).toHaveText(LAST);
  await expect(position(page)).toHaveText('Trainings 9 to 11 of 11');
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
  await expect(position(page)).toHaveText(perView === 3 ? 'Trainings 1 to 3 of 11' : 'Training 1 of 11');
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

test('a touch on a card stops the rotation, as Pause does', async ({ page }) => {
  await openHome(page);
  await currentSlides(page)
    .first()
    .dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true });
  await expect(carousel(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await leaveControls(page);
  await page.clock.runFor(15_000);
  await expect(firstShown(page)).toHaveText(FIRST);
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

test('with one training besides the featured one there are no arrows, dots or Pause button', async ({
  page,
}) => {
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
  // Nine upcoming, the first (Ethics and Integrity) featured above: eight cards, three in view,
  // six positions, one dot each.
  await expect(nextPanel(page).getByRole('link', { name: THIRD, exact: true })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Show trainings/ })).toHaveCount(6);
  await expect(carousel(page).getByRole('button', { name: 'Show trainings 1 to 3 of 8' })).toHaveAttribute(
    'aria-current',
    'true',
  );
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
    await expect(panel).toContainText('Dec 3-4, 2026');
    await expect(panel).toContainText('₱3,500 members, ₱4,500 non-members');
    await expect(panel).toContainText('16 CPD units (PRC CPD Provider No. 1023)');
    await expect(panel).toContainText('Register byNov 28, 2026');
    await expect(panel.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
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

test.describe('before scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'every card can be reached, with no control that could not work',
    { tag: '@viewport' },
    async ({ page }) => {
      await page.goto('/');
      const region = carousel(page);
      const slides = region.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(11);
      // None is inert or hidden from assistive technology.
      await expect(region.locator('[aria-roledescription="slide"][inert]')).toHaveCount(0);
      await expect(region.locator('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveCount(0);
      await expect(region.getByRole('button')).toHaveCount(0);
      await expect(region.getByText(/\d+ \/ 11/)).toBeHidden();
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
