// @vitest-environment jsdom
import { act, cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselTraining } from '../../src/lib/training-types';
import {
  CAROUSEL_INTERVAL_MS,
  MAX_DOTS,
  UpcomingTrainingsCarousel,
} from '../../src/components/training/upcoming-trainings-carousel';

/** `count` one-day trainings on consecutive days from 2030-03-01, titled "Training 1", "Training 2"... */
function trainings(count: number): CarouselTraining[] {
  return Array.from({ length: count }, (_, i) => {
    const day = `2030-03-${String(i + 1).padStart(2, '0')}`;
    return {
      id: `training-${i + 1}`,
      title: `Training ${i + 1}`,
      type: 'Virtual Training',
      date: day,
      endDate: day,
      location: 'Via Zoom',
      registerLink: `https://example.org/register/${i + 1}`,
    };
  });
}

/** Card titles link to the event pages, so the carousel renders inside a router. */
const render = (element: ReactElement) => renderInDom(<MemoryRouter>{element}</MemoryRouter>);

/** The window's width for the carousel's media queries (min-width: 640px / 1024px). */
let width = 375;

const carousel = () => screen.getByRole('region', { name: 'Upcoming trainings' });
const shownTitle = () =>
  carousel().querySelector('[aria-roledescription="slide"]:not([inert]) h3')?.textContent;
const shownTitles = () =>
  [...carousel().querySelectorAll('[aria-roledescription="slide"]:not([inert]) h3')].map(
    (h) => h.textContent,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2030-01-15T10:00:00+08:00'));
  width = 375;
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UpcomingTrainingsCarousel', () => {
  it(`shows one dot per slide up to ${MAX_DOTS} slides`, () => {
    render(<UpcomingTrainingsCarousel trainings={trainings(MAX_DOTS)} />);
    const dots = within(carousel()).getAllByRole('button', { name: /^Show training \d+ of \d+$/ });
    expect(dots).toHaveLength(MAX_DOTS);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(carousel()).queryByText(/^Training \d+ of \d+$/)).toBeNull();
  });

  it('shows the position as "n / total" instead of dots beyond that', () => {
    const total = MAX_DOTS + 10;
    render(<UpcomingTrainingsCarousel trainings={trainings(total)} />);
    expect(within(carousel()).queryAllByRole('button', { name: /^Show training/ })).toHaveLength(0);
    expect(within(carousel()).getByText(`1 / ${total}`)).toBeTruthy();
    expect(within(carousel()).getByText(`Training 1 of ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe('Training 1');
  });

  it('moves and wraps with the arrows, and the position follows', () => {
    const total = MAX_DOTS + 2;
    render(<UpcomingTrainingsCarousel trainings={trainings(total)} />);
    const region = within(carousel());
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    expect(region.getByText(`${total} / ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe(`Training ${total}`);
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    expect(region.getByText(`2 / ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe('Training 2');
  });

  it('advances by itself, and announces the position only once paused', () => {
    const total = MAX_DOTS + 1;
    render(<UpcomingTrainingsCarousel trainings={trainings(total)} />);
    const region = within(carousel());
    const position = () => region.getByText(/^Training \d+ of \d+$/).closest('[aria-live]');
    expect(position()?.getAttribute('aria-live')).toBe('off');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(region.getByText(`2 / ${total}`)).toBeTruthy();
    act(() => region.getByRole('button', { name: 'Pause' }).click());
    expect(position()?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(region.getByText(`2 / ${total}`)).toBeTruthy();
  });

  it('shows three cards side by side at 1280 px and moves one card at a time', () => {
    width = 1280;
    render(<UpcomingTrainingsCarousel trainings={trainings(5)} />);
    const region = within(carousel());
    expect(shownTitles()).toEqual(['Training 1', 'Training 2', 'Training 3']);
    // Five cards, three in view: the first card in view can be the 1st, 2nd or 3rd.
    const dots = region.getAllByRole('button', { name: /^Show trainings \d+ to \d+ of 5$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show trainings 1 to 3 of 5',
      'Show trainings 2 to 4 of 5',
      'Show trainings 3 to 5 of 5',
    ]);
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    expect(shownTitles()).toEqual(['Training 2', 'Training 3', 'Training 4']);
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    expect(shownTitles()).toEqual(['Training 3', 'Training 4', 'Training 5']);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(shownTitles()).toEqual(['Training 1', 'Training 2', 'Training 3']);
  });

  it('shows one card at 375 px and two from 640 px', () => {
    render(<UpcomingTrainingsCarousel trainings={trainings(3)} />);
    expect(shownTitles()).toEqual(['Training 1']);
    cleanup();
    width = 800;
    render(<UpcomingTrainingsCarousel trainings={trainings(3)} />);
    expect(shownTitles()).toEqual(['Training 1', 'Training 2']);
  });

  it('has no arrows, dots or Pause button when every card fits in view', () => {
    width = 1280;
    render(<UpcomingTrainingsCarousel trainings={trainings(3)} />);
    expect(shownTitles()).toEqual(['Training 1', 'Training 2', 'Training 3']);
    expect(within(carousel()).queryAllByRole('button')).toHaveLength(0);
  });

  it('links each title to its event page and shows fee, CPD units and the last day to register', () => {
    const [first] = trainings(1);
    render(
      <UpcomingTrainingsCarousel
        trainings={[
          {
            ...first!,
            fee: { member: 4500, nonMember: 5500 },
            cpdUnits: 16,
            registrationDeadline: '2030-02-20',
          },
        ]}
      />,
    );
    const slide = within(carousel()).getByRole('article');
    expect(within(slide).getByRole('link', { name: 'Training 1' }).getAttribute('href')).toBe(
      '/training/events/training-1',
    );
    expect(slide.textContent).toContain('₱4,500 members, ₱5,500 non-members');
    expect(slide.textContent).toContain('16 CPD units');
    expect(slide.textContent).toContain('Register byFeb 20, 2030');
  });
});
