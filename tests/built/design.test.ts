/**
 * What the design adds to every built page and to the training pages, read from the built files:
 * the web font (its size, and the script that asks for it after the first paint), and the
 * training facts on the fixture's event page.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { scriptHash } from '../../scripts/postbuild/csp';
import { WEB_FONT_SCRIPT, WIDE_SCREEN } from '../../src/ssg/web-font';
import { readBuiltPage } from '../support/built-site';
import { BOTH, FIXTURE, urlOf } from './sites';

/** The budget for the web font, in bytes, per page. */
const FONT_BUDGET = 25 * 1024;
const SAMPLE = ['/', '/news', '/training/calendar', '/contact'];

function stylesheetOf(dir: string): string {
  const { document } = readBuiltPage('/', dir);
  const sheet = document.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
  return readFileSync(path.join(dir, sheet), 'utf8');
}

describe.each(BOTH)('%s', (dir) => {
  // Every page is made from the same template; a sample of templates keeps the jsdom parsing cheap.
  test('pages ask for the web font with their own script, allowed by the policy; only wide screens preload it', () => {
    for (const { route, document } of SAMPLE.map((route) => readBuiltPage(route, dir))) {
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(
        preloads.map((link) => [link.getAttribute('media'), link.hasAttribute('crossorigin')]),
        route,
      ).toEqual([[WIDE_SCREEN, true]]);
      const scripts = [...document.head.querySelectorAll('script:not([src]):not([type])')];
      expect(
        scripts.filter((script) => script.textContent === WEB_FONT_SCRIPT),
        route,
      ).toHaveLength(1);
      const csp = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
      expect(csp, route).toContain(scriptHash(WEB_FONT_SCRIPT));
      expect(csp, route).toMatch(/font-src 'self'/);
    }
  });

  test('the stylesheet declares one same-origin woff2 font within the budget, with swap, the one preloaded', () => {
    const css = stylesheetOf(dir);
    const face = /@font-face\{font-family:Public Sans;[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain('font-display:swap');
    const fonts = [...face.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/assets\/[\w-]+\.woff2$/);
    const preload = readBuiltPage('/', dir).document.querySelector('link[rel="preload"][as="font"]');
    expect(preload?.getAttribute('href')).toBe(fonts[0]);
    expect(statSync(path.join(dir, fonts[0]!)).size).toBeLessThanOrEqual(FONT_BUDGET);
  });

  test('text starts in the metric-matched fallback and moves to Public Sans on html[data-font=ready]', () => {
    const css = stylesheetOf(dir);
    expect(css).toMatch(/@font-face\{[^}]*font-family:Public Sans Fallback;[^}]*size-adjust:/);
    const stacks = [...css.matchAll(/([^{}]*)\{[^{}]*--font-sans:([^;}]*)/g)].map((match) => ({
      selector: match[1]!.trim(),
      stack: match[2]!.trim(),
    }));
    expect(stacks.find((rule) => !rule.selector.includes('data-font'))?.stack).toMatch(
      /^"Public Sans Fallback",/,
    );
    expect(stacks.find((rule) => rule.selector === 'html[data-font=ready]')?.stack).toMatch(
      /^"Public Sans", "Public Sans Fallback",/,
    );
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
      'CPD units': '16 CPD unitsPRC CPD Provider No. 1023',
      Seats: 'Limited to 40 participants',
    });
    // The last day to register is said beside Register Now, not in the list (decision 044).
    expect(facts['Register by']).toBeUndefined();
    expect(document.querySelector('main')?.textContent).toContain('Register by November 28, 2026');
    expect(facts.Location).toContain('1500 Roxas Boulevard, Ermita, Manila');
    const section = (id: string) =>
      document.querySelector(`main section[aria-labelledby="${id}"]`)?.textContent;
    expect(section('audience')).toBe(
      'Who should attendInternal auditors and audit committee members of national agencies and LGUs',
    );
    expect(section('speakers')).toBe(
      'SpeakersMaria Santos, CPA, CIA, Director IV, Internal Audit ServiceJose Reyes, CPA',
    );
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
