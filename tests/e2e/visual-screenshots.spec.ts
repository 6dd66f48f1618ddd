/**
 * Screenshot baselines of the main page templates at 375 and 1280 px, on the fixture site
 * (built with SITE_TODAY=2026-11-22) with the browser clock pinned to the same day, reduced
 * motion (the carousel stays on its first slide) and animations disabled. Compared with a small
 * tolerance for anti-aliasing. Runs in the fixture-desktop project only; each test sets its
 * viewport. After an intended change: `npm run test:screenshots:update`, then look at every
 * changed image under tests/e2e/visual-screenshots.spec.ts-snapshots/ before committing. Which
 * browser drew them, and what a test that cannot compare does: support/screenshot-baseline.ts.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshotPlan } from './support/screenshot-baseline';
import { waitForHydration } from './support/site';

const PAGES = {
  home: '/',
  calendar: '/training/calendar',
  event: '/training/events/rpgiam-2026-12',
  article: '/news/board-meeting-may-2026',
  issuances: '/issuances',
  people: '/about/board-directors',
  'past-seminars': '/training/past-seminars',
} as const;

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const [name, route] of Object.entries(PAGES)) {
    test(`${name} at ${viewport.width} px matches its baseline`, async ({ page, browser }, testInfo) => {
      const file = `${name}-${viewport.width}.png`;
      // On CI a test that cannot compare fails, naming the command that redraws the baselines;
      // on a developer's machine it skips with the same message.
      const plan = screenshotPlan({
        ci: process.env.CI === 'true',
        executable: basename(String(testInfo.project.use.launchOptions?.executablePath ?? '')),
        major: browser.version().split('.')[0] ?? '',
        baselineExists: existsSync(testInfo.snapshotPath(file, { kind: 'screenshot' })),
        updating: testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed',
      });
      if (!plan.compare && plan.fail) throw new Error(plan.message);
      if (!plan.compare) test.skip(true, plan.message);
      // A full-page capture waits for two identical frames; a busy machine needs more than 5 s.
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.setFixedTime(new Date('2026-11-22T09:00:00+08:00'));
      await page.goto(route);
      await waitForHydration(page);
      // A full-page capture does not scroll, so lazy images below the fold would stay blank by chance.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        // The web font may arrive after the first paint (font-display: swap, src/styles/font-face.css).
        await document.fonts.load('1em "Public Sans"');
        await document.fonts.ready;
      });
      await expect(page).toHaveScreenshot(file, {
        fullPage: true,
        animations: 'disabled',
        maxDiffPixelRatio: 0.01,
        timeout: 20_000,
      });
    });
  }
}
