/** Screenshot tests that cannot compare fail on CI, naming the command that redraws the baselines. */
import { describe, expect, it } from 'vitest';
import { BASELINE_BROWSER, screenshotPlan } from '../e2e/support/screenshot-baseline';

const same = { executable: BASELINE_BROWSER.executable, major: BASELINE_BROWSER.major };
const newer = { executable: BASELINE_BROWSER.executable, major: String(Number(BASELINE_BROWSER.major) + 1) };

describe('screenshot plan', () => {
  it('compares with the baseline browser and an existing baseline, on CI or not', () => {
    for (const ci of [true, false])
      expect(screenshotPlan({ ci, ...same, baselineExists: true, updating: false })).toEqual({
        compare: true,
      });
  });

  it('fails on CI when the browser differs, naming the redraw command', () => {
    const plan = screenshotPlan({ ci: true, ...newer, baselineExists: true, updating: false });
    expect(plan).toMatchObject({ compare: false, fail: true });
    expect(plan.compare || plan.message).toContain('npm run test:screenshots:update');
    expect(plan.compare || plan.message).toContain(`${BASELINE_BROWSER.major}`);
  });

  it('fails on CI when a baseline is missing; skips with the same message elsewhere', () => {
    const onCi = screenshotPlan({ ci: true, ...same, baselineExists: false, updating: false });
    const local = screenshotPlan({ ci: false, ...same, baselineExists: false, updating: false });
    expect(onCi).toMatchObject({ compare: false, fail: true });
    expect(local).toMatchObject({ compare: false, fail: false });
    expect(onCi.compare || onCi.message).toContain('npm run test:screenshots:update');
    expect(local.compare || local.message).toBe(onCi.compare || onCi.message);
  });

  it('draws a missing baseline when updating with the baseline browser, never with another', () => {
    expect(screenshotPlan({ ci: false, ...same, baselineExists: false, updating: true })).toEqual({
      compare: true,
    });
    expect(screenshotPlan({ ci: false, ...newer, baselineExists: false, updating: true }).compare).toBe(
      false,
    );
  });

  it('fails on CI under another executable (the full Chromium)', () => {
    const plan = screenshotPlan({
      ci: true,
      executable: 'chromium',
      major: same.major,
      baselineExists: true,
      updating: false,
    });
    expect(plan).toMatchObject({ compare: false, fail: true });
  });
});
