/** The paint benchmarks warn when the built site shows another day than today in Manila. */
import { describe, expect, it } from 'vitest';
import { buildDayWarning, builtForDay } from '../../scripts/bench/bench-pages';
import { buildToday } from '#generated/build';

describe('build day warning', () => {
  it("reads the day of this environment's content build", async () => {
    expect(await builtForDay()).toBe(buildToday);
  });

  it('says nothing when the site was built for today', () => {
    expect(buildDayWarning('2026-11-22', '2026-11-22')).toBeNull();
  });

  it('names both days and what to run when they differ', () => {
    const warning = buildDayWarning('2026-11-22', '2000-01-01');
    expect(warning).toContain('built for 2026-11-22');
    expect(warning).toContain('today in Manila is 2000-01-01');
    expect(warning).toContain('npm run build');
  });
});
