// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../src/components/search/search-box';
import { Breadcrumbs } from '../../src/components/seo/breadcrumbs';

// The trail is read from the menu: a fixed menu here, so an editor's renaming in
// content/navigation.yaml never changes what these tests expect.
vi.mock('#generated/navigation', () => ({
  navigation: {
    items: [
      { name: 'HOME', path: '/' },
      {
        name: 'MEMBERSHIP',
        path: '/membership',
        submenu: [{ name: 'Code of Ethics', path: '/membership/code-of-ethics' }],
      },
      {
        name: 'TRAINING & DEVELOPMENT',
        path: '/training',
        submenu: [{ name: 'TRAINING CALENDAR', path: '/training/calendar' }],
      },
    ],
  },
}));

afterEach(cleanup);

function at(path: string, element: React.ReactNode, pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Breadcrumbs', () => {
  it('links Home and the section, and marks the current page', () => {
    at('/membership/code-of-ethics', <Breadcrumbs current="Code of Ethics" />, '/membership/code-of-ethics');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe('/membership');
    expect(within(nav).getByText('Code of Ethics').getAttribute('aria-current')).toBe('page');
  });

  it('puts the menu page it is given between the section and the current page', () => {
    at(
      '/training/events/rbia-2026-03',
      <Breadcrumbs current="Risk-Based Internal Audit" parent="/training/calendar" />,
      '/training/events/:id',
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // The page one level up carries the back arrow its phone form shows (hidden from screen readers).
    ).toEqual(['Home', '/Training & development', '/‹Training calendar', '/Risk-Based Internal Audit']);
    expect(within(nav).getByRole('link', { name: 'Training calendar' }).getAttribute('href')).toBe(
      '/training/calendar',
    );
  });

  it('is not shown on the home page or on the not-found page', () => {
    at('/', <Breadcrumbs current="Home" />, '/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    cleanup();
    at('/no/such/page', <Breadcrumbs current="Page not found" />, '*');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});

describe('SearchBox', () => {
  it('is a plain GET form to /search with the words in q', () => {
    at('/', <SearchBox />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox', { name: 'Search the site' }).getAttribute('name')).toBe('q');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
