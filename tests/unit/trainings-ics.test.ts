import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Training } from '../../src/content/schemas/training';
import { escapeText, foldLine, trainingsCalendar } from '../../scripts/postbuild/trainings-ics';
import { trainingJsonLd } from '../../src/components/seo/structured-data';
import { houseDailyTime, parseClockTime, parseDailyTime } from '../../src/lib/training-time';

const training: Training = {
  id: 'rpgiam-2026-12',
  title: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
  date: '2026-12-03',
  endDate: '2026-12-04',
  type: 'Face-to-face Training',
  location: 'Bayview Park Hotel, Ermita, Manila',
  time: '8:00AM – 5:00PM',
  registerLink: 'https://forms.agia.org.ph/register/rpgiam-2026-12',
};

const options = { stamp: new Date('2026-11-22T02:00:00Z'), siteUrl: 'https://agia.org.ph', name: 'AGIA' };

/** Unfolds an iCalendar text into its content lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('training times', () => {
  it('shows every time it can read in the house form, noon as 12:00 PM, and any other text as written', () => {
    expect(houseDailyTime('8:00AM – 12:00NN')).toBe('8:00 AM to 12:00 PM');
    expect(houseDailyTime('8:00 AM to 12:00 noon')).toBe('8:00 AM to 12:00 PM');
    expect(houseDailyTime('1:30pm - 4:05 p.m.')).toBe('1:30 PM to 4:05 PM');
    expect(houseDailyTime('Whole day')).toBe('Whole day');
  });

  it('reads the times used by the association', () => {
    // The house style's form (content/README.md, "House style").
    expect(parseDailyTime('8:00 AM to 5:00 PM')).toEqual({ start: '08:00', end: '17:00' });
    expect(parseDailyTime('8:00 AM to 12:00 noon')).toEqual({ start: '08:00', end: '12:00' });
    expect(parseDailyTime('8:00AM – 5:00PM')).toEqual({ start: '08:00', end: '17:00' });
    expect(parseDailyTime('8:00AM – 12:00NN')).toEqual({ start: '08:00', end: '12:00' });
    expect(parseDailyTime('2:00pm to 4:00pm')).toEqual({ start: '14:00', end: '16:00' });
    expect(parseClockTime('12:00AM')).toBe('00:00');
    expect(parseClockTime('12:30PM')).toBe('12:30');
  });

  it('refuses times it cannot read rather than guessing', () => {
    expect(parseDailyTime('Whole day')).toBeNull();
    expect(parseDailyTime('5:00PM – 8:00AM')).toBeNull();
    expect(parseClockTime('13:00PM')).toBeNull();
    expect(parseClockTime('8:00NN')).toBeNull();
  });
});

describe('calendar files', () => {
  it('writes a timed, repeating event in Asia/Manila with a stable UID', () => {
    const text = trainingsCalendar([training], options);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Asia/Manila');
    expect(lines).toContain('UID:training-rpgiam-2026-12@agia.org.ph');
    expect(lines).toContain('DTSTAMP:20261122T020000Z');
    expect(lines).toContain('DTSTART;TZID=Asia/Manila:20261203T080000');
    expect(lines).toContain('DTEND;TZID=Asia/Manila:20261203T170000');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=2');
    expect(lines).toContain('SUMMARY:Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher');
    expect(lines).toContain('LOCATION:Bayview Park Hotel\\, Ermita\\, Manila');
    expect(lines).toContain('URL:https://agia.org.ph/training/events/rpgiam-2026-12');
  });

  it('gives the same UID on every build, whatever the stamp', () => {
    const later = trainingsCalendar([training], { ...options, stamp: new Date('2027-01-01T00:00:00Z') });
    const uid = (text: string) => unfold(text).find((line) => line.startsWith('UID:'));
    expect(uid(later)).toBe(uid(trainingsCalendar([training], options)));
  });

  it('writes all-day events (end exclusive) when the time cannot be read', () => {
    const lines = unfold(
      trainingsCalendar(
        [{ ...training, time: 'To be announced', endDate: '2026-12-31', date: '2026-12-30' }],
        options,
      ),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.some((line) => line.startsWith('RRULE'))).toBe(false);
  });

  it('folds long lines at 75 octets and escapes text', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('escapes a bare CR like any other line break, so the CRLF line ends and folding stay intact', () => {
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    const text = trainingsCalendar(
      [{ ...training, title: `Audit\rrefresher ${'x'.repeat(80)}`, summary: 'Line one\rLine two' }],
      options,
    );
    // Every CR in the file is the start of a CRLF line end (or of a fold, CRLF + space).
    expect(text.replace(/\r\n/g, '')).not.toContain('\r');
    const lines = unfold(text);
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Audit\\nrefresher ${'x'.repeat(80)}`,
    );
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Line one\\nLine two\\n/,
    );
    for (const part of text.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('writes the event address under the site address, sub-path included', () => {
    const lines = unfold(
      trainingsCalendar([training], { ...options, siteUrl: 'https://example.github.io/agia' }),
    );
    expect(lines).toContain('URL:https://example.github.io/agia/training/events/rpgiam-2026-12');
  });

  it('parses with an RFC 5545 reader: Manila wall times at +08:00, the daily rule, the text as given', () => {
    const text = trainingsCalendar([{ ...training, summary: 'Bring, a pen; and\nyour ID' }], options);
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone).not.toBeNull();
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined, {
      timezones: zone ? [zone] : [],
    } as never);
    expect(event.uid).toBe('training-rpgiam-2026-12@agia.org.ph');
    expect(event.summary).toBe(training.title);
    expect(event.location).toBe(training.location);
    expect(event.description.startsWith('Bring, a pen; and\nyour ID\n')).toBe(true);
    // 8:00 and 17:00 in Manila are 00:00 and 09:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T09:00:00.000Z');
    const days = event.iterator();
    const starts: string[] = [];
    for (let next = days.next(); next && starts.length < 5; next = days.next())
      starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual(['2026-12-03T00:00:00.000Z', '2026-12-04T00:00:00.000Z']);
  });

  it('writes one event per training', () => {
    const text = trainingsCalendar([training, { ...training, id: 'other' }], options);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('structured data', () => {
  const organizer = { name: 'Association of Government Internal Auditors', url: 'https://agia.org.ph' };

  it('describes a face-to-face training as an offline event at a place', () => {
    const data = trainingJsonLd(training, {
      organizer,
      pageUrl: 'https://agia.org.ph/training/events/x',
      today: '2026-11-22',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: training.title,
      startDate: '2026-12-03T08:00:00+08:00',
      endDate: '2026-12-04T17:00:00+08:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: training.location },
      organizer: { '@type': 'Organization', name: organizer.name },
      offers: [{ url: training.registerLink, availability: 'https://schema.org/InStock' }],
    });
  });

  it('describes a virtual training as an online event with a virtual location', () => {
    const data = trainingJsonLd(
      { ...training, type: 'Virtual Training', location: 'Via Zoom', time: '8:00AM – 12:00NN' },
      { organizer, pageUrl: 'https://agia.org.ph/training/events/x', today: '2026-11-22' },
    );
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: training.registerLink });
    expect(data.endDate).toBe('2026-12-04T12:00:00+08:00');
  });

  it('offers the member and non-member rates in pesos until the end of the registration deadline', () => {
    const priced = {
      ...training,
      fee: { member: 3500, nonMember: 4500 },
      registrationDeadline: '2026-11-28',
    };
    const common = {
      '@type': 'Offer',
      url: training.registerLink,
      priceCurrency: 'PHP',
      validThrough: '2026-11-28T23:59:00+08:00',
    };
    const open = trainingJsonLd(priced, { organizer, pageUrl: 'https://agia.org.ph/x', today: '2026-11-28' });
    expect(open.offers).toEqual([
      { ...common, name: 'AGIA members', price: 3500, availability: 'https://schema.org/InStock' },
      { ...common, name: 'Non-members', price: 4500, availability: 'https://schema.org/InStock' },
    ]);
    const closed = trainingJsonLd(priced, {
      organizer,
      pageUrl: 'https://agia.org.ph/x',
      today: '2026-11-29',
    });
    expect((closed.offers as Array<{ availability: string }>).map((offer) => offer.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
    // On its last day it is still sold out; from the day after, nothing is offered at all.
    const lastDay = trainingJsonLd(priced, {
      organizer,
      pageUrl: 'https://agia.org.ph/x',
      today: '2026-12-04',
    });
    expect(lastDay.offers).toHaveLength(2);
    const over = trainingJsonLd(priced, { organizer, pageUrl: 'https://agia.org.ph/x', today: '2026-12-05' });
    expect(over).not.toHaveProperty('offers');
    expect(over).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventScheduled' });
  });

  it('offers no price while the fee is to be announced, and closes the day before the start without a deadline', () => {
    const data = trainingJsonLd(
      { ...training, fee: 'tba' },
      { organizer, pageUrl: 'https://agia.org.ph/x', today: '2026-11-22' },
    );
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        url: training.registerLink,
        availability: 'https://schema.org/InStock',
        validThrough: '2026-12-02T23:59:00+08:00',
      },
    ]);
  });
});
