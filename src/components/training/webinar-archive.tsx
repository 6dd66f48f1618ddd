/**
 * The Webinar Archive: every past webinar as a text card (title, theme, date, speaker), two
 * columns from 640 px, by year as the past seminars are: the latest year open, each earlier one a
 * <details> a tap opens (no script needed). No posters: a poster repeats the card's text in an
 * image that is unreadable at thumbnail size and says nothing to a screen reader that the card does not.
 */
import { formatDate } from '../../lib/dates';
import type { Webinar } from '../../content/schemas/webinar';
import { Icon } from '../layout/icon';
import { speakerLine } from './webinar-card';

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
        <details
          key={year}
          open={index === 0}
          className="group rounded-lg border border-slate-200 bg-white px-4 sm:px-6"
        >
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-2 text-lg font-bold text-brand-800">
            <span>
              {year}{' '}
              <span className="text-base font-normal text-slate-600">
                ({held.length} webinar{held.length === 1 ? '' : 's'})
              </span>
            </span>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="grid gap-4 pb-4 sm:grid-cols-2">
            {held.map((webinar) => (
              <li key={webinar.id}>
                <WebinarArchiveCard webinar={webinar} />
              </li>
            ))}
          </ul>
        </details>
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
