/**
 * Calendar dates for the site. Every content date is a YYYY-MM-DD day in Asia/Manila
 * (UTC+8, no daylight saving). Dates stay strings and are compared as strings; nothing here
 * depends on the time zone of the machine or browser that runs it.
 */

/** A calendar day written YYYY-MM-DD. */
export type IsoDate = string;
/** A calendar month written YYYY-MM. */
export type IsoMonth = string;

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Splits a YYYY-MM-DD string into numbers, or returns null when it is not a real day. */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

function partsOf(value: IsoDate): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a calendar date: ${value}`);
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Manila calendar date at the given instant. */
export function manilaDate(instant: Date | number = Date.now()): IsoDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * "Today" for a build: SITE_TODAY when it is set (tests, previews), otherwise the Manila
 * date of the clock. A malformed SITE_TODAY is an operator mistake and stops the build.
 */
export function resolveToday(siteToday: string | undefined, instant: Date | number = Date.now()): IsoDate {
  if (siteToday === undefined || siteToday === '') return manilaDate(instant);
  if (isValidIsoDate(siteToday)) return siteToday;
  throw new Error(`SITE_TODAY must be a calendar date written YYYY-MM-DD (got "${String(siteToday)}")`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** "September 2025" */
export function formatMonth(month: IsoMonth): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[mon - 1]} ${year}`;
}

export interface FormatOptions {
  /** Use three-letter month names ("Sep") as the training calendar does. */
  short?: boolean;
}

function monthName(month: number, options: FormatOptions): string {
  return (options.short ? SHORT_MONTH_NAMES : MONTH_NAMES)[month - 1]!;
}

/** "September 4, 2025" */
export function formatDate(date: IsoDate, options: FormatOptions = {}): string {
  const { year, month, day } = partsOf(date);
  return `${monthName(month, options)} ${day}, ${year}`;
}

/** "September 4" (or "Sep 4"): a day named without its year, where the year goes without saying. */
export function formatMonthDay(date: IsoDate, options: FormatOptions = {}): string {
  const { month, day } = partsOf(date);
  return `${monthName(month, options)} ${day}`;
}

/** Whether `date` is `today` or the day after it (Manila days), or neither (also without a day). */
export function nearDay(date: IsoDate, today: IsoDate | undefined): 'today' | 'tomorrow' | null {
  if (today === undefined) return null;
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : null;
}

/**
 * "September 4–5, 2025" within a month, "September 30 – October 2, 2025" across months,
 * "December 30, 2025 – January 2, 2026" across years, "September 4, 2025" for one day.
 * An en dash, as the house style asks (content/README.md): unspaced between two days, spaced
 * when either side names a month.
 */
export function formatDateRange(start: IsoDate, end: IsoDate, options: FormatOptions = {}): string {
  const a = partsOf(start);
  const b = partsOf(end);
  if (start === end) return formatDate(start, options);
  if (a.year !== b.year) return `${formatDate(start, options)} – ${formatDate(end, options)}`;
  if (a.month !== b.month) {
    return `${monthName(a.month, options)} ${a.day} – ${monthName(b.month, options)} ${b.day}, ${a.year}`;
  }
  return `${monthName(a.month, options)} ${a.day}–${b.day}, ${a.year}`;
}

export interface Dated {
  date: IsoDate;
  endDate: IsoDate;
}

/** An event is upcoming while its end date is not before today. */
export function isUpcoming(event: Pick<Dated, 'endDate'>, today: IsoDate): boolean {
  return event.endDate >= today;
}

/** An event is past once its end date is before today. */
export function isPast(event: Pick<Dated, 'endDate'>, today: IsoDate): boolean {
  return event.endDate < today;
}

/** The instant a Manila calendar day begins, as an ISO timestamp with its +08:00 offset. */
export function manilaStartOfDay(date: IsoDate): string {
  partsOf(date);
  return `${date}T00:00:00+08:00`;
}

/** The latest of YYYY-MM-DD days (which sort as text), or undefined when none is known. */
export function latestDay(days: ReadonlyArray<string | undefined>): string | undefined {
  return days
    .filter((day): day is string => day !== undefined)
    .sort()
    .at(-1);
}
