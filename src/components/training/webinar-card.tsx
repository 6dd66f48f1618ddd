import { formatDate } from '../../lib/dates';
import { Picture } from '../ui/picture';
import { CalendarIcon, ClockIcon, VirtualIcon } from './icons';
import { RegisterLink } from './register-link';
import type { WebinarWithPoster } from '../../lib/training-types';

export const NO_WEBINAR_TITLE = 'No upcoming webinar';
export const NO_WEBINAR_TEXT =
  'There is no free webinar scheduled right now. The next one will be announced here; see the archive below for past sessions.';

/**
 * The featured upcoming webinar, or a clear "no upcoming webinar" note. Its facts and Register
 * link come first (read first, and on phones seen without scrolling past the poster); the poster
 * follows them, beside them from md up.
 */
export function WebinarCard({ webinar }: { webinar: WebinarWithPoster | null }) {
  if (!webinar) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
        <h2 className="text-xl font-semibold">{NO_WEBINAR_TITLE}</h2>
        <p className="mt-2 text-slate-700">{NO_WEBINAR_TEXT}</p>
      </div>
    );
  }
  return (
    <article className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[3fr_2fr]">
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Upcoming free webinar</p>
        <h2 className="text-2xl font-bold text-brand-800">{webinar.title}</h2>
        <p className="text-lg text-slate-700">{webinar.subtitle}</p>
        <ul className="space-y-1">
          <li className="flex items-center gap-2">
            <CalendarIcon />
            {formatDate(webinar.date)}
          </li>
          <li className="flex items-center gap-2">
            <ClockIcon />
            {webinar.time}
          </li>
          <li className="flex items-center gap-2">
            <VirtualIcon />
            {webinar.platform}
          </li>
        </ul>
        <div>
          <h3 className="font-semibold">Speaker</h3>
          <p>
            {webinar.speaker.name}
            {webinar.speaker.credentials.length > 0 ? `, ${webinar.speaker.credentials.join(', ')}` : ''}
          </p>
        </div>
        <RegisterLink href={webinar.registerLink} what={webinar.title} className="mt-2" />
      </div>
      <Picture
        image={webinar.poster}
        alt={webinar.altText}
        // The card's second column (2 of 5 parts) from md up; at most 24rem wide on phones.
        sizes="(min-width: 1152px) 430px, (min-width: 768px) 40vw, min(100vw, 384px)"
        className="h-auto w-full max-w-sm rounded-md md:max-w-none"
      />
    </article>
  );
}
