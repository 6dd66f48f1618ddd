// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselTraining } from '../../src/components/training/types';
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

const carousel = () => screen.getByRole('region', { name: 'Upcoming trainings' });
const shownTitle = () =>
  carousel().querySelector('[aria-roledescription="slide"]:not([inert]) h3')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2030-01-15T10:00:00+08:00'));
  window.matchMedia = (query: string) =>
    ({
      matches: false,
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
});
