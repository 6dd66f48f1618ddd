import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDateRange, parseIsoDate, SHORT_MONTH_NAMES } from '../../lib/dates';
import { registrationState } from '../../lib/registration';
import { useToday } from '../../runtime/use-today';
import { CalendarIcon, PinIcon } from './icons';
import { CompletedButton, RegistrationAction } from './register-link';
import { TrainingDetailList } from './training-detail-list';
import { TrainingTypeLabel } from './training-type-label';
import type { TrainingSummary } from '../../lib/training-types';
import { FactLine } from './fact-line';
import { NextRunLink } from './next-run-link';
import type { Run } from '../../lib/next-run';
import { TrainingTitleLink } from './training-title-link';
import { houseDailyTime } from '../../lib/training-time';

export interface TrainingCardProps {
  training: TrainingSummary;
  /**
   * Upcoming trainings offer Register now until registration closes (deadline passed or training
   * started); completed ones a disabled "Completed" button.
   */
  status: 'upcoming' | 'completed';
  /** Trainings among which a closed or completed one finds its next run ("Next run: ..."). */
  runs?: readonly Run[];
  className?: string;
  /** 4 when the card sits under a month heading of level 3 (the list view). */
  headingLevel?: 3 | 4;
}

/**
 * A training on the calendar or in the archive, short enough that a phone scrolls through several
 * on a screen: day badge and type, linked title, place, dates and time, what it costs and earns,
 * one line of its summary (the whole of it is on the training's page), how to register, and the
 * next run of the course once this one is closed.
 */
export function TrainingCard({ training, status, runs, className, headingLevel = 3 }: TrainingCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const start = parseIsoDate(training.date)!;
  const today = useToday();
  const open = registrationState(training, today).state === 'open';
  // The badge repeats the first day, which the dates line says: screen readers skip it.
  const badge = (
    <p
      aria-hidden="true"
      className="flex w-fit shrink-0 items-baseline gap-1.5 rounded-md bg-brand-800 px-2.5 py-1 text-white @lg:h-20 @lg:w-20 @lg:flex-col @lg:items-center @lg:justify-center @lg:gap-0 @lg:rounded-lg @lg:p-0"
    >
      <span className="text-xl leading-none font-bold @lg:text-3xl">{start.day}</span>
      <span className="text-sm font-semibold tracking-wide uppercase @lg:mt-1">
        {SHORT_MONTH_NAMES[start.month - 1]}
      </span>
    </p>
  );
  return (
    // The card lays itself out by its own width (a container query), so it reads the same in one
    // column on a phone and in two on a wide screen.
    <article
      className={cn('@container h-full rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      {/* In a narrow card the badge and the type share the first line, so the text has the card's
          full width; from 32rem the badge is a square column beside it. */}
      <div className="flex flex-col gap-1.5 px-4 py-3 @lg:flex-row @lg:gap-6 @lg:p-6">
        <div className="flex items-center gap-3 @lg:contents">
          {badge}
          <TrainingTypeLabel type={training.type} className="@lg:hidden" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5 @lg:gap-2 @3xl:flex-row @3xl:gap-8">
          {/* From 48rem (a wide card, one per row on a desktop) the facts on the left and how to
              register on the right; narrower, the action follows the facts. */}
          <div className="flex min-w-0 flex-col items-start gap-1.5 @lg:gap-2 @3xl:flex-1">
            <Heading className="text-lg leading-snug font-bold text-brand-800">
              <TrainingTitleLink training={training} />
            </Heading>
            <TrainingTypeLabel type={training.type} className="@max-lg:hidden" />
            <ul className="space-y-0.5 text-slate-700">
              <FactLine icon={<PinIcon />} label="Location">
                {training.location}
              </FactLine>
              <FactLine icon={<CalendarIcon />} label="Dates">
                {/* The time follows the dates on the same line, wrapping only between the two. */}
                <span className="inline-block">
                  {formatDateRange(training.date, training.endDate, { short: true })}
                  <span aria-hidden="true">,</span>
                </span>{' '}
                <span className="inline-block">
                  <span className="sr-only">time: </span>
                  {houseDailyTime(training.time)}
                </span>
              </FactLine>
            </ul>
            <TrainingDetailList
              training={training}
              upcoming={status === 'upcoming'}
              registerBy={open}
              compact
              className="text-sm"
            />
            {training.summary ? (
              // One line: the whole summary is on the training's page, one tap away.
              <p className="line-clamp-1 text-sm text-slate-700">{training.summary}</p>
            ) : null}
          </div>
          <div className="flex flex-col items-start gap-1.5 @lg:gap-2 @3xl:w-64 @3xl:shrink-0 @3xl:border-l @3xl:border-slate-200 @3xl:pl-6">
            {status === 'upcoming' ? (
              <RegistrationAction training={training} short compact />
            ) : (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <CompletedButton />
                {training.report ? (
                  <Link
                    to={training.report}
                    aria-label={`Read the report on ${training.title}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Read the report
                  </Link>
                ) : null}
              </div>
            )}
            {!open && runs ? <NextRunLink training={training} runs={runs} short /> : null}
          </div>
        </div>
      </div>
    </article>
  );
}
