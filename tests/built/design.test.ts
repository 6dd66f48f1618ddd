/**
 * What the design adds to every built page and to the training pages, read from the built files:
 * the one preloaded web font and its size, and the training facts on the fixture's event page.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readBuiltPage } from '../support/built-site';
import { BOTH, FIXTURE, urlOf } from './sites';

/** The budget for the web font, in bytes, per page. */
const FONT_BUDGET = 25 * 1024;
const SAMPLE = ['/', '/news', '/training/calendar', '/contact'];

describe.each(BOTH)('%s', (dir) => {
  // Every page is made from the same template; a sample of templates keeps the jsdom parsing cheap.
  test('pages preload one same-origin woff2 font within the budget, and the CSP allows it', () => {
    for (const { route, document } of SAMPLE.map((route) => readBuiltPage(route, dir))) {
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(
        preloads.map((link) => link.getAttribute('type')),
        route,
      ).toEqual(['font/woff2']);
      expect(preloads[0]!.hasAttribute('crossorigin'), route).toBe(true);
      const href = preloads[0]!.getAttribute('href')!;
      expect(href, route).toMatch(/^\/assets\/[\w-]+\.woff2$/);
      expect(statSync(path.join(dir, href)).size, route).toBeLessThanOrEqual(FONT_BUDGET);
      const csp = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
      expect(csp, route).toMatch(/font-src 'self'/);
    }
  });

  test('the stylesheet declares the font with swap and a metric-matched local fallback', () => {
    const { document } = readBuiltPage('/', dir);
    const sheet = document.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const css = readFileSync(path.join(dir, sheet), 'utf8');
    expect(css).toMatch(/@font-face\{font-family:Public Sans;[^}]*font-display:swap/);
    expect(css).toMatch(/@font-face\{[^}]*font-family:Public Sans Fallback;[^}]*size-adjust:/);
  });
});

describe('the fixture training with every optional field', () => {
  const { document } = readBuiltPage('/training/events/rpgiam-2026-12', FIXTURE);
  const facts = Object.fromEntries(
    [...document.querySelectorAll('main dl dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

  test('shows the facts an agency needs, prerendered', () => {
    expect(facts).toMatchObject({
      Fee: '₱3,500 members, ₱4,500 non-members',
      'CPD units': '16 CPD units',
      'Who should attend': 'Internal auditors and audit committee members of national agencies and LGUs',
      Speakers: 'Maria Santos, CPA, CIA, Director IV, Internal Audit ServiceJose Reyes, CPA',
      'Registration deadline': 'November 28, 2026',
      Seats: '40',
    });
    expect(facts.Location).toContain('1500 Roxas Boulevard, Ermita, Manila');
  });

  test('offers Register, Add to calendar and a share link that works without JavaScript', () => {
    const links = [...document.querySelectorAll('main a')];
    const byText = (text: string) => links.find((link) => link.textContent?.includes(text));
    expect(byText('Register Now')?.getAttribute('href')).toBe(
      'https://forms.agia.org.ph/register/rpgiam-2026-12',
    );
    expect(byText('Add to calendar')?.getAttribute('href')).toBe('/training/events/rpgiam-2026-12.ics');
    const share = byText('Share this training')?.getAttribute('href') ?? '';
    expect(share).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(share)).toContain(urlOf('/training/events/rpgiam-2026-12'));
    expect(byText('View map')?.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});
