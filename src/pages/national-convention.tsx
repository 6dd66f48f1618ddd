import { Link } from 'react-router-dom';
import { EarlierCycles } from '../components/training/earlier-cycles';
import { ProsePage } from '../components/training/prose-intro';
import { RegisterLink } from '../components/training/register-link';
import { formatDateRange, isUpcoming } from '../lib/dates';
import { useToday } from '../runtime/use-today';
import { useRouteData } from '../runtime/route-data';
import type { ConventionPageData } from '../loaders/trainings.server';
import { houseDailyTime } from '../lib/training-time';

/**
 * /national-convention: the facts of the latest convention; registration only while it is not over
 * (the visitor's Manila date, re-checked after hydration). Once over, the card opens with "Held
 * <dates>" and a link to the news about it, and keeps only where it was (no date and time rows, no
 * Register now). Earlier conventions follow as an archive.
 */
export function Component() {
  const { page, conventions } = useRouteData<ConventionPageData>();
  const { current: convention, earlier } = conventions;
  const today = useToday();
  const open = isUpcoming(convention, today);
  const dates = formatDateRange(convention.date, convention.endDate);
  return (
    <ProsePage page={page}>
      <article className="space-y-5 rounded-lg border border-slate-200 p-6 shadow-sm">
        <h2 className="text-2xl font-bold text-brand-800">{convention.title}</h2>
        {/* Once over, what a visitor must know first: it was held, and when. */}
        {open ? null : (
          <div role="status" className="space-y-1 rounded-md border-l-4 border-slate-400 bg-slate-100 p-4">
            <p className="text-lg font-semibold text-slate-900">Held {dates}</p>
            <p>
              Registration is closed; thank you to everyone who took part.{' '}
              {convention.report ? (
                <>
                  <Link to={convention.report} className="font-semibold text-brand-700 underline">
                    Read the news from the convention
                  </Link>
                  .{' '}
                </>
              ) : null}
              The next convention will be announced here and in News and Updates.
            </p>
          </div>
        )}
        <p className="text-lg font-semibold text-brand-700">Theme: {convention.theme}</p>
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {open ? (
            <>
              <dt className="font-semibold">Date</dt>
              <dd>{dates}</dd>
              <dt className="font-semibold">Time</dt>
              <dd>{houseDailyTime(convention.time)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Venue</dt>
          <dd>{convention.venue}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{convention.address}</dd>
          <dt className="font-semibold">Platform</dt>
          <dd>{convention.platform}</dd>
        </dl>
        <p>{convention.description}</p>
        {open ? <RegisterLink href={convention.registerLink} what={convention.title} /> : null}
      </article>
      <EarlierCycles
        id="earlier-conventions"
        title="Earlier conventions"
        className="space-y-3"
        cycles={earlier.map((cycle) => ({
          key: cycle.date,
          text: (
            <>
              <span className="font-semibold">{cycle.title}</span>,{' '}
              {formatDateRange(cycle.date, cycle.endDate)}, {cycle.venue}: {cycle.theme}
            </>
          ),
          link: cycle.report ? { to: cycle.report, label: 'news' } : undefined,
        }))}
      />
    </ProsePage>
  );
}
