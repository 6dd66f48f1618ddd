/**
 * Calendar files for the trainings.
 * Inputs:  the build context (context.ts): the trainings, the build date, the site address.
 * Outputs: dist/trainings.ics (every training not over on the build date) and
 *          dist/training/events/{id}.ics, one per training the calendar page may show: not over,
 *          or over only since the day before (a visitor whose clock is a day behind the build
 *          still sees its "Add to calendar" link, which must not lead to a missing file).
 * The writer: iCalendar (RFC 5545). Timed events use the Asia/Manila zone (with its VTIMEZONE); a
 * multi-day training repeats its daily hours with a daily rule. A time that cannot be read gives
 * all-day events.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarCandidates, upcomingTrainings } from '../../src/lib/trainings';
import type { BuildContext } from './context';
import { TRAINING_EVENTS, trainingPath } from '../../src/lib/training-paths';
import type { Training } from '../../src/content/schemas/training';
import { addDays } from '../../src/lib/dates';
import { absoluteUrl } from '../../src/lib/site-url';
import { parseDailyTime } from '../../src/lib/training-time';

export const ICS_PRODID = '-//Association of Government Internal Auditors//Trainings//EN';
export const UID_DOMAIN = 'agia.org.ph';

export interface IcsOptions {
  /** The file's creation stamp, e.g. the build instant. */
  stamp: Date;
  /** Absolute address of the site (src/lib/site-url.ts), for each event's URL. */
  siteUrl: string;
  /** Calendar name shown by calendar apps. */
  name: string;
}

const MANILA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Manila',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:PHT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * Escapes a TEXT value (RFC 5545 3.3.11). Every line break (CRLF, LF or a bare CR) becomes "\n":
 * a raw CR would end the content line early for some readers, or be taken as part of a CRLF.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuing with CRLF and a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function dayCount(start: string, end: string): number {
  let count = 1;
  for (let day = start; day < end; day = addDays(day, 1)) count += 1;
  return count;
}

export function trainingEvent(training: Training, options: IcsOptions): string[] {
  const daily = parseDailyTime(training.time);
  const lines = [
    'BEGIN:VEVENT',
    `UID:training-${training.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(options.stamp)}`,
  ];
  if (daily) {
    lines.push(
      `DTSTART;TZID=Asia/Manila:${compactDate(training.date)}T${compactTime(daily.start)}`,
      `DTEND;TZID=Asia/Manila:${compactDate(training.date)}T${compactTime(daily.end)}`,
    );
    const days = dayCount(training.date, training.endDate);
    if (days > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${days}`);
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(training.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(training.endDate, 1))}`,
    );
  }
  const url = absoluteUrl(options.siteUrl, trainingPath(training.id));
  const description = [
    training.summary,
    `${training.type}, ${training.time}.`,
    `Register: ${training.registerLink}`,
  ]
    .filter(Boolean)
    .join('\n');
  lines.push(
    `SUMMARY:${escapeText(training.title)}`,
    `LOCATION:${escapeText(training.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  );
  return lines;
}

/** A whole VCALENDAR with the given trainings, CRLF line ends, folded lines. */
export function trainingsCalendar(trainings: readonly Training[], options: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Asia/Manila',
    ...MANILA_TIMEZONE,
    ...trainings.flatMap((training) => trainingEvent(training, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export async function writeTrainingCalendars({
  distDir,
  siteUrl,
  today,
  content,
}: BuildContext): Promise<void> {
  const upcoming = upcomingTrainings(content.trainings, today);
  const base: Omit<IcsOptions, 'name'> = { stamp: new Date(), siteUrl };
  await writeFile(
    path.join(distDir, 'trainings.ics'),
    trainingsCalendar(upcoming, { ...base, name: `${content.site.shortName} upcoming trainings` }),
  );
  const eventsDir = path.join(distDir, TRAINING_EVENTS);
  await mkdir(eventsDir, { recursive: true });
  await Promise.all(
    calendarCandidates(content.trainings, today).map((training) =>
      writeFile(
        path.join(eventsDir, `${training.id}.ics`),
        trainingsCalendar([training], { ...base, name: training.title }),
      ),
    ),
  );
}
