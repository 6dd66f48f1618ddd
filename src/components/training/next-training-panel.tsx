import { Link } from 'react-router-dom';
import { formatDateRange } from '../../lib/dates';
import { upcomingTrainings } from '../../lib/trainings';
import { useToday } from '../../lib/use-today';
import { CalendarIcon, PinIcon } from './icons';
import { RegistrationAction } from './register-link';
import type { CarouselTraining } from './types';

/**
 * The home hero's "Next training": the earliest training not yet over (re-checked against the
 * visitor's date after hydration), its dates and a Register button. Nothing when none is scheduled.
 */
export function NextTrainingPanel({ trainings }: { trainings: readonly CarouselTraining[] }) {
  const today = useToday();
  const next = upcomingTrainings(trainings, today)[0];
  if (!next) return null;
  return (
    <section
      aria-labelledby="next-training"
      className="rounded-lg bg-white p-4 text-slate-900 shadow-lg sm:p-6"
    >
      <h2 id="next-training" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Next training
      </h2>
      <p className="mt-1 text-lg font-bold text-brand-900">
        <Link to={`/training/events/${next.id}`} className="hover:underline">
          {next.title}
        </Link>
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        <li className="flex items-center gap-2 font-semibold text-slate-900">
          <CalendarIcon />
          <span>
            <span className="sr-only">Dates: </span>
            {formatDateRange(next.date, next.endDate)}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <PinIcon />
          <span>
            <span className="sr-only">Location: </span>
            {next.location}
          </span>
        </li>
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <RegistrationAction training={next} />
        <Link to="/training/calendar" className="font-semibold text-brand-700 underline">
          All trainings
        </Link>
      </div>
    </section>
  );
}
