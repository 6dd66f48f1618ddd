/** Helpers for the training end-to-end tests: the browser clock pinned to a Manila day. */
import type { Page } from '@playwright/test';
import { generatedDir, loadGeneratedIndex } from '../../scripts/content/generated-dir';

/** The day the fixture site was built for: its own build's modules, whichever site was built last. */
export const { buildToday } = await (
  await loadGeneratedIndex(generatedDir(process.cwd(), { CONTENT_ROOT: 'tests/fixtures/site' }))
).build();

/** 10:00 in Manila on the given day. */
export const manilaMorning = (date: string) => new Date(`${date}T10:00:00+08:00`);

/** Sets the browser's clock to the given Manila day and stops it, so timers run only when told. */
export async function pinClock(page: Page, date: string): Promise<void> {
  await page.clock.install({ time: manilaMorning(date) });
  await page.clock.pauseAt(new Date(manilaMorning(date).getTime() + 1000));
}

/** Moves the pointer off the page content and focus off any control. */
export async function leaveControls(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
