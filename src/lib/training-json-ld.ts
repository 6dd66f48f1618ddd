/** schema.org Event data for a training's page, so search engines can list it as an event. */
import type { Training } from '../content/schemas/training';
import { parseDailyTime } from './training-time';

export interface Organizer {
  name: string;
  url: string;
}

/** "2026-03-12" + "08:00" -> "2026-03-12T08:00:00+08:00" (Manila time). */
function manilaDateTime(date: string, time = '00:00'): string {
  return `${date}T${time}:00+08:00`;
}

export function trainingJsonLd(
  training: Training,
  options: { organizer: Organizer; pageUrl: string },
): Record<string, unknown> {
  const daily = parseDailyTime(training.time);
  const online = training.type === 'Virtual Training';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: training.title,
    ...(training.description ? { description: training.description } : {}),
    startDate: manilaDateTime(training.date, daily?.start),
    endDate: manilaDateTime(training.endDate, daily?.end ?? '23:59'),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: training.registerLink }
      : {
          '@type': 'Place',
          name: training.location,
          address: { '@type': 'PostalAddress', streetAddress: training.location, addressCountry: 'PH' },
        },
    organizer: { '@type': 'Organization', name: options.organizer.name, url: options.organizer.url },
    offers: { '@type': 'Offer', url: training.registerLink, availability: 'https://schema.org/InStock' },
    url: options.pageUrl,
  };
}
