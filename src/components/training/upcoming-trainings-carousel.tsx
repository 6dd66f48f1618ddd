/**
 * The home page's "Upcoming Training Schedules" carousel. Shows the trainings not yet over,
 * earliest first, and advances every 5 s with a 500 ms slide. For WCAG 2.2.2 the rotation has
 * a visible Pause/Play button, stops while the pointer is over it or focus is inside it, and
 * never starts when the visitor prefers reduced motion. Dots stop fitting a 320 px phone at about
 * eight slides, so a longer list shows its position as text instead.
 */
import { useMemo, useState, useEffect, type FocusEvent } from 'react';
import { cn } from '../../lib/cn';
import { formatDateRange } from '../../lib/dates';
import { upcomingTrainings } from '../../lib/trainings';
import { useToday } from '../../lib/use-today';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PinIcon, PlayIcon } from './icons';
import { RegistrationAction } from './register-link';
import { TrainingTypeLabel } from './training-type-label';
import type { CarouselTraining } from './types';
import { useReducedMotion } from './use-reduced-motion';

export const CAROUSEL_INTERVAL_MS = 5000;
/** Up to this many slides get one dot each; beyond it a "3 / 17" position replaces the dots. */
export const MAX_DOTS = 7;
export const EMPTY_CAROUSEL_TEXT = 'No upcoming trainings scheduled. Please check back later!';

export interface UpcomingTrainingsCarouselProps {
  trainings: readonly CarouselTraining[];
  className?: string;
}

export function UpcomingTrainingsCarousel({ trainings, className }: UpcomingTrainingsCarouselProps) {
  const today = useToday();
  const slides = useMemo(() => upcomingTrainings(trainings, today), [trainings, today]);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const current = count > 0 ? index % count : 0;
  const rotates = count > 1 && !reducedMotion;
  const running = rotates && playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, current, count]);

  if (count === 0) {
    return (
      <p className={cn('rounded-lg border border-slate-200 bg-slate-50 p-6 text-center', className)}>
        {EMPTY_CAROUSEL_TEXT}
      </p>
    );
  }

  const go = (step: number) => setIndex((current + step + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Upcoming trainings"
      className={cn('relative', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div
          aria-live={running ? 'off' : 'polite'}
          className={cn('flex', !reducedMotion && 'transition-transform duration-500 ease-in-out')}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((training, i) => (
            <article
              key={training.id}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
              className="flex w-full shrink-0 flex-col items-start gap-3 p-6 sm:p-10"
            >
              <TrainingTypeLabel type={training.type} />
              <h3 className="text-xl font-bold text-brand-800 sm:text-2xl">{training.title}</h3>
              <p className="font-semibold">{formatDateRange(training.date, training.endDate)}</p>
              <p className="flex items-center gap-2 text-slate-700">
                <PinIcon />
                {training.location}
              </p>
              <RegistrationAction training={training} className="mt-2" />
            </article>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous training"
              className={controlClass}
            >
              <ChevronLeftIcon />
            </button>
            {count > MAX_DOTS ? (
              <p aria-live={running ? 'off' : 'polite'} aria-atomic="true" className="min-w-16 text-center">
                <span aria-hidden="true" className="font-semibold text-brand-800 tabular-nums">
                  {current + 1} / {count}
                </span>
                <span className="sr-only">
                  Training {current + 1} of {count}
                </span>
              </p>
            ) : (
              <div className="flex items-center">
                {slides.map((training, i) => (
                  <button
                    key={training.id}
                    type="button"
                    aria-label={`Show training ${i + 1} of ${count}`}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                    className="flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      className={cn(
                        'block size-2.5 rounded-full',
                        i === current ? 'bg-brand-800' : 'border border-brand-700 bg-white',
                      )}
                    />
                  </button>
                ))}
              </div>
            )}
            <button type="button" onClick={() => go(1)} aria-label="Next training" className={controlClass}>
              <ChevronRightIcon />
            </button>
          </div>
          {rotates ? (
            <button
              type="button"
              onClick={() => setPlaying((value) => !value)}
              className={cn(controlClass, 'gap-1 px-3 text-sm font-semibold')}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
              {playing ? 'Pause' : 'Play'}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

const controlClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50';
