import { Link } from 'react-router-dom';
import { fromFirstBookable } from '../../lib/trainings';
import { useToday } from '../../runtime/use-today';
import { TrainingOfferCard } from './training-offer-card';
import type { CarouselTraining } from '../../lib/training-types';

export const NEXT_DATES_COUNT = 3;

/** /training's "Next training dates": the next three from the first one open for registration. */
export function NextTrainingDates({ trainings }: { trainings: readonly CarouselTraining[] }) {
  const next = fromFirstBookable(trainings, useToday()).slice(0, NEXT_DATES_COUNT);
  return (
    <section aria-labelledby="next-dates" className="space-y-4" data-pagefind-ignore>
      <h2 id="next-dates" className="text-2xl font-bold text-brand-800">
        Next training dates
      </h2>
      {next.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {next.map((training) => (
            <li key={training.id}>
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
        <Link to="/training/calendar" className="font-semibold text-brand-700 underline">
          See every date in the Training Calendar
        </Link>
      </p>
    </section>
  );
}
