import { Link } from 'react-router-dom';
import type { CarouselTraining } from '../../lib/training-types';
import { UpcomingTrainingsCarousel } from './upcoming-trainings-carousel';
import { pagePath } from '../../site-pages';

/**
 * The home page section "Training schedule": the carousel (from the training after the one
 * the hero above features) and a link to the calendar.
 */
export function UpcomingTrainingsSection({ trainings }: { trainings: readonly CarouselTraining[] }) {
  return (
    // Repeats the trainings, which the search finds on their own pages.
    <section aria-labelledby="upcoming-trainings" className="bg-brand-50" data-pagefind-ignore>
      <div className="page-grid py-12">
        <h2 id="upcoming-trainings" className="mb-6 text-2xl font-bold text-brand-800 sm:text-3xl">
          Training schedule
        </h2>
        <UpcomingTrainingsCarousel trainings={trainings} afterNext />
        <p className="mt-6 text-center">
          <Link
            to={pagePath('/training/calendar')}
            className="inline-block py-1 font-semibold text-brand-700 underline"
          >
            View the full training calendar
          </Link>
        </p>
      </div>
    </section>
  );
}
