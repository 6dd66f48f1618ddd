import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatDate,
  formatDateRange,
  formatMonth,
  formatMonthDay,
  isPast,
  isUpcoming,
  isValidIsoDate,
  manilaDate,
  manilaStartOfDay,
  monthOf,
  nearDay,
  parseIsoDate,
  resolveToday,
} from '../../src/lib/dates';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe('parsing calendar dates', () => {
  it('accepts real days, including 29 February in leap years', () => {
    expect(parseIsoDate('2026-03-12')).toEqual({ year: 2026, month: 3, day: 12 });
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-3-12',
      '12/03/2026',
      '2026-03-12T00:00:00Z',
      '',
    ]) {
      expect(isValidIsoDate(value), value).toBe(false);
    }
    expect(isValidIsoDate(20260312)).toBe(false);
  });
});

describe('the Manila calendar date of an instant', () => {
  const zones = ['UTC', 'Asia/Manila', 'America/Los_Angeles'];
  for (const zone of zones) {
    it(`changes at 16:00 UTC whatever the machine's time zone (TZ=${zone})`, () => {
      process.env.TZ = zone;
      // The zone really applies to this process: local midnight differs between zones.
      const offset = new Date('2026-01-15T12:00:00Z').getTimezoneOffset();
      expect(offset).toBe({ UTC: 0, 'Asia/Manila': -480, 'America/Los_Angeles': 480 }[zone]);

      expect(manilaDate(new Date('2026-03-11T15:59:59.999Z'))).toBe('2026-03-11');
      expect(manilaDate(new Date('2026-03-11T16:00:00.000Z'))).toBe('2026-03-12');
      // Year end: 31 December 16:00 UTC is already New Year's Day in Manila.
      expect(manilaDate(Date.UTC(2026, 11, 31, 15, 59, 59))).toBe('2026-12-31');
      expect(manilaDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
      // Leap day.
      expect(manilaDate(Date.UTC(2028, 1, 28, 16, 0, 0))).toBe('2028-02-29');
      expect(manilaDate(Date.UTC(2028, 1, 29, 16, 0, 0))).toBe('2028-03-01');
      // Formatting a date-only string never shifts it by a day.
      expect(formatDate('2026-03-01')).toBe('March 1, 2026');
      expect(formatDate('2026-12-31')).toBe('December 31, 2026');
    });
  }
});

describe('resolving the build date', () => {
  it('uses SITE_TODAY when it is set', () => {
    expect(resolveToday('2026-01-10', Date.UTC(2030, 0, 1))).toBe('2026-01-10');
  });
  it('falls back to the Manila date of the clock', () => {
    expect(resolveToday(undefined, Date.UTC(2026, 0, 9, 16, 30))).toBe('2026-01-10');
    expect(resolveToday('', Date.UTC(2026, 0, 9, 15, 30))).toBe('2026-01-09');
  });
  it('stops with a clear message when SITE_TODAY is malformed', () => {
    expect(() => resolveToday('2026-02-30')).toThrow(
      'SITE_TODAY must be a calendar date written YYYY-MM-DD (got "2026-02-30")',
    );
  });
});

describe('date arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('moves months across year ends in both directions', () => {
    expect(monthOf('2026-12-05')).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
  it('gives the start of a Manila day with its offset', () => {
    expect(manilaStartOfDay('2026-03-12')).toBe('2026-03-12T00:00:00+08:00');
  });
});

describe('date range formats', () => {
  it('within a month', () => {
    expect(formatDateRange('2025-09-04', '2025-09-05')).toBe('September 4–5, 2025');
  });
  it('across months', () => {
    expect(formatDateRange('2025-09-30', '2025-10-02')).toBe('September 30 – October 2, 2025');
  });
  it('across years', () => {
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('December 30, 2025 – January 2, 2026');
  });
  it('a single day', () => {
    expect(formatDateRange('2025-08-29', '2025-08-29')).toBe('August 29, 2025');
  });
  it('with short month names for the calendar', () => {
    expect(formatDateRange('2025-09-04', '2025-09-05', { short: true })).toBe('Sep 4–5, 2025');
    expect(formatDateRange('2025-09-30', '2025-10-02', { short: true })).toBe('Sep 30 – Oct 2, 2025');
  });
});

describe('today and tomorrow', () => {
  it('names the day itself and the next one, across month and year ends, and nothing else', () => {
    expect(nearDay('2026-11-26', '2026-11-26')).toBe('today');
    expect(nearDay('2026-11-27', '2026-11-26')).toBe('tomorrow');
    expect(nearDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
    expect(nearDay('2027-01-01', '2026-12-31')).toBe('tomorrow');
    expect(nearDay('2026-11-28', '2026-11-26')).toBeNull();
    expect(nearDay('2026-11-25', '2026-11-26')).toBeNull();
  });

  it('writes a day without its year, long or short', () => {
    expect(formatMonthDay('2026-11-26')).toBe('November 26');
    expect(formatMonthDay('2026-11-26', { short: true })).toBe('Nov 26');
  });
});

describe('upcoming and past', () => {
  const event = { date: '2026-03-12', endDate: '2026-03-13' };
  it('an event is upcoming until the end of its last day', () => {
    expect(isUpcoming(event, '2026-03-01')).toBe(true);
    expect(isUpcoming(event, '2026-03-13')).toBe(true);
    expect(isUpcoming(event, '2026-03-14')).toBe(false);
  });
  it('an event is past from the day after its last day', () => {
    expect(isPast(event, '2026-03-13')).toBe(false);
    expect(isPast(event, '2026-03-14')).toBe(true);
  });
  it('follows the Manila date at midnight Manila (16:00 UTC)', () => {
    expect(isPast(event, manilaDate(Date.UTC(2026, 2, 13, 15, 59)))).toBe(false);
    expect(isPast(event, manilaDate(Date.UTC(2026, 2, 13, 16, 0)))).toBe(true);
  });
});
