import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDateRange, parseIsoDate, SHORT_MONTH_NAMES } from '../../lib/dates';
import { registrationState } from '../../lib/registration';
import { useToday } from '../../runtime/use-today';
import { ClockIcon, CalendarIcon, PinIcon } from './icons';
import { CompletedButton, RegistrationAction } from './register-link';
import { TrainingDetailList } from './training-detail-list';
import { TrainingTypeLabel } from './training-type-label';
import type { TrainingSummary } from '../../lib/training-types';
import { FactLine } from './fact-line';
import { trainingPath } from '../../lib/training-paths';

export interface TrainingCardProps {
  training: TrainingSummary;
  /**
   * Upcoming trainings offer Register Now until registration closes (deadline passed or training
   * started); completed ones a disabled "Completed" button.
   */
  status: 'upcoming' | 'completed';
  className?: string;
  /** 4 when the card sits under a month heading of level 3 (the list view). */
  headingLevel?: 3 | 4;
}

/**
 * A training on the calendar or in the archive: day badge, linked title, type, place, dates, time,
 * what it costs and earns, and how to register.
 */
export function TrainingCard({ training, status, className, headingLevel = 3 }: TrainingCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const start = parseIsoDate(training.date)!;
  const today = useToday();
  const open = registrationState(training, today).state === 'open';
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:gap-6 sm:p-6',
        className,
      )}
    >
      {/* On phones a small badge above the title, so the text has the card's full width; from
          640 px a square column beside it. */}
      <p className="flex w-fit shrink-0 items-baseline gap-1.5 rounded-md bg-brand-800 px-2.5 py-1 text-white sm:h-20 sm:w-20 sm:flex-col sm:items-center sm:justify-center sm:gap-0 sm:rounded-lg sm:p-0">
        <span className="text-xl leading-none font-bold sm:text-3xl">{start.day}</span>
        <span className="text-sm font-semibold tracking-wide uppercase sm:mt-1">
          {SHORT_MONTH_NAMES[start.month - 1]}
        </span>
      </p>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <Heading className="text-lg font-bold text-brand-800">
          <Link
            to={trainingPath(training.id)}
            className="underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            {training.title}
          </Link>
        </Heading>
        <TrainingTypeLabel type={training.type} />
        <ul className="space-y-1 text-slate-700">
          <FactLine icon={<PinIcon />} label="Location">
            {training.location}
          </FactLine>
          <FactLine icon={<CalendarIcon />} label="Dates">
            {formatDateRange(training.date, training.endDate, { short: true })}
          </FactLine>
          <FactLine icon={<ClockIcon />} label="Time">
            {training.time}
          </FactLine>
        </ul>
        <TrainingDetailList training={training} upcoming={status === 'upcoming'} registerBy={open} />
        {training.summary ? <p className="text-slate-700">{training.summary}</p> : null}
        {status === 'upcoming' ? (
          <RegistrationAction training={training} className="mt-2" short />
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
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
      </div>
    </article>
  );
}
