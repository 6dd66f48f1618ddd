// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchResults } from '../../src/components/search/search-results';
import type { SearchHit } from '../../src/components/search/site-search';

const hits: SearchHit[] = [
  {
    url: '/training/events/fraud-2026-11',
    title: 'Fraud Risk Assessment',
    type: 'Training',
    excerpt: 'Fraud Risk Assessment. Via <mark>Zoom</mark>. November 21–22, 2026.',
    date: 'November 21–22, 2026',
    endDate: '2026-11-22',
  },
  {
    url: '/training/events/fraud-2026-05',
    title: 'Fraud Risk Assessment',
    type: 'Training',
    excerpt: 'Manila Hotel, Ermita. May 20–21, 2026.',
    date: 'May 20–21, 2026',
    endDate: '2026-05-21',
  },
  {
    url: '/issuances#republic-act-no-3456',
    title: 'Republic Act No. 3456: Internal Auditing Act of 1962',
    type: 'Issuance',
    excerpt:
      'Republic Act No. 3456. Internal Auditing Act of 1962. Republic Act. Creates internal <mark>audit</mark> services.',
    date: 'June 16, 1962',
  },
];

const item = (name: string, index = 0) =>
  screen.getAllByRole('listitem').filter((li) => within(li).queryByRole('link', { name }))[index]!;

afterEach(cleanup);

describe('SearchResults', () => {
  it('labels each result with its type, and trainings Upcoming or Completed on the given Manila day', () => {
    render(
      <MemoryRouter>
        <SearchResults status={{ state: 'done', query: 'audit', hits }} today="2026-11-22" />
      </MemoryRouter>,
    );
    const [upcoming, past] = [item('Fraud Risk Assessment', 0), item('Fraud Risk Assessment', 1)];
    expect(within(upcoming).getByText('Training')).toBeTruthy();
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(past).getByText('Completed')).toBeTruthy();
    const issuance = item('Republic Act No. 3456: Internal Auditing Act of 1962');
    expect(within(issuance).getByText('Issuance')).toBeTruthy();
    expect(within(issuance).queryByText(/^(Upcoming|Completed)$/)).toBeNull();
  });

  it('turns Upcoming into Completed the day after the last day', () => {
    render(
      <MemoryRouter>
        <SearchResults
          status={{ state: 'done', query: 'audit', hits: hits.slice(0, 1) }}
          today="2026-11-23"
        />
      </MemoryRouter>,
    );
    expect(within(item('Fraud Risk Assessment')).getByText('Completed')).toBeTruthy();
  });

  it('shows snippets without the title, which is the heading already', () => {
    render(
      <MemoryRouter>
        <SearchResults status={{ state: 'done', query: 'audit', hits }} today="2026-11-22" />
      </MemoryRouter>,
    );
    const snippet = (li: HTMLElement) => li.querySelector('h2 + p')!.textContent;
    expect(snippet(item('Fraud Risk Assessment'))).toBe('Via Zoom. November 21–22, 2026.');
    expect(snippet(item('Republic Act No. 3456: Internal Auditing Act of 1962'))).toBe(
      'Republic Act. Creates internal audit services.',
    );
  });
});
