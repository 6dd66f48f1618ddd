// @vitest-environment jsdom
import { act, cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselTraining } from '../../src/lib/training-types';
import {
  NO_OTHER_TEXT,
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
  it('shows the position as "n of total" between Previous and Next, with no dot buttons', () => {
    const total = 9;
    render(<UpcomingTrainingsCarousel trainings={trainings(total)} />);
    const region = within(carousel());
    expect(region.queryAllByRole('button', { name: /^Show training/ })).toHaveLength(0);
    const toolbar = region.getByRole('toolbar', { name: 'Move between trainings' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous training', 'Next training']);
    expect(within(toolbar).getByText(`1 of ${total}`)).toBeTruthy();
    expect(within(toolbar).getByText(`Training 1 of ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe('Training 1');
  });

  it('makes Previous and Next one Tab stop, the arrow keys moving between them', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<UpcomingTrainingsCarousel trainings={trainings(4)} />);
    const region = within(carousel());
    const previous = region.getByRole('button', { name: 'Previous training' });
    const next = region.getByRole('button', { name: 'Next training' });
    expect([previous.tabIndex, next.tabIndex]).toEqual([-1, 0]);
    // Tab leaves the carousel from Next, and Shift+Tab from Next goes back past Previous.
    next.focus();
    await user.tab();
    expect(region.queryAllByRole('button')).not.toContain(document.activeElement);
    next.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(previous);
    next.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(previous);
    expect(previous.tabIndex).toBe(0);
    expect(next.tabIndex).toBe(-1);
    await user.keyboard('{Enter}');
    expect(region.getByText('4 of 4')).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(next);
  });

  it('moves and wraps with the arrows, and the position follows', () => {
    const total = 9;
    render(<UpcomingTrainingsCarousel trainings={trainings(total)} />);
    const region = within(carousel());
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    expect(region.getByText(`${total} of ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe(`Training ${total}`);
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    expect(region.getByText(`2 of ${total}`)).toBeTruthy();
    expect(shownTitle()).toBe('Training 2');
  });

  it('never moves by itself, on screen or off it, and always announces its position', () => {
    render(<UpcomingTrainingsCarousel trainings={trainings(5)} />);
    const region = within(carousel());
    const position = () => region.getByText(/^Training \d+ of \d+$/).closest('[aria-live]');
    expect(position()?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(region.getByText('1 of 5')).toBeTruthy();
    expect(shownTitle()).toBe('Training 1');
    expect(region.queryByRole('button', { name: /^(Pause|Play)$/ })).toBeNull();
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    expect(region.getByText('2 of 5')).toBeTruthy();
    expect(position()?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(region.getByText('2 of 5')).toBeTruthy();
  });

  it('shows three cards side by side at 1280 px and moves one card at a time', () => {
    width = 1280;
    render(<UpcomingTrainingsCarousel trainings={trainings(5)} />);
    const region = within(carousel());
    expect(shownTitles()).toEqual(['Training 1', 'Training 2', 'Training 3']);
    // Five cards, three in view: the first card in view can be the 1st, 2nd or 3rd.
    expect(region.getByText('Trainings 1 to 3 of 5')).toBeTruthy();
    act(() => region.getByRole('button', { name: 'Next training' }).click());
    expect(shownTitles()).toEqual(['Training 2', 'Training 3', 'Training 4']);
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    act(() => region.getByRole('button', { name: 'Previous training' }).click());
    expect(shownTitles()).toEqual(['Training 3', 'Training 4', 'Training 5']);
    expect(region.getByText('3–5 of 5')).toBeTruthy();
    act(() => region.getByRole('button', { name: 'Next training' }).click());
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

  it('has no arrows or position when every card fits in view', () => {
    width = 1280;
    render(<UpcomingTrainingsCarousel trainings={trainings(3)} />);
    expect(shownTitles()).toEqual(['Training 1', 'Training 2', 'Training 3']);
    expect(within(carousel()).queryAllByRole('button')).toHaveLength(0);
    expect(within(carousel()).queryByRole('toolbar')).toBeNull();
  });

  it('after the featured training, starts with the one that follows it', () => {
    // Training 1 closed (deadline passed): the hero features Training 2, the first still open.
    const list = trainings(4);
    list[0] = { ...list[0]!, registrationDeadline: '2030-01-10' };
    render(<UpcomingTrainingsCarousel trainings={list} afterNext />);
    expect(shownTitle()).toBe('Training 3');
    expect(within(carousel()).getByText('1 of 2')).toBeTruthy();
    cleanup();
    render(<UpcomingTrainingsCarousel trainings={trainings(1)} afterNext />);
    expect(screen.getByText(NO_OTHER_TEXT)).toBeTruthy();
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
