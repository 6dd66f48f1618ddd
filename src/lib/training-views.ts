/**
 * Pure choices behind the training calendar and the past-seminars archive: which month each opens
 * on, which months can be browsed, what the `?month=`, `?view=` and `?type=` parameters ask for,
 * and the list view's month groups (the view a page opens on). "Today" is a Manila calendar day passed in, so the prerendered
 * page and the visitor's browser decide the same way for the same day.
 */
import type { TrainingType } from '../content/schemas/training';
import { addMonths, isPast, isUpcoming, monthOf, type IsoDate, type IsoMonth } from './dates';
import { byStart, type Ordered } from './trainings';

/**
 * The month the calendar opens on: that of the nearest training starting today or later. With
 * none scheduled it is today's month, where the calendar says so.
 */
export function nextUpcomingMonth(trainings: readonly Ordered[], today: IsoDate): IsoMonth {
  const next = trainings.filter((training) => training.date >= today).sort(byStart)[0];
  return monthOf(next?.date ?? today);
}

/**
 * The month the archive opens on: the start month of the training that ended last before today.
 * With nothing completed yet it is the month before today's.
 */
export function latestCompletedMonth(trainings: readonly Ordered[], today: IsoDate): IsoMonth {
  const latest = trainings
    .filter((training) => isPast(training, today))
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || byStart(b, a))[0];
  return latest ? monthOf(latest.date) : addMonths(monthOf(today), -1);
}

export interface MonthRange {
  first: IsoMonth;
  last: IsoMonth;
}

const minMonth = (a: IsoMonth, b: IsoMonth) => (a < b ? a : b);
const maxMonth = (a: IsoMonth, b: IsoMonth) => (a > b ? a : b);

/**
 * The months the calendar can show: from today's month (or the start month of a training still
 * running) to the month the last scheduled training starts, and at least the opening month.
 */
export function calendarMonthRange(trainings: readonly Ordered[], today: IsoDate): MonthRange {
  const open = nextUpcomingMonth(trainings, today);
  const months = trainings.filter((training) => isUpcoming(training, today)).map((t) => monthOf(t.date));
  const first = months.reduce(minMonth, minMonth(monthOf(today), open));
  const last = months.reduce(maxMonth, open);
  return { first, last };
}

/** The months the archive can show: from the first completed training's month to the latest's. */
export function archiveMonthRange(trainings: readonly Ordered[], today: IsoDate): MonthRange {
  const open = latestCompletedMonth(trainings, today);
  const months = trainings.filter((training) => isPast(training, today)).map((t) => monthOf(t.date));
  return { first: months.reduce(minMonth, open), last: open };
}

/** Every month from first to last, in order. */
export function monthsInRange({ first, last }: MonthRange): IsoMonth[] {
  const months: IsoMonth[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The training types a visitor can filter by, as they appear in `?type=`. */
export const TYPE_FILTERS = [
  { param: 'virtual', type: 'Virtual Training', label: 'Virtual' },
  { param: 'face-to-face', type: 'Face-to-face Training', label: 'Face-to-face' },
] as const satisfies readonly { param: string; type: TrainingType; label: string }[];

export type TypeFilter = (typeof TYPE_FILTERS)[number]['param'] | 'all';

/** What the address asks the calendar or archive to show. */
export type RequestedView =
  | { kind: 'month'; month: IsoMonth }
  | { kind: 'list'; type: TypeFilter }
  | { kind: 'invalid'; message: string };

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Reads `?view=list|month`, `?month=YYYY-MM` and `?type=` against the months that can be shown.
 * No parameter means the list view (what a visitor looking for a training to book wants first);
 * `?view=month` alone is the opening month. Anything unreadable or out of range becomes a message
 * for the visitor, never an empty page.
 */
export function requestedView(search: string, range: MonthRange, open: IsoMonth): RequestedView {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const month = params.get('month');
  if (view === 'list' || (view === null && month === null)) {
    const type = params.get('type') ?? 'all';
    if (type === 'all' || TYPE_FILTERS.some((filter) => filter.param === type)) {
      return { kind: 'list', type: type as TypeFilter };
    }
    return { kind: 'invalid', message: `There is no training type called "${type}".` };
  }
  if (view !== null && view !== 'month') {
    return { kind: 'invalid', message: `There is no "${view}" view of this page.` };
  }
  if (month === null) return { kind: 'month', month: open };
  if (!MONTH_PARAM.test(month)) {
    return { kind: 'invalid', message: `"${month}" is not a month; months are written like ${open}.` };
  }
  if (month < range.first || month > range.last) {
    return { kind: 'invalid', message: `There is nothing to show for ${month} here.` };
  }
  return { kind: 'month', month };
}

export interface MonthGroup<T> {
  month: IsoMonth;
  trainings: T[];
}

/**
 * The list view: trainings of the given type grouped by start month, earliest first (the calendar)
 * or newest first (the archive), with only months that have a training.
 */
export function groupByMonth<T extends Ordered & { type: TrainingType }>(
  trainings: readonly T[],
  filter: TypeFilter,
  order: 'earliest-first' | 'newest-first',
): MonthGroup<T>[] {
  const type = TYPE_FILTERS.find((entry) => entry.param === filter)?.type;
  const sorted = trainings
    .filter((training) => type === undefined || training.type === type)
    .sort(order === 'earliest-first' ? byStart : (a, b) => byStart(b, a));
  const groups: MonthGroup<T>[] = [];
  for (const training of sorted) {
    const month = monthOf(training.date);
    const group = groups.at(-1);
    if (group?.month === month) group.trainings.push(training);
    else groups.push({ month, trainings: [training] });
  }
  return groups;
}
