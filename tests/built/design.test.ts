/**
 * What the design adds to every built page and to the training pages, read from the built files:
 * the web font (its size, swapped in from a metric-matched fallback, with no script), and the
 * training facts on the fixture's event page.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readBuiltPage } from '../support/built-site';
import { BOTH, FIXTURE, urlOf } from './sites';

/** Where the desktop navigation shows (Tailwind's lg): only there is the font preloaded. */
const WIDE_SCREEN = '(min-width: 64rem)';
/** The budget for the web font, in bytes, per page. */
const FONT_BUDGET = 25 * 1024;
const SAMPLE = ['/', '/news', '/training/calendar', '/contact'];

/** The home page's stylesheet, inlined in its <style> (vite.config.ts). */
function stylesheetOf(dir: string): string {
  const { document } = readBuiltPage('/', dir);
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

describe.each(BOTH)('%s', (dir) => {
  // Every page is made from the same template; a sample of templates keeps the jsdom parsing cheap.
  test('no script decides when the web font loads; only wide screens preload it', () => {
    for (const { route, document } of SAMPLE.map((route) => readBuiltPage(route, dir))) {
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(
        preloads.map((link) => [link.getAttribute('media'), link.hasAttribute('crossorigin')]),
        route,
      ).toEqual([[WIDE_SCREEN, true]]);
      const scripts = [...document.querySelectorAll('script:not([src]):not([type])')];
      expect(
        scripts.filter((script) => /fonts|data-font/.test(script.textContent ?? '')),
        route,
      ).toEqual([]);
      expect(document.documentElement.hasAttribute('data-font'), route).toBe(false);
      const csp = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content');
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

  test('text is set in Public Sans, with the metric-matched fallback until it has loaded (swap)', () => {
    const css = stylesheetOf(dir);
    expect(css).toMatch(/@font-face\{[^}]*font-family:Public Sans Fallback;[^}]*size-adjust:/);
    const stacks = [...css.matchAll(/([^{}]*)\{[^{}]*--font-sans:([^;}]*)/g)].map((match) => ({
      selector: match[1]!.trim(),
      stack: match[2]!.trim(),
    }));
    expect(stacks).toHaveLength(1);
    expect(stacks[0]?.stack).toMatch(/^"Public Sans", "Public Sans Fallback",/);
    const fallback = /@font-face\{[^}]*font-family:Public Sans Fallback;[^}]*\}/.exec(css)?.[0] ?? '';
    expect(fallback).toMatch(/ascent-override:/);
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
    // The last day to register is said beside Register now, not in the list (decision 044).
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
    expect(byText('Register now')?.getAttribute('href')).toBe(
      'https://forms.agia.org.ph/register/rpgiam-2026-12',
    );
    expect(byText('Add to calendar')?.getAttribute('href')).toBe('/training/events/rpgiam-2026-12.ics');
    const share = byText('Share this training')?.getAttribute('href') ?? '';
    expect(share).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(share)).toContain(urlOf('/training/events/rpgiam-2026-12'));
    expect(byText('View map')?.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});
