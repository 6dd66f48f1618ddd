/**
 * The Webinar Archive: the latest past webinars as text cards (title, theme, date, speaker), two
 * columns from 640 px. No posters: a poster repeats the card's text in an image that is unreadable
 * at thumbnail size and says nothing to a screen reader that the card does not.
 */
import { formatDate } from '../../lib/dates';
import type { Webinar } from '../../content/schemas/webinar';
import { speakerLine } from './webinar-card';

/** How many past webinars the archive shows. */
export const WEBINAR_ARCHIVE_SIZE = 4;

export type ArchivedWebinar = Pick<Webinar, 'id' | 'title' | 'subtitle' | 'date' | 'speaker'>;

export function WebinarArchive({ webinars }: { webinars: readonly ArchivedWebinar[] }) {
  if (webinars.length === 0) {
    return <p className="text-slate-700">Past webinars will appear here.</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {webinars.map((webinar) => (
        <li key={webinar.id}>
          <article className="h-full rounded-lg border border-slate-200 border-l-4 border-l-brand-700 bg-white p-4">
            <p className="text-sm text-slate-700">
              <time dateTime={webinar.date}>{formatDate(webinar.date)}</time>
            </p>
            <h3 className="mt-1 font-bold text-brand-800">{webinar.title}</h3>
            <p className="text-slate-700">{webinar.subtitle}</p>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Speaker:</span> {speakerLine(webinar.speaker)}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
