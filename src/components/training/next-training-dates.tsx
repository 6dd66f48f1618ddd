import { Link } from 'react-router-dom';
import { trainingPath } from '../../lib/training-paths';
import { firstOpen, upcomingTrainings } from '../../lib/trainings';
import { useToday } from '../../runtime/use-today';
import { NextOpenPointer } from './next-open-pointer';
import { TrainingOfferCard } from './training-offer-card';
import type { CarouselTraining } from '../../lib/training-types';
import { pagePath } from '../../site-pages';

export const NEXT_DATES_COUNT = 3;

const cardId = (id: string) => `next-${id}`;

/**
 * /training's "Next training dates": the next three not over yet, closed ones marked so, with a
 * line pointing to the first open for registration when they begin with closed ones
 * (docs/decisions/030-training-list-first.md).
 */
export function NextTrainingDates({ trainings }: { trainings: readonly CarouselTraining[] }) {
  const today = useToday();
  const upcoming = upcomingTrainings(trainings, today);
  const next = upcoming.slice(0, NEXT_DATES_COUNT);
  const open = firstOpen(upcoming, today);
  return (
    <section aria-labelledby="next-dates" className="space-y-4" data-pagefind-ignore>
      <h2 id="next-dates" className="text-2xl font-bold text-brand-800">
        Next training dates
      </h2>
      {open && open !== next[0] ? (
        <NextOpenPointer
          label="Next open for registration"
          to={next.includes(open) ? { hash: `#${cardId(open.id)}` } : trainingPath(open.id)}
          training={open}
        />
      ) : null}
      {next.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {next.map((training) => (
            <li key={training.id} id={cardId(training.id)} className="scroll-mt-24">
              <TrainingOfferCard
                training={training}
                className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-6">
          No upcoming trainings scheduled. Please check back later!
        </p>
      )}
      <p>
        <Link to={pagePath('/training/calendar')} className="font-semibold text-brand-700 underline">
          See every date in the training calendar
        </Link>
      </p>
    </section>
  );
}
