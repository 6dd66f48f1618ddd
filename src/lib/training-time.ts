/**
 * Reads the daily time of a training ("8:00AM – 5:00PM", "8:00AM – 12:00NN") into 24-hour
 * clock times, for calendar files and structured data. Returns null for a time it cannot read,
 * so callers fall back to an all-day event instead of inventing hours.
 */

/** A 24-hour clock time, HH:MM. */
export type ClockTime = string;

export interface DailyTime {
  start: ClockTime;
  end: ClockTime;
}

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM|NN|NOON|MN)?$/i;

export function parseClockTime(value: string): ClockTime | null {
  const match = TIME.exec(value.trim().replace(/\./g, ''));
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const suffix = (match[3] ?? '').toUpperCase();
  if (minute > 59) return null;
  if (suffix === 'NN' || suffix === 'NOON') {
    if (hour !== 12 || minute !== 0) return null;
  } else if (suffix === 'MN') {
    if (hour !== 12 || minute !== 0) return null;
    hour = 0;
  } else if (suffix === 'AM' || suffix === 'PM') {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === 'PM' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "8:00AM – 5:00PM" -> { start: "08:00", end: "17:00" }; the dash may be -, – or "to". */
export function parseDailyTime(value: string): DailyTime | null {
  const parts = value.split(/\s*(?:–|—|-|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const start = parseClockTime(parts[0]!);
  const end = parseClockTime(parts[1]!);
  if (!start || !end || end <= start) return null;
  return { start, end };
}

/** "13:30" -> "1:30 PM": the house form of one clock time (noon is 12:00 PM). */
function houseClock(time: ClockTime): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A training's daily time as every page shows it, in the house style's one format ("8:00 AM to
 * 12:00 PM"), whatever form the file writes ("8:00AM – 12:00NN", "8:00 am - 12:00 noon"); a
 * time it cannot read is shown as written.
 */
export function houseDailyTime(value: string): string {
  const daily = parseDailyTime(value);
  return daily ? `${houseClock(daily.start)} to ${houseClock(daily.end)}` : value;
}
