/** The paint benchmarks warn when the built site shows another day than today in Manila. */
import { describe, expect, it } from 'vitest';
import { buildDayWarning } from '../../scripts/bench/bench-pages';
import { buildToday } from '#generated/build';

describe('build day warning', () => {
  it('says nothing when the site was built for today', () => {
    expect(buildDayWarning(buildToday)).toBeNull();
  });

  it('names both days and what to run when they differ', () => {
    const warning = buildDayWarning('2000-01-01');
    expect(warning).toContain(`built for ${buildToday}`);
    expect(warning).toContain('today in Manila is 2000-01-01');
    expect(warning).toContain('npm run build');
  });
});
