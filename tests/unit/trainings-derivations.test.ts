import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/lib/dates';
import {
  archiveMonthTrainings,
  bookableTrainings,
  calendarCandidates,
  calendarList,
  calendarMonthTrainings,
  firstOpen,
  nextTraining,
  nextWebinar,
  pastWebinars,
  upcomingTrainings,
} from '../../src/lib/trainings';

const event = (id: string, date: string, endDate = date) => ({ id, date, endDate });

const fixtures = [
  event('late-dec', '2026-12-30', '2027-01-02'),
  event('jan', '2027-01-20', '2027-01-22'),
  event('early-dec', '2026-12-03', '2026-12-04'),
  event('nov-one-day', '2026-11-25'),
  event('nov-ended', '2026-11-18', '2026-11-19'),
  event('oct', '2026-10-14', '2026-10-15'),
  event('same-day-b', '2026-12-03', '2026-12-03'),
];

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('upcomingTrainings', () => {
  it('keeps events whose end date is today or later, earliest start first', () => {
    expect(ids(upcomingTrainings(fixtures, '2026-11-22'))).toEqual([
      'nov-one-day',
      'same-day-b',
      'early-dec',
      'late-dec',
      'jan',
    ]);
  });

  it('keeps an event on its last day and drops it the day after', () => {
    expect(ids(upcomingTrainings(fixtures, '2026-11-19'))).toContain('nov-ended');
    expect(ids(upcomingTrainings(fixtures, '2026-11-20'))).not.toContain('nov-ended');
  });

  it('keeps an event running across the year end until its last day', () => {
    expect(ids(upcomingTrainings(fixtures, '2027-01-02'))).toEqual(['late-dec', 'jan']);
    expect(ids(upcomingTrainings(fixtures, '2027-01-03'))).toEqual(['jan']);
  });

  it('returns nothing when every event is over', () => {
    expect(upcomingTrainings(fixtures, '2028-01-01')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...fixtures];
    upcomingTrainings(copy, '2026-01-01');
    expect(copy).toEqual(fixtures);
  });
});

describe('calendar month', () => {
  it('lists upcoming events that start in the month, earliest first', () => {
    expect(ids(calendarMonthTrainings(fixtures, '2026-12', '2026-11-22'))).toEqual([
      'same-day-b',
      'early-dec',
      'late-dec',
    ]);
  });

  it('lists an event in the month it starts, not the month it ends', () => {
    expect(ids(calendarMonthTrainings(fixtures, '2027-01', '2026-12-31'))).toEqual(['jan']);
  });

  it('leaves out events of the month that are already over', () => {
    expect(ids(calendarMonthTrainings(fixtures, '2026-11', '2026-11-22'))).toEqual(['nov-one-day']);
    expect(calendarMonthTrainings(fixtures, '2026-10', '2026-11-22')).toEqual([]);
  });
});

describe('archive month', () => {
  it('lists events that ended before today, newest first', () => {
    expect(ids(archiveMonthTrainings(fixtures, '2026-12', '2027-01-10'))).toEqual([
      'late-dec',
      'early-dec',
      'same-day-b',
    ]);
  });

  it('leaves out an event until the day after its end date', () => {
    expect(ids(archiveMonthTrainings(fixtures, '2026-12', '2027-01-02'))).toEqual([
      'early-dec',
      'same-day-b',
    ]);
    expect(ids(archiveMonthTrainings(fixtures, '2026-12', '2027-01-03'))).toContain('late-dec');
  });

  it('is empty for a month without completed events', () => {
    expect(archiveMonthTrainings(fixtures, '2026-09', '2027-01-10')).toEqual([]);
  });
});

describe('webinars', () => {
  const webinars = [
    { id: 'a', date: '2025-08-29' },
    { id: 'b', date: '2026-02-27' },
    { id: 'c', date: '2026-06-26' },
    { id: 'd', date: '2026-09-25' },
    { id: 'e', date: '2027-02-26' },
    { id: 'f', date: '2025-03-28' },
  ];

  it('features the next webinar on or after today', () => {
    expect(nextWebinar(webinars, '2026-11-22')?.id).toBe('e');
    expect(nextWebinar(webinars, '2026-09-25')?.id).toBe('d');
    expect(nextWebinar(webinars, '2027-02-27')).toBeNull();
  });

  it('archives the latest past webinars, newest first, at most the count asked', () => {
    expect(ids(pastWebinars(webinars, '2026-11-22', 4))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(pastWebinars(webinars, '2026-09-25', 4))).toEqual(['c', 'b', 'a', 'f']);
    expect(pastWebinars(webinars, '2025-01-01', 4)).toEqual([]);
  });
});

describe('date ranges on cards', () => {
  it('uses short month names on the calendar', () => {
    expect(formatDateRange('2026-12-03', '2026-12-04', { short: true })).toBe('Dec 3–4, 2026');
    expect(formatDateRange('2025-09-30', '2025-10-02', { short: true })).toBe('Sep 30 – Oct 2, 2025');
    expect(formatDateRange('2026-12-30', '2027-01-02', { short: true })).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(formatDateRange('2026-11-25', '2026-11-25', { short: true })).toBe('Nov 25, 2026');
  });
});

describe('the next training to book', () => {
  const trainings = [
    { ...event('closed', '2026-11-25'), registrationDeadline: '2026-11-20' },
    { ...event('open', '2026-12-03', '2026-12-04'), registrationDeadline: '2026-11-28' },
    event('later', '2027-01-20', '2027-01-22'),
  ];

  it('is the earliest one still open for registration, past one whose deadline has passed', () => {
    expect(nextTraining(trainings, '2026-11-22')).toEqual({ training: trainings[1], open: true });
    expect(ids(bookableTrainings(trainings, '2026-11-22'))).toEqual(['open', 'later']);
    expect(firstOpen(trainings, '2026-11-22')?.id).toBe('open');
  });

  it('is open on its deadline day and the next one the day after', () => {
    expect(nextTraining(trainings, '2026-11-28')?.training.id).toBe('open');
    expect(nextTraining(trainings, '2026-11-29')?.training.id).toBe('later');
  });

  it('without a deadline, registration closes on the first day', () => {
    expect(nextTraining(trainings, '2027-01-19')?.training.id).toBe('later');
    expect(nextTraining(trainings, '2027-01-20')).toEqual({ training: trainings[2], open: false });
  });

  it('when none is open, is the next one to take place, marked closed; null when none is left', () => {
    expect(nextTraining(trainings.slice(0, 1), '2026-11-22')).toEqual({
      training: trainings[0],
      open: false,
    });
    expect(firstOpen(trainings.slice(0, 1), '2026-11-22')).toBeNull();
    expect(nextTraining(trainings, '2027-01-23')).toBeNull();
  });
});

describe('a training on its last day', () => {
  const trainings = [
    { ...event('ended', '2026-11-18', '2026-11-19'), registrationDeadline: '2026-11-10' },
    { ...event('last-day', '2026-11-21', '2026-11-22'), registrationDeadline: '2026-11-16' },
    { ...event('one-day', '2026-11-22'), registrationDeadline: '2026-11-15' },
    { ...event('closed', '2026-11-25'), registrationDeadline: '2026-11-20' },
    { ...event('open', '2026-12-03', '2026-12-04'), registrationDeadline: '2026-11-28' },
  ];

  it('heads the calendar list while it takes place; closed trainings stay listed until their last day', () => {
    expect(ids(calendarList(trainings, '2026-11-22'))).toEqual(['last-day', 'one-day', 'closed', 'open']);
    expect(ids(calendarList(trainings, '2026-11-21'))).toEqual(['last-day', 'one-day', 'closed', 'open']);
    expect(ids(calendarList(trainings, '2026-11-25'))).toEqual(['closed', 'open']);
    // The pointer above the list names the first one that can still be booked.
    expect(firstOpen(calendarList(trainings, '2026-11-22'), '2026-11-22')?.id).toBe('open');
    expect(firstOpen(calendarList(trainings, '2026-11-29'), '2026-11-29')).toBeNull();
  });

  it('leaves the calendar list, and enters the archive month, only the next day', () => {
    expect(ids(calendarList(trainings, '2026-11-23'))).toEqual(['closed', 'open']);
    expect(ids(calendarMonthTrainings(trainings, '2026-11', '2026-11-22'))).toEqual([
      'last-day',
      'one-day',
      'closed',
    ]);
    expect(ids(archiveMonthTrainings(trainings, '2026-11', '2026-11-22'))).toEqual(['ended']);
    expect(ids(archiveMonthTrainings(trainings, '2026-11', '2026-11-23'))).toEqual([
      'one-day',
      'last-day',
      'ended',
    ]);
  });

  it('is sent to the browser by a build of the next day, for a visitor whose clock is a day behind', () => {
    expect(ids(calendarCandidates(trainings, '2026-11-23'))).toEqual([
      'last-day',
      'one-day',
      'closed',
      'open',
    ]);
    expect(ids(calendarCandidates(trainings, '2026-11-24'))).toEqual(['closed', 'open']);
  });
});
