/**
 * The Webinar Archive: every past webinar as a text card (title, theme, date, speaker), two
 * columns from 640 px, by year as the past seminars are: the latest year open, each earlier one a
 * <details> a tap opens (no script needed). No posters: a poster repeats the card's text in an
 * image that is unreadable at thumbnail size and says nothing to a screen reader that the card does not.
 */
import { formatDate } from '../../lib/dates';
import type { Webinar } from '../../content/schemas/webinar';
import { speakerLine } from './webinar-card';
import { YearDisclosure } from './year-disclosure';

export type ArchivedWebinar = Pick<Webinar, 'id' | 'title' | 'subtitle' | 'date' | 'speaker'>;

/** The webinars (newest first) by year, newest year first. */
function byYear(webinars: readonly ArchivedWebinar[]): Array<[string, ArchivedWebinar[]]> {
  const years = new Map<string, ArchivedWebinar[]>();
  for (const webinar of webinars) {
    const year = webinar.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), webinar]);
  }
  return [...years];
}

export function WebinarArchive({ webinars }: { webinars: readonly ArchivedWebinar[] }) {
  if (webinars.length === 0) {
    return <p className="text-slate-700">Past webinars will appear here.</p>;
  }
  return (
    <div className="space-y-3">
      {byYear(webinars).map(([year, held], index) => (
        <YearDisclosure key={year} year={year} count={held.length} noun="webinar" open={index === 0}>
          <ul className="grid gap-4 pb-4 sm:grid-cols-2">
            {held.map((webinar) => (
              <li key={webinar.id}>
                <WebinarArchiveCard webinar={webinar} />
              </li>
            ))}
          </ul>
        </YearDisclosure>
      ))}
    </div>
  );
}

function WebinarArchiveCard({ webinar }: { webinar: ArchivedWebinar }) {
  return (
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
  );
}
