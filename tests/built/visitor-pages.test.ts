/**
 * Holding pages, "Coming soon" marks, membership dues, the one "Become a member" button and what
 * the search indexes of the calendars, read from the fixture site's built files (no browser).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, readBuiltPage } from '../support/built-site';
import { FIXTURE } from './sites';

const page = (route: string) => readBuiltPage(route, FIXTURE).document;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

/** The labels of the links to `href` in `scope`. */
const linkLabels = (scope: ParentNode, href: string) =>
  [...scope.querySelectorAll(`a[href="${href}"]`)].map((link) => text(link) ?? '');

describe('pages not ready yet', () => {
  test('a page marked comingSoon still answers: what it will hold, when, whom to ask and related pages', () => {
    const main = page('/membership/resources').querySelector('main')!;
    const panel = main.querySelector('[data-holding-page]');
    expect(text(panel?.querySelector('h2'))).toBe('What this page will hold');
    expect(text(panel)).toContain('the slides and handouts of past seminars');
    expect([...panel!.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling)])).toEqual([
      ['Expected', 'Second quarter of 2027'],
      ['Questions', 'The Membership Committee, membership@agia.org.ph'],
    ]);
    expect(panel?.querySelector('a[href="mailto:membership@agia.org.ph"]')).not.toBeNull();
    expect([...panel!.querySelectorAll('li a')].map((a) => [a.getAttribute('href'), text(a)])).toEqual([
      ['/issuances', 'Issuances'],
      ['/training/past-seminars', 'Past Seminars Archive'],
      ['/membership/guidelines', 'Membership Guidelines'],
    ]);
    // A page without the block has no panel.
    expect(page('/privacy').querySelector('[data-holding-page]')).toBeNull();
  });

  test('a page not ready yet is not offered to search engines: noindex, no canonical, not in the sitemap', () => {
    const holding = page('/membership/resources');
    expect(holding.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(holding.querySelector('link[rel="canonical"]')).toBeNull();
    const sitemap = readFileSync(path.join(FIXTURE, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/membership/resources<');
    // A page that is ready is indexed and listed.
    expect(page('/membership/guidelines').querySelector('meta[name="robots"]')).toBeNull();
    expect(sitemap).toContain('/membership/guidelines<');
  });

  test('the footer and the Training page link only to pages that are ready', () => {
    const footer = page('/').querySelector('footer')!;
    expect(linkLabels(footer, '/terms')).toEqual(['Terms of Service']);
    expect(linkLabels(footer, '/privacy')).toEqual(['Privacy Policy']);
    expect(linkLabels(footer, '/contact')).toEqual(['Contact us']);
    const main = page('/training').querySelector('main')!;
    expect(linkLabels(main, '/training/mobile')).toEqual([]);
    // The section menu beside the content names the calendar once, like the other ready pages.
    expect(linkLabels(main.querySelector('[data-section-nav]')!, '/training/calendar')).toHaveLength(1);
    expect(linkLabels(main.querySelector('[data-section-nav]')!, '/training/mobile')).toEqual([]);
  });

  test('no built page says "Coming soon", in its menus, footer or content', () => {
    const pages = builtPages(FIXTURE);
    expect(pages.length).toBeGreaterThan(20);
    const saying = pages.filter((built) => /coming soon/i.test(built.document.body.textContent ?? ''));
    expect(saying.map((built) => built.route)).toEqual([]);
  });
});

describe('membership dues and the Become a member button', () => {
  test.each(['/membership/how-to-join', '/membership/guidelines'])('%s shows the dues table', (route) => {
    const table = page(route).querySelector('main table')!;
    // The fixture's membership.yaml says the fees are for 2027 (duesYear).
    expect(text(table.querySelector('caption'))).toBe('Dues for 2027, in Philippine pesos');
    expect([...table.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')])).toEqual(
      [
        ['Fee', 'col'],
        ['Amount', 'col'],
        ['Paid', 'col'],
      ],
    );
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [
      text(row.querySelector('th[scope="row"]'))?.split('.')[0],
      ...[...row.querySelectorAll('td')].map(text),
    ]);
    expect(rows).toEqual([
      ['Entrance fee (new members)Paid once, with the first annual membership fee', '₱500', 'one time'],
      [
        'Annual membership fee, regular memberCovers January 1 to December 31; renew by March 31 of the following year to stay in good standing',
        '₱1,000',
        'per year',
      ],
      [
        'Annual membership fee, associate memberCovers January 1 to December 31, like the regular membership',
        '₱800',
        'per year',
      ],
      [
        'Lifetime membershipFor regular members with at least five years of continuous membership; no annual fee after it',
        '₱10,000',
        'one time',
      ],
    ]);
  });

  test.each(['/', '/membership/why-join', '/membership/guidelines'])(
    '%s has one Become a member button, to how-to-join',
    (route) => {
      const buttons = [...page(route).querySelectorAll('main [data-become-member]')];
      expect(buttons.map((button) => [button.getAttribute('href'), text(button)])).toEqual([
        ['/membership/how-to-join', 'Become a member'],
      ]);
      expect(buttons[0]!.className).toContain('bg-gold-400');
    },
  );
});

describe('search index of the calendars', () => {
  test.each(['/training/calendar', '/training/past-seminars'])(
    '%s keeps its month panels and lists out of the index, and its introduction in it',
    (route) => {
      const main = page(route).querySelector('main')!;
      const cards = [...main.querySelectorAll('article')];
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card.closest('[data-pagefind-ignore]'), text(card)).not.toBeNull();
      expect(
        main.querySelector('[role="group"][aria-label*="month" i]')?.closest('[data-pagefind-ignore]'),
      ).not.toBeNull();
      const intro = [...main.querySelectorAll('p')].find((p) => !p.closest('[data-pagefind-ignore]'));
      expect(text(intro)?.length).toBeGreaterThan(20);
    },
  );
});

describe('in-house training offerings', () => {
  test('/training/in-house lists the courses, their length, the group size and how fees are quoted', () => {
    const main = page('/training/in-house').querySelector('main')!;
    const headings = [...main.querySelectorAll('h2')].map((h2) => text(h2));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Courses we can run in-house',
        'How long, and for how many',
        'Fees',
        'Request in-house training',
      ]),
    );
    const courses = main.querySelector('h2 + ul');
    expect(courses?.querySelectorAll('li').length).toBeGreaterThanOrEqual(10);
    expect(text(main)).toContain('at least 20 participants');
    expect(text(main)).toContain('Fees are quoted per engagement');
  });
});
