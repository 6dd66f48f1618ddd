import { formatDate } from '../../lib/dates';
import { CalendarIcon, ClockIcon, VirtualIcon } from './icons';
import { FactLine } from './fact-line';
import { RegisterLink } from './register-link';
import type { Webinar } from '../../content/schemas/webinar';
import { houseDailyTime } from '../../lib/training-time';

export const NO_WEBINAR_TITLE = 'No upcoming webinar';
export const NO_WEBINAR_TEXT =
  'There is no free webinar scheduled right now. The next one will be announced here; see the archive below for past sessions.';

/** "Dr. Ramon A. Villanueva, CPA, CIA": the name and credentials as one line. */
export function speakerLine(speaker: Webinar['speaker']): string {
  return [speaker.name, ...speaker.credentials].join(', ');
}

/**
 * The featured upcoming webinar, or a clear "no upcoming webinar" note. It shows its facts (title,
 * theme, date, time, platform, speaker) and Register now, as a training's card does: no generated
 * poster that repeats them in an image.
 */
export function WebinarCard({ webinar }: { webinar: Webinar | null }) {
  if (!webinar) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
        <h2 className="text-xl font-semibold">{NO_WEBINAR_TITLE}</h2>
        <p className="mt-2 text-slate-700">{NO_WEBINAR_TEXT}</p>
      </div>
    );
  }
  return (
    <article className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 border-t-4 border-t-gold-400 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold text-brand-700">Upcoming free webinar</p>
      <h2 className="text-2xl font-bold text-brand-800">{webinar.title}</h2>
      <p className="text-lg text-slate-700">{webinar.subtitle}</p>
      <ul className="space-y-1 text-slate-800">
        <FactLine icon={<CalendarIcon />} label="Date" strong>
          {formatDate(webinar.date)}
        </FactLine>
        <FactLine icon={<ClockIcon />} label="Time">
          {houseDailyTime(webinar.time)}
        </FactLine>
        <FactLine icon={<VirtualIcon />} label="Where">
          {webinar.platform}
        </FactLine>
      </ul>
      <p>
        <span className="font-semibold">Speaker:</span> {speakerLine(webinar.speaker)}
      </p>
      <RegisterLink href={webinar.registerLink} what={webinar.title} className="mt-2" />
    </article>
  );
}
