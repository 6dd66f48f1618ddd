import { describe, expect, it } from 'vitest';
import { courseKey, nextOpenTraining, nextRun, type Run } from '../../src/lib/next-run';

const run = (id: string, title: string, date: string, extra: Partial<Run> = {}): Run => ({
  id,
  title,
  date,
  endDate: date,
  ...extra,
});

const ICFR = 'Internal Control Framework for the Public Sector';
const runs = [
  run('icfr-2026-04', ICFR, '2026-04-15'),
  run('icfr-2026-12', ICFR, '2026-12-01', { registrationDeadline: '2026-11-20' }),
  run('icfr-2027-02', 'Internal control framework for the  public sector', '2027-02-17'),
  run('icfr-2027-06', ICFR, '2027-06-09'),
  run('rbia-2027-01', 'Risk-Based Internal Audit', '2027-01-20'),
];

describe('courseKey', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(courseKey('Auditing Public Procurement under R.A. 12009')).toBe(
      courseKey('auditing public procurement under RA  12009'),
    );
    expect(courseKey('Risk-Based Internal Audit')).not.toBe(courseKey('Risk-Based Internal Audit II'));
  });
});

describe('nextRun', () => {
  it('is the earliest later run of the same title still open for registration', () => {
    // On 2026-11-22 the December run's deadline has passed: the February one is next.
    expect(nextRun(runs[0]!, runs, '2026-11-22')?.id).toBe('icfr-2027-02');
    expect(nextRun(runs[1]!, runs, '2026-11-22')?.id).toBe('icfr-2027-02');
    expect(nextRun(runs[0]!, runs, '2026-11-10')?.id).toBe('icfr-2026-12');
  });

  it('is null for the last run, and never another course or an earlier run', () => {
    expect(nextRun(runs[3]!, runs, '2026-11-22')).toBeNull();
    expect(nextRun(runs[4]!, runs, '2026-11-22')).toBeNull();
    // Once February has started, June is the next run of the April one.
    expect(nextRun(runs[0]!, runs, '2027-02-17')?.id).toBe('icfr-2027-06');
  });
});

describe('nextOpenTraining', () => {
  it('is the first training of any course still open for registration, never the training itself', () => {
    // On 2026-11-22 the December ICFR run is closed (deadline Nov 20): the January RBIA is first.
    expect(nextOpenTraining(runs[3]!, runs, '2026-11-22')?.id).toBe('rbia-2027-01');
    expect(nextOpenTraining(runs[4]!, runs, '2026-11-22')?.id).toBe('icfr-2027-02');
    expect(nextOpenTraining(runs[0]!, runs, '2026-11-10')?.id).toBe('icfr-2026-12');
  });

  it('is null when nothing is open', () => {
    expect(nextOpenTraining(runs[3]!, runs, '2027-07-01')).toBeNull();
  });
});
