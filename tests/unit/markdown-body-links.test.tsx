// @vitest-environment jsdom
/**
 * Links in a prerendered body: site pages move through the router (under the base path too),
 * files and other websites are left to the browser.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMarkdown, stripPositions } from '../../scripts/content/markdown';
import { bodyHtml } from '../../src/components/content/body-html';
import { Markdown } from '../../src/components/content/markdown';

afterEach(cleanup);

const BODY =
  '[Contact us](/contact)\n\n[Annual report](/documents/annual-report.pdf)\n\n[ARTA](https://arta.gov.ph)\n';

function renderAt(base: string) {
  const html = bodyHtml(stripPositions(compileMarkdown(BODY)), base);
  render(
    <MemoryRouter basename={base.replace(/\/$/, '') || undefined} initialEntries={[`${base}news/a`]}>
      <Routes>
        <Route path="/news/a" element={<Markdown html={html} />} />
        <Route path="/contact" element={<p>Contact page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('links in a body', () => {
  it.each(['/', '/agia/'])('under base %s: a site page opens through the router', async (base) => {
    renderAt(base);
    const contact = screen.getByRole('link', { name: 'Contact us' });
    expect(contact.getAttribute('href')).toBe(`${base}contact`);
    // fireEvent returns false when the click's default action was prevented.
    expect(fireEvent.click(contact)).toBe(false);
    expect(await screen.findByText('Contact page')).toBeTruthy();
  });

  it('leaves files, other websites and modified clicks to the browser', () => {
    renderAt('/');
    // Seen after the body's handler: whether it took the click over. jsdom cannot follow links.
    const takenOver: boolean[] = [];
    const record = (event: MouseEvent) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Annual report' }));
    fireEvent.click(screen.getByRole('link', { name: /ARTA/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    document.removeEventListener('click', record);
    expect(takenOver).toEqual([false, false, false, true]);
  });
});
