// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHomePageAddress } from '../../src/lib/home-page-address';
import { IssuanceRegister } from '../../src/components/issuances/issuance-register';
import { CopiesOnRequest, copyRequestHref } from '../../src/components/issuances/copies-on-request';
import type { IssuanceCategoryEntry } from '../../src/content/schemas/issuance';
import { issuanceRegister } from '../../src/lib/issuance-register';

const categories: IssuanceCategoryEntry[] = [
  {
    name: 'Republic Act',
    id: 'republic-act',
    items: [
      {
        number: 'Republic Act No. 3456',
        anchor: 'republic-act-no-3456',
        date: '1962-06-16',
        issuedBy: 'Congress of the Philippines',
        title: 'Internal Auditing Act of 1962',
        summary: 'Creates internal audit services.',
        source: 'https://issuances-library.senate.gov.ph/legislative-issuance/republic-act-no-3456',
      },
    ],
  },
  {
    name: 'Administrative Order',
    id: 'administrative-order',
    items: [
      {
        number: 'Administrative Order No. 278, s. 1992',
        anchor: 'administrative-order-no-278-s-1992',
        date: '1992-04-28',
        issuedBy: 'Office of the President',
        title: 'Strengthening the internal audit function',
        summary: 'Directs offices to organize internal audit services.',
        file: { href: '/documents/ao-278.pdf', type: 'PDF', size: '2 KB' },
      },
      {
        number: 'Administrative Order No. 70, s. 2003',
        anchor: 'administrative-order-no-70-s-2003',
        date: '2003-04-14',
        issuedBy: 'Office of the President',
        title: 'Strengthening of the internal control systems',
        summary: 'Requires an internal audit service in every office.',
        source: 'https://www.officialgazette.gov.ph/2003/04/14/administrative-order-no-70-s-2003/',
      },
    ],
  },
  { name: 'DBM Circulars', id: 'dbm-circulars', items: [] },
];

const register = (
  <IssuanceRegister
    categories={categories.map(({ id, name }) => ({ id, name }))}
    items={issuanceRegister(categories)}
  />
);

const numbers = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/issuances');
});

describe('issuanceRegister', () => {
  it('lists every type together, newest first', () => {
    expect(issuanceRegister(categories).map((item) => [item.date, item.category.id])).toEqual([
      ['2003-04-14', 'administrative-order'],
      ['1992-04-28', 'administrative-order'],
      ['1962-06-16', 'republic-act'],
    ]);
  });
});

describe('IssuanceRegister', () => {
  it('prerenders every issuance, newest first, each with its own address, and hides the filter without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(register);
    expect([...container.querySelectorAll('li[id]')].map((li) => li.id)).toEqual([
      'administrative-order-no-70-s-2003',
      'administrative-order-no-278-s-1992',
      'republic-act-no-3456',
    ]);
    expect(container.querySelector('a[href="#republic-act-no-3456"]')?.textContent).toBe(
      'Republic Act No. 3456',
    );
    expect(container.querySelector('select')?.closest('.noscript\\:hidden')).not.toBeNull();
    expect(container.textContent).toContain('All 3 issuances, newest first');
  });

  it('hydrates without a mismatch, then applies the type named in the address', async () => {
    window.history.replaceState(null, '', '/issuances?category=republic-act');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(register);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, register, { onRecoverableError: (error) => recoverable.push(error) });
      await Promise.resolve();
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(numbers()).toEqual(['Republic Act No. 3456']);
    expect(screen.getByRole('button', { name: 'Republic Act' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type of issuance' }).value).toBe(
      'republic-act',
    );
    container.remove();
  });

  it('filters by the buttons and by the select, keeping the choice in the address; All clears it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/issuances?utm=x');
    render(register);
    const group = screen.getByRole('group', { name: 'Type of issuance' });
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(group).getByRole('button', { name: 'Administrative Order' }));
    expect(window.location.search).toBe('?utm=x&category=administrative-order');
    expect(numbers()).toEqual([
      'Administrative Order No. 70, s. 2003',
      'Administrative Order No. 278, s. 1992',
    ]);
    expect(screen.getByText('2 of 3 issuances (Administrative Order), newest first')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of issuance' }), 'DBM Circulars');
    expect(window.location.search).toBe('?utm=x&category=dbm-circulars');
    expect(screen.getByText('No issuances of this type yet.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of issuance' }), 'All');
    expect(window.location.search).toBe('?utm=x');
    expect(numbers()).toHaveLength(3);
  });

  it('links the full text in a new tab, naming its site, or the PDF with its type and size', () => {
    render(register);
    const official = screen.getByRole('link', {
      name: 'Full text of Administrative Order No. 70, s. 2003 on officialgazette.gov.ph (opens in a new tab)',
    });
    expect(official.getAttribute('href')).toBe(
      'https://www.officialgazette.gov.ph/2003/04/14/administrative-order-no-70-s-2003/',
    );
    expect(official.getAttribute('target')).toBe('_blank');
    expect(official.getAttribute('rel')).toBe('noopener noreferrer');
    const pdf = screen.getByRole('link', {
      name: 'Download Administrative Order No. 278, s. 1992 (PDF, 2 KB)',
    });
    expect(pdf.getAttribute('href')).toBe('/documents/ao-278.pdf');
  });

  it('leaves the other names of an issuance to the site search, out of the register', () => {
    const withAliases: IssuanceCategoryEntry[] = [
      {
        name: 'DBM Circulars',
        id: 'dbm-circulars',
        items: [
          {
            number: 'DBM Circular Letter No. 2008-8',
            anchor: 'dbm-circular-letter-no-2008-8',
            date: '2008-10-23',
            issuedBy: 'Department of Budget and Management',
            title: 'National Guidelines on Internal Control Systems',
            summary: 'Adopts the national guidelines on internal control.',
            source: 'https://www.dbm.gov.ph/wp-content/uploads/Issuances/2008/CL-2008-8.pdf',
            aliases: ['NGICS', 'Internal control guidelines'],
          },
        ],
      },
    ];
    render(
      <IssuanceRegister
        categories={withAliases.map(({ id, name }) => ({ id, name }))}
        items={issuanceRegister(withAliases)}
      />,
    );
    expect(screen.getByText('National Guidelines on Internal Control Systems')).toBeTruthy();
    expect(screen.queryByText(/Also known as|NGICS/)).toBeNull();
  });

  it('knows a home page from a document: the schema refuses the first as a source', () => {
    expect(isHomePageAddress('https://www.dbm.gov.ph/')).toBe(true);
    expect(isHomePageAddress('https://www.dbm.gov.ph')).toBe(true);
    expect(isHomePageAddress('https://www.dbm.gov.ph/?s=2008-8')).toBe(true);
    expect(isHomePageAddress('https://www.dbm.gov.ph/index.php')).toBe(true);
    expect(isHomePageAddress('https://www.dbm.gov.ph/index.php/issuances')).toBe(false);
    expect(isHomePageAddress('https://www.dbm.gov.ph/wp-content/uploads/Issuances/2008/CL-2008-8.pdf')).toBe(
      false,
    );
  });

  it('offers an issuance without a confirmed official text as an e-mail to the Secretariat, subject written', () => {
    render(
      <CopiesOnRequest
        items={[
          {
            number: 'DBM Circular Letter No. 2020-8',
            anchor: 'dbm-circular-letter-no-2020-8',
            issuedBy: 'Department of Budget and Management',
            title: 'Revised PGIAM',
          },
        ]}
      />,
    );
    const entry = document.getElementById('dbm-circular-letter-no-2020-8')!;
    const request = within(entry).getByRole('link', {
      name: 'Request a copy of DBM Circular Letter No. 2020-8 by e-mail',
    });
    expect(request.getAttribute('href')).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    expect(decodeURIComponent(request.getAttribute('href')!.split('subject=')[1]!)).toBe(
      'Copy of DBM Circular Letter No. 2020-8: Revised PGIAM',
    );
    expect(copyRequestHref({ number: 'No. 1', title: 'A & B' }, 'info@example.org')).toBe(
      'mailto:info@example.org?subject=Copy%20of%20No.%201%3A%20A%20%26%20B',
    );
  });
});
