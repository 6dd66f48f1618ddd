/**
 * Pure derivations over the training list: what is upcoming, what a calendar month or an archive
 * month shows, and the next webinar. Everything takes "today" as an argument (a Manila calendar
 * day), so the prerendered page and the visitor's browser compute the same thing for the same day.
 */
import { addDays, isPast, isUpcoming, monthOf, type Dated, type IsoDate, type IsoMonth } from './dates';
import { registrationState, type RegistrationDates } from './registration';

/** A training as the lists order it: by start, then end, then id. */
export interface Ordered extends Dated {
  id: string;
}

export const byStart = (a: Ordered, b: Ordered) =>
  a.date.localeCompare(b.date) || a.endDate.localeCompare(b.endDate) || a.id.localeCompare(b.id);

/** Events not over yet (end date on or after today), earliest start first. */
export function upcomingTrainings<T extends Ordered>(trainings: readonly T[], today: IsoDate): T[] {
  return trainings.filter((training) => isUpcoming(training, today)).sort(byStart);
}

/** Upcoming events that still take registrations (deadline not passed, not started), earliest first. */
export function bookableTrainings<T extends Ordered & RegistrationDates>(
  trainings: readonly T[],
  today: IsoDate,
): T[] {
  return upcomingTrainings(trainings, today).filter(
    (training) => registrationState(training, today).state === 'open',
  );
}

/**
 * The calendar's list: every training not over yet, earliest start first, so the trainings under
 * way today come first and a training whose registration has closed stays listed, marked closed,
 * until its last day (docs/decisions/030-training-list-first.md).
 */
export function calendarList<T extends Ordered>(trainings: readonly T[], today: IsoDate): T[] {
  return upcomingTrainings(trainings, today);
}

/** The first training still open for registration among `listed`, in their order, or null. */
export function firstOpen<T extends RegistrationDates>(listed: readonly T[], today: IsoDate): T | null {
  return listed.find((training) => registrationState(training, today).state === 'open') ?? null;
}

/**
 * The trainings a calendar page built on `buildToday` sends to the browser: those not over on
 * the day before the build. A visitor's clock can be a day behind the build (a build just after
 * midnight in Manila, a clock set a little late), and a training on its last day for that visitor
 * must still be on the calendar, not on neither page.
 */
export function calendarCandidates<T extends Pick<Dated, 'endDate'>>(
  trainings: readonly T[],
  buildToday: IsoDate,
): T[] {
  const dayBefore = addDays(buildToday, -1);
  return trainings.filter((training) => !isPast(training, dayBefore));
}

/**
 * The home page's next training: the earliest one still open for registration (`open: true`);
 * when none is, the earliest one not over yet (`open: false`); null when none is scheduled.
 */
export function nextTraining<T extends Ordered & RegistrationDates>(
  trainings: readonly T[],
  today: IsoDate,
): { training: T; open: boolean } | null {
  const bookable = bookableTrainings(trainings, today)[0];
  if (bookable) return { training: bookable, open: true };
  const upcoming = upcomingTrainings(trainings, today)[0];
  return upcoming ? { training: upcoming, open: false } : null;
}

/** Upcoming events that start in the given month, earliest first: the training calendar. */
export function calendarMonthTrainings<T extends Ordered>(
  trainings: readonly T[],
  month: IsoMonth,
  today: IsoDate,
): T[] {
  return upcomingTrainings(trainings, today).filter((training) => monthOf(training.date) === month);
}

/** Events that ended before today and started in the given month, newest first: the archive. */
export function archiveMonthTrainings<T extends Ordered>(
  trainings: readonly T[],
  month: IsoMonth,
  today: IsoDate,
): T[] {
  return trainings
    .filter((training) => isPast(training, today) && monthOf(training.date) === month)
    .sort((a, b) => byStart(b, a));
}

interface DatedItem {
  id: string;
  date: IsoDate;
}

/** The next webinar on or after today, or null when none is scheduled. */
export function nextWebinar<T extends DatedItem>(webinars: readonly T[], today: IsoDate): T | null {
  const upcoming = webinars
    .filter((webinar) => webinar.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return upcoming[0] ?? null;
}

/** The webinars held before today (all of them, or the latest `count`), newest first. */
export function pastWebinars<T extends DatedItem>(
  webinars: readonly T[],
  today: IsoDate,
  count?: number,
): T[] {
  return webinars
    .filter((webinar) => webinar.date < today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
    .slice(0, count);
}
