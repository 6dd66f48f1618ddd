import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { showToast, toastRegion } from './support/shell';
import { waitForHydration } from './support/site';

const START = new Date('2026-11-22T01:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto('/about');
  await waitForHydration(page);
});

const toasts = (page: Page) => toastRegion(page).getByRole('listitem');

test('shows one toast at a time, the newest', async ({ page }) => {
  await showToast(page, { title: 'First notice' });
  await expect(toasts(page)).toHaveText(/First notice/);
  await showToast(page, {
    title: 'Sign in Failed',
    description: 'Something went wrong',
    variant: 'destructive',
  });
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Sign in Failed');
  await expect(toasts(page)).toContainText('Something went wrong');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
});

test('closes by itself after 5000 ms', async ({ page }) => {
  // A first toast loads the toast code; the clock then stands still while the second one is timed.
  await showToast(page, { title: 'Loading' });
  await expect(toasts(page)).toBeVisible();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await showToast(page, { title: 'Saved' });
  await expect(toasts(page)).toHaveText(/Saved/);
  await page.clock.runFor(4900);
  await expect(toasts(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(toasts(page)).toHaveCount(0);
});

test('closes with its close button', async ({ page }) => {
  await showToast(page, { title: 'Saved' });
  await toastRegion(page).getByRole('button', { name: 'Close' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('closes with Escape', async ({ page }) => {
  await showToast(page, { title: 'Saved' });
  await expect(toasts(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);
});

test('F8 moves focus to the toast area', async ({ page }) => {
  await showToast(page, { title: 'Saved' });
  await expect(toasts(page)).toBeVisible();
  await page.keyboard.press('F8');
  const focusedRegion = await page.evaluate(
    () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null,
  );
  expect(focusedRegion).toBe('Notifications (F8)');
});

test('a swipe right past 50 px dismisses it; a shorter one does not', async ({ page }) => {
  await showToast(page, { title: 'Saved', duration: 60_000 });
  const item = toasts(page);
  const box = await item.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  const y = box.y + box.height / 2;
  const x = box.x + 40;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 6 });
  await page.mouse.up();
  await expect(item).toBeVisible();

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 100, y, { steps: 10 });
  await page.mouse.up();
  await expect(toasts(page)).toHaveCount(0);
});

// The empty toast area is part of every page, which tests/e2e/live/routes.spec.ts checks with axe.
test('an open toast has no WCAG 2.2 A/AA violations', async ({ page }) => {
  // A long duration: the clock flows in real time here, and axe on a busy machine can take seconds.
  await showToast(page, {
    title: 'Sign out Failed',
    description: 'Something went wrong',
    variant: 'destructive',
    duration: 60_000,
  });
  await expect(toasts(page)).toBeVisible();
  expect(await axeViolations(page, { exclude: 'main' })).toEqual([]);
});

test('F8 focuses the toast area before any toast has been shown', async ({ page }) => {
  await page.keyboard.press('F8');
  const focusedRegion = await page.evaluate(
    () =>
      document.activeElement?.closest('[role="region"], section[aria-label]')?.getAttribute('aria-label') ??
      null,
  );
  expect(focusedRegion).toBe('Notifications (F8)');
});

test.describe('loading', () => {
  test('the toast code loads only when a toast is shown', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/about');
    await waitForHydration(page);
    expect(requested.filter((url) => url.includes('radix-toaster'))).toEqual([]);
    await showToast(page, { title: 'Saved' });
    await expect(toasts(page)).toBeVisible();
    expect(requested.filter((url) => url.includes('radix-toaster'))).toHaveLength(1);
  });
});
