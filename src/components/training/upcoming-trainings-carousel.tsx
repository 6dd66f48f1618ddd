/**
 * The home page's "Upcoming trainings" carousel. Shows the trainings not yet over,
 * earliest first, as cards side by side (1 on phones, 2 on tablets, 3 from 1024 px; use-per-view.ts);
 * on the home page it starts with the training after the one the hero features, so the two read
 * as one list in date order. It never moves by itself (WCAG 2.2.2: nothing to pause, and a visitor
 * who scrolls to it always finds the first card): the visitor moves it with Previous and Next, one
 * Tab stop (a toolbar: the arrow keys move between them), with the position ("2 of 9") between
 * them, read out when it changes. The 500 ms slide is left out when the visitor prefers reduced motion.
 * Until React has hydrated no card is inert; without JavaScript the cards form a row that scrolls
 * sideways on phones and rows of cards from 640 px, and the controls that could not work yet are
 * invisible (hidden without JavaScript), keeping their place so nothing moves when they start to work.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { nextTraining, upcomingTrainings } from '../../lib/trainings';
import { useHydrated } from '../../runtime/use-hydrated';
import { useToday } from '../../runtime/use-today';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { TrainingOfferCard } from './training-offer-card';
import type { CarouselTraining } from '../../lib/training-types';
import { usePerView } from './use-per-view';
import { useReducedMotion } from './use-reduced-motion';

export const EMPTY_CAROUSEL_TEXT = 'No upcoming trainings scheduled. Please check back later!';
/** When the only upcoming training is the one the home page features above the carousel. */
export const NO_OTHER_TEXT = 'No other trainings scheduled yet. Please check back later!';

export interface UpcomingTrainingsCarouselProps {
  trainings: readonly CarouselTraining[];
  /**
   * Start after the training the home page's hero features (nextTraining): the carousel continues
   * the hero's list in date order instead of repeating its card or skipping over it.
   */
  afterNext?: boolean;
  className?: string;
}

type Arrow = 'previous' | 'next';

export function UpcomingTrainingsCarousel({
  trainings,
  afterNext = false,
  className,
}: UpcomingTrainingsCarouselProps) {
  const today = useToday();
  const hydrated = useHydrated();
  const featured = afterNext ? nextTraining(trainings, today)?.training.id : undefined;
  const slides = useMemo(() => {
    const upcoming = upcomingTrainings(trainings, today);
    return upcoming.slice(upcoming.findIndex((training) => training.id === featured) + 1);
  }, [trainings, today, featured]);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** Which arrow the Tab key lands on (the toolbar's one Tab stop). */
  const [tabStop, setTabStop] = useState<Arrow>('next');
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const perView = Math.min(usePerView(), Math.max(count, 1));
  /** Where the first card in view can be: 0 to count - perView. */
  const positions = Math.max(count - perView + 1, 1);
  const current = index % positions;

  if (count === 0) {
    return (
      <p className={cn('rounded-lg border border-slate-200 bg-slate-50 p-6 text-center', className)}>
        {featured ? NO_OTHER_TEXT : EMPTY_CAROUSEL_TEXT}
      </p>
    );
  }

  const go = (step: number) => setIndex((current + step + positions) % positions);
  // Before hydration every card can be reached: without JavaScript the row scrolls sideways.
  const inView = (i: number) => !hydrated || (i >= current && i < current + perView);
  const shown = perView === 1 ? `${current + 1}` : `${current + 1}–${current + perView}`;
  // The toolbar's keys (WAI-ARIA toolbar pattern): Left/Right and Home/End move between the arrows.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target: Arrow | null =
      event.key === 'Home'
        ? 'previous'
        : event.key === 'End'
          ? 'next'
          : event.key === 'ArrowLeft' || event.key === 'ArrowRight'
            ? tabStop === 'next'
              ? 'previous'
              : 'next'
            : null;
    if (!target) return;
    event.preventDefault();
    setTabStop(target);
    (target === 'next' ? nextButton : previousButton).current?.focus();
  };
  const arrow = (which: Arrow) => ({
    type: 'button' as const,
    tabIndex: tabStop === which ? 0 : -1,
    onFocus: () => setTabStop(which),
    onClick: () => go(which === 'next' ? 1 : -1),
    className: controlClass,
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Upcoming trainings"
      className={cn('relative', className)}
    >
      {/* The gutters between cards are the slides' padding, so every slide is exactly 1/perView wide. */}
      {/* Without JavaScript: a row that scrolls sideways on phones, every card in rows from 640 px. */}
      <div className="-mx-2 overflow-hidden noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto noscript:pb-2 sm:noscript:overflow-visible">
        <div
          className={cn(
            'flex sm:noscript:flex-wrap sm:noscript:gap-y-4',
            !reducedMotion && 'transition-transform duration-500 ease-in-out',
          )}
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {slides.map((training, i) => (
            <article
              key={training.id}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!inView(i)}
              inert={!inView(i)}
              // Without JavaScript a phone shows the edge of the next card, a sign that the row scrolls.
              className="w-full shrink-0 snap-start px-2 max-sm:noscript:w-[85%] sm:w-1/2 lg:w-1/3"
            >
              <TrainingOfferCard
                training={training}
                className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
              />
            </article>
          ))}
        </div>
      </div>
      {positions > 1 ? (
        <div
          className={cn(
            'mt-4 flex flex-wrap items-center justify-center gap-3 noscript:hidden',
            !hydrated && 'invisible',
          )}
        >
          <div
            role="toolbar"
            aria-label="Move between trainings"
            onKeyDown={onToolbarKey}
            className="flex items-center gap-2"
          >
            <button ref={previousButton} {...arrow('previous')} aria-label="Previous training">
              <ChevronLeftIcon />
            </button>
            {/* Read out when it changes: it changes only when the visitor presses an arrow. */}
            <p aria-live="polite" aria-atomic="true" className="min-w-20 text-center">
              <span aria-hidden="true" className="font-semibold text-brand-800 tabular-nums">
                {shown} of {count}
              </span>
              <span className="sr-only">
                {perView === 1 ? 'Training' : 'Trainings'} {shown.replace('–', ' to ')} of {count}
              </span>
            </p>
            <button ref={nextButton} {...arrow('next')} aria-label="Next training">
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

const controlClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50';
