// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IssuanceTabs } from '../../src/components/issuances/issuance-tabs';
import type { IssuanceCategoryEntry } from '../../src/content/schemas/issuance';

const file = (name: string) => ({ href: `/documents/${name}.pdf`, type: 'PDF', size: '2 KB' });
const categories: IssuanceCategoryEntry[] = [
  {
    name: 'Republic Act',
    id: 'republic-act',
    items: [
      {
        title: 'Republic Act No. 3456',
        date: '1962-06-16',
        description: 'Internal Auditing Act.',
        file: file('ra'),
      },
    ],
  },
  {
    name: 'Presidential Decree',
    id: 'presidential-decree',
    items: [{ title: 'Presidential Decree No. 1445', description: 'Auditing Code.', file: file('pd') }],
  },
  { name: 'DBM Circulars', id: 'dbm-circulars', items: [] },
];

const tabs = (
  <IssuanceTabs categories={categories} label="Issuance categories" emptyText="No documents yet." />
);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/issuances');
});

describe('IssuanceTabs', () => {
  it('prerenders the tabs, with the heading and documents of every category for visitors without JavaScript', () => {
    const html = renderToString(tabs);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Republic Act',
      'Presidential Decree',
      'DBM Circulars',
    ]);
    // The same markup serves both: the scripting media feature hides the tab list and shows
    // every panel with its heading when JavaScript is off (checked in a browser by the e2e tests).
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
    expect(container.querySelector('[role="tablist"]')?.className).toContain('noscript:hidden');
    expect(container.querySelectorAll('[role="tabpanel"].noscript\\:block')).toHaveLength(3);
    expect(container.textContent).toContain('Presidential Decree No. 1445');
    expect(container.textContent).toContain('No documents yet.');
  });

  it('hydrates the prerendered markup without a mismatch, then becomes tabs', async () => {
    window.history.replaceState(null, '', '/issuances?category=presidential-decree');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tabs);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tabs, { onRecoverableError: (error) => recoverable.push(error) });
      await Promise.resolve();
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Presidential Decree' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    container.remove();
  });

  it('selects by click and by keyboard, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    render(tabs);
    const first = screen.getByRole('tab', { name: 'Republic Act' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'DBM Circulars' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Republic Act' }).textContent).toContain(
      'Republic Act No. 3456',
    );

    await user.click(screen.getByRole('tab', { name: 'DBM Circulars' }));
    expect(window.location.search).toBe('?category=dbm-circulars');
    expect(screen.getByRole('tabpanel', { name: 'DBM Circulars' }).textContent).toContain(
      'No documents yet.',
    );

    await user.keyboard('{ArrowRight}');
    const republic = screen.getByRole('tab', { name: 'Republic Act' });
    expect(document.activeElement).toBe(republic);
    expect(republic.getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?category=republic-act');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'DBM Circulars' }));
  });

  it('links each download with its type and size', () => {
    render(tabs);
    const link = screen.getByRole('link', { name: 'Download Republic Act No. 3456 (PDF, 2 KB)' });
    expect(link.getAttribute('href')).toBe('/documents/ra.pdf');
  });
});
