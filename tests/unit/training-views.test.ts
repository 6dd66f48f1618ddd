import { describe, expect, it } from 'vitest';
import { manilaDate } from '../../src/lib/dates';
import {
  archiveMonthRange,
  calendarMonthRange,
  groupByMonth,
  latestCompletedMonth,
  monthsInRange,
  nextUpcomingMonth,
  requestedView,
} from '../../src/lib/training-views';

type Type = 'Virtual Training' | 'Face-to-face Training';
const event = (id: string, date: string, endDate = date, type: Type = 'Virtual Training') => ({
  id,
  date,
  endDate,
  type,
});

// A gap in March 2026 (the month that once opened empty), a course across the year end.
const trainings = [
  event('jan', '2026-01-21', '2026-01-23', 'Face-to-face Training'),
  event('feb-end', '2026-02-26', '2026-02-28'),
  event('apr', '2026-04-15', '2026-04-16', 'Face-to-face Training'),
  event('nov-ended', '2026-11-18', '2026-11-19', 'Face-to-face Training'),
  event('nov', '2026-11-25'),
  event('dec-year-end', '2026-12-30', '2027-01-02'),
  event('jan-next', '2027-01-20', '2027-01-22', 'Face-to-face Training'),
];

describe('nextUpcomingMonth', () => {
  it('skips a month without trainings and opens on the next one', () => {
    expect(nextUpcomingMonth(trainings, '2026-03-01')).toBe('2026-04');
  });

  it('counts a training starting today, and not one that started yesterday', () => {
    expect(nextUpcomingMonth(trainings, '2026-04-15')).toBe('2026-04');
    expect(nextUpcomingMonth(trainings, '2026-04-16')).toBe('2026-11');
  });

  it('moves across the year end', () => {
    expect(nextUpcomingMonth(trainings, '2026-12-31')).toBe('2027-01');
  });

  it('moves at Manila midnight, not UTC midnight', () => {
    // 23:59:59 in Manila on 30 November, then 00:00 on 1 December (16:00 UTC).
    const before = manilaDate(new Date('2026-11-30T15:59:59Z'));
    const after = manilaDate(new Date('2026-11-30T16:00:00Z'));
    expect([before, after]).toEqual(['2026-11-30', '2026-12-01']);
    expect(nextUpcomingMonth(trainings, '2026-11-25')).toBe('2026-11');
    expect(nextUpcomingMonth(trainings, manilaDate(new Date('2026-11-25T15:59:59Z')))).toBe('2026-11');
    expect(nextUpcomingMonth(trainings, manilaDate(new Date('2026-11-25T16:00:00Z')))).toBe('2026-12');
  });

  it("falls back to today's month when nothing is scheduled", () => {
    expect(nextUpcomingMonth(trainings, '2027-02-10')).toBe('2027-02');
    expect(nextUpcomingMonth([], '2026-01-01')).toBe('2026-01');
  });
});

describe('latestCompletedMonth', () => {
  it('opens on the month of a seminar that ended last week, not last month', () => {
    expect(latestCompletedMonth(trainings, '2026-11-22')).toBe('2026-11');
  });

  it('counts a training the day after its last day, not on it', () => {
    expect(latestCompletedMonth(trainings, '2026-11-19')).toBe('2026-04');
    expect(latestCompletedMonth(trainings, '2026-11-20')).toBe('2026-11');
  });

  it('files a course across the year end under the month it started', () => {
    expect(latestCompletedMonth(trainings, '2027-01-03')).toBe('2026-12');
    expect(latestCompletedMonth(trainings, '2027-01-02')).toBe('2026-11');
  });

  it('moves at Manila midnight', () => {
    expect(latestCompletedMonth(trainings, manilaDate(new Date('2026-02-28T15:59:59Z')))).toBe('2026-01');
    expect(latestCompletedMonth(trainings, manilaDate(new Date('2026-02-28T16:00:00Z')))).toBe('2026-02');
  });

  it('falls back to the month before today when nothing is completed', () => {
    expect(latestCompletedMonth(trainings, '2026-01-10')).toBe('2025-12');
  });
});

describe('month ranges', () => {
  it("runs the calendar from today's month to the last scheduled training", () => {
    expect(calendarMonthRange(trainings, '2026-03-01')).toEqual({ first: '2026-03', last: '2027-01' });
  });

  it('starts the calendar at the month of a training still running', () => {
    expect(calendarMonthRange(trainings, '2027-01-01')).toEqual({ first: '2026-12', last: '2027-01' });
  });

  it('runs the archive from the first completed training to the latest', () => {
    expect(archiveMonthRange(trainings, '2026-11-22')).toEqual({ first: '2026-01', last: '2026-11' });
  });

  it('lists every month of a range, across the year end', () => {
    expect(monthsInRange({ first: '2026-11', last: '2027-02' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('requestedView', () => {
  const range = { first: '2026-11', last: '2027-01' };
  it('opens on the list without a parameter, and on the given month with ?view=month', () => {
    expect(requestedView('', range, '2026-12')).toEqual({ kind: 'list', type: 'all' });
    expect(requestedView('?view=month', range, '2026-12')).toEqual({ kind: 'month', month: '2026-12' });
    expect(requestedView('?view=month&month=2027-01', range, '2026-12')).toEqual({
      kind: 'month',
      month: '2027-01',
    });
  });

  it('shows a month named by ?month= inside the range', () => {
    expect(requestedView('?month=2027-01', range, '2026-12')).toEqual({ kind: 'month', month: '2027-01' });
  });

  it('explains a malformed or out-of-range month', () => {
    for (const month of ['2027-13', '2027-1', 'march', '2026-10', '2027-02']) {
      expect(requestedView(`?month=${month}`, range, '2026-12')).toMatchObject({ kind: 'invalid' });
    }
    expect(requestedView('?month=2027-13', range, '2026-12')).toEqual({
      kind: 'invalid',
      message: '"2027-13" is not a month; months are written like 2026-12.',
    });
  });

  it('reads the list view and its type filter', () => {
    expect(requestedView('?view=list', range, '2026-12')).toEqual({ kind: 'list', type: 'all' });
    expect(requestedView('?view=list&type=face-to-face', range, '2026-12')).toEqual({
      kind: 'list',
      type: 'face-to-face',
    });
    expect(requestedView('?view=list&type=hybrid', range, '2026-12')).toMatchObject({ kind: 'invalid' });
    expect(requestedView('?view=grid', range, '2026-12')).toMatchObject({ kind: 'invalid' });
  });
});

describe('groupByMonth', () => {
  const ids = (groups: { month: string; trainings: { id: string }[] }[]) =>
    groups.map((group) => [group.month, group.trainings.map((t) => t.id)]);

  it('groups earliest first for the calendar, with only months that have a training', () => {
    expect(ids(groupByMonth(trainings.slice(3), 'all', 'earliest-first'))).toEqual([
      ['2026-11', ['nov-ended', 'nov']],
      ['2026-12', ['dec-year-end']],
      ['2027-01', ['jan-next']],
    ]);
  });

  it('groups newest first for the archive', () => {
    expect(ids(groupByMonth(trainings.slice(0, 4), 'all', 'newest-first'))).toEqual([
      ['2026-11', ['nov-ended']],
      ['2026-04', ['apr']],
      ['2026-02', ['feb-end']],
      ['2026-01', ['jan']],
    ]);
  });

  it('filters by training type', () => {
    expect(ids(groupByMonth(trainings, 'virtual', 'earliest-first'))).toEqual([
      ['2026-02', ['feb-end']],
      ['2026-11', ['nov']],
      ['2026-12', ['dec-year-end']],
    ]);
    expect(ids(groupByMonth(trainings, 'face-to-face', 'newest-first')).map(([month]) => month)).toEqual([
      '2027-01',
      '2026-11',
      '2026-04',
      '2026-01',
    ]);
  });
});
