/**
 * Whether a screenshot test can compare with its baseline, and what it says when it cannot. On CI
 * (CI=true) a test that cannot compare fails, naming the command that redraws the baselines, so
 * the screenshots are never skipped green; on a developer's machine it skips with the same words.
 */

/**
 * The browser the baselines were drawn with: Debian 12's chromium-headless-shell, which `.ci/run`
 * installs in CI's node:24-bookworm container. Another build or major version rasterises text a
 * little differently. When Debian ships a new major version, redraw the baselines on a machine
 * with it and change `major` here.
 */
export const BASELINE_BROWSER = { executable: 'chromium-headless-shell', major: '156' } as const;

export const REDRAW_COMMAND =
  'npm run test:build:fixture && npm run test:screenshots:update (then look at every changed image)';

export interface ScreenshotSetting {
  /** process.env.CI === 'true' (GitHub Actions sets it). */
  ci: boolean;
  /** The browser's executable file name and major version. */
  executable: string;
  major: string;
  /** The baseline image exists. */
  baselineExists: boolean;
  /** Playwright runs with --update-snapshots (the baselines are being drawn). */
  updating: boolean;
}

export type ScreenshotPlan = { compare: true } | { compare: false; fail: boolean; message: string };

export function screenshotPlan(setting: ScreenshotSetting): ScreenshotPlan {
  const sameBrowser =
    setting.executable === BASELINE_BROWSER.executable && setting.major === BASELINE_BROWSER.major;
  const drawn = `${BASELINE_BROWSER.executable} ${BASELINE_BROWSER.major}`;
  const reason = !sameBrowser
    ? `the baselines were drawn with ${drawn}, this browser is ${setting.executable || 'Chromium'} ${setting.major}`
    : setting.baselineExists || setting.updating
      ? null
      : `this page has no baseline image yet`;
  if (reason === null || (sameBrowser && setting.updating)) return { compare: true };
  return {
    compare: false,
    fail: setting.ci,
    message: `Screenshots cannot be compared: ${reason}. On a machine with ${sameBrowser ? drawn : `the browser CI installs (.ci/run)`}, run ${REDRAW_COMMAND}, and change BASELINE_BROWSER in tests/e2e/support/screenshot-baseline.ts if its version changed.`,
  };
}
