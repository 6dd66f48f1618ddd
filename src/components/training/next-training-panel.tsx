import { Link } from 'react-router-dom';
import { formatDateRange } from '../../lib/dates';
import { nextTraining } from '../../lib/trainings';
import { useToday } from '../../runtime/use-today';
import { CalendarIcon, PinIcon } from './icons';
import { RegistrationAction } from './register-link';
import { TrainingDetailList } from './training-detail-list';
import type { CarouselTraining } from '../../lib/training-types';
import { FactLine } from './fact-line';
import { TrainingTitleLink } from './training-title-link';
import { pagePath } from '../../site-pages';

export const NONE_OPEN_TEXT = 'Registration is closed for every training scheduled so far. The next one is:';

/**
 * The home hero's "Next training": the earliest training still open for registration (re-checked
 * against the visitor's date after hydration), with what it costs, the CPD units it earns, the
 * last day to register and Register now, so a phone shows them on the first screen. When none is
 * open it says so and shows the next one to take place. Nothing when none is scheduled.
 */
export function NextTrainingPanel({ trainings }: { trainings: readonly CarouselTraining[] }) {
  const today = useToday();
  const next = nextTraining(trainings, today);
  if (!next) return null;
  const { training, open } = next;
  return (
    // Repeats a training, which the search finds on its own page.
    <section
      aria-labelledby="next-training"
      className="rounded-lg bg-white p-4 text-slate-900 shadow-lg sm:p-6"
      data-pagefind-ignore
    >
      <h2 id="next-training" className="text-sm font-semibold text-brand-700">
        {open ? 'Next training open for registration' : 'Next training'}
      </h2>
      {open ? null : <p className="mt-1 text-sm text-slate-700">{NONE_OPEN_TEXT}</p>}
      <p className="mt-1 text-lg font-bold text-brand-900">
        <TrainingTitleLink training={training} />
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        <FactLine icon={<CalendarIcon />} label="Dates" strong>
          {/* As the carousel's cards below say it: training cards use short month names. */}
          {formatDateRange(training.date, training.endDate, { short: true })}
        </FactLine>
        <FactLine icon={<PinIcon />} label="Location">
          {training.location}
        </FactLine>
      </ul>
      <TrainingDetailList training={training} upcoming registerBy={open} className="mt-2" />
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <RegistrationAction training={training} short />
        <Link to={pagePath('/training/calendar')} className="font-semibold text-brand-700 underline">
          All trainings
        </Link>
      </div>
    </section>
  );
}
