// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TrainingBrowser, type TrainingBrowserProps } from '../../src/components/training/training-browser';
import type { TrainingSummary } from '../../src/lib/training-types';

const training = (id: string, date: string, type: TrainingSummary['type']): TrainingSummary => ({
  id,
  title: `Training ${id}`,
  type,
  date,
  endDate: date,
  location: 'Via Zoom',
  time: '8:00AM – 12:00NN',
  registerLink: `https://example.org/${id}`,
});

const trainings = [
  training('a', '2030-04-02', 'Virtual Training'),
  training('b', '2030-06-10', 'Face-to-face Training'),
];

const props: TrainingBrowserProps = {
  trainings,
  runs: trainings,
  range: { first: '2030-03', last: '2030-06' },
  open: '2030-04',
  monthTrainings: (month) => trainings.filter((t) => t.date.startsWith(month)),
  status: 'upcoming',
  order: 'earliest-first',
  text: {
    navigator: 'Training calendar month',
    listHeading: 'All upcoming trainings',
    emptyMonthTitle: 'Nothing this month',
    emptyMonthText: 'Try another month.',
    emptyList: 'Nothing of this type.',
  },
};

// The flags the site's router will default to in v7; without them React Router warns in the output.
const future = { v7_startTransition: true, v7_relativeSplatPath: true };

afterEach(cleanup);

describe('TrainingBrowser, prerendered', () => {
  const html = renderToString(
    <MemoryRouter future={future} initialEntries={['/training/calendar']}>
      <TrainingBrowser {...props} />
    </MemoryRouter>,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const panels = [...doc.querySelectorAll('[id^="month-"], [id^="list"]:not(h3)')];

  it('holds one panel per month of the range and one per list filter', () => {
    expect(panels.map((panel) => panel.id)).toEqual([
      'month-2030-03',
      'month-2030-04',
      'month-2030-05',
      'month-2030-06',
      'list',
      'list-virtual',
      'list-face-to-face',
    ]);
  });

  it('shows the list and hides the months until the address names them', () => {
    const visible = panels.filter((panel) => !panel.classList.contains('hidden'));
    expect(visible.map((panel) => panel.id)).toEqual(['list']);
    expect(visible[0]!.hasAttribute('data-default')).toBe(true);
    for (const panel of panels) {
      if (panel !== visible[0]) expect(panel.classList.contains('target:block')).toBe(true);
    }
  });

  it('links Previous and Next to ?month= with the panel as fragment, none beyond the range', () => {
    const links = (id: string) =>
      [...doc.querySelectorAll(`#${id} [role="group"] a`)].map((a) => a.getAttribute('href'));
    expect(links('month-2030-04')).toEqual([
      '/training/calendar?month=2030-03#month-2030-03',
      '/training/calendar?month=2030-05#month-2030-05',
    ]);
    expect(links('month-2030-03')).toEqual(['/training/calendar?month=2030-04#month-2030-04']);
    expect(links('month-2030-06')).toEqual(['/training/calendar?month=2030-05#month-2030-05']);
  });

  it('keeps an empty month with its message', () => {
    expect(doc.querySelector('#month-2030-05')?.textContent).toContain('Nothing this month');
  });
});

describe('TrainingBrowser, hydrated', () => {
  const show = (entry: string) =>
    render(
      <MemoryRouter future={future} initialEntries={[entry]}>
        <TrainingBrowser {...props} />
      </MemoryRouter>,
    );

  it('opens on the list, with the month view one link away at ?view=month', () => {
    show('/training/calendar');
    expect(screen.getByRole('link', { name: 'List view' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'By month' }).getAttribute('href')).toBe(
      '/training/calendar?view=month#month-2030-04',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows only the month the address asks for', () => {
    show('/training/calendar?month=2030-06');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('June 2030');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Training b');
  });

  it('explains a month out of range and links back to the opening month', () => {
    show('/training/calendar?month=2031-01');
    expect(screen.getByRole('alert').textContent).toContain('2031-01');
    expect(screen.getByRole('link', { name: 'Show April 2030' }).getAttribute('href')).toBe(
      '/training/calendar?month=2030-04#month-2030-04',
    );
  });

  it('filters the list view by type and marks the current filter', () => {
    show('/training/calendar?view=list&type=face-to-face');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Training b']);
    expect(screen.getByRole('link', { name: 'Face-to-face' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'All types' }).getAttribute('aria-current')).toBeNull();
  });
});
