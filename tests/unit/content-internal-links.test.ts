/**
 * Links to pages of the site, in articles and YAML, are checked against the addresses the
 * build writes: those of the page table (src/site-pages.ts) for the content.
 */
import { describe, expect, it } from 'vitest';
import {
  checkInternalLinks,
  linkProblem,
  pageLinksIn,
  siteAddresses,
} from '../../scripts/content/internal-links';
import { formatProblem } from '../../scripts/content/problems';
import { SITE_PAGES } from '../../src/site-pages';

const site = siteAddresses({
  // 25 articles: three list pages (/news, /news/page/2, /news/page/3).
  newsSlugs: ['board-meeting-2099', ...Array.from({ length: 24 }, (_, index) => `article-${index}`)],
  trainingIds: ['fraud-2099-04'],
  issuanceCategories: ['republic-act', 'coa-circulars'],
});

describe('siteAddresses', () => {
  it('holds every fixed page of the page table, and no pattern', () => {
    const fixed = SITE_PAGES.map((page) => page.path).filter((path) => !/[:*]/.test(path));
    expect(fixed.filter((path) => !site.pages.has(path))).toEqual([]);
    expect([...site.pages].filter((path) => /[:*]/.test(path))).toEqual([]);
  });

  it('holds no list page past the last one', () => {
    expect(site.pages.has('/news/page/3')).toBe(true);
    expect(site.pages.has('/news/page/4')).toBe(false);
  });
});

describe('linkProblem', () => {
  it('names the page meant by an address written with a space', () => {
    expect(linkProblem('/training/calen dar', site)).toBe(
      'links to /training/calen dar, which has a space in it: did you mean /training/calendar?',
    );
    expect(linkProblem('/news/board meeting-2099', site)).toBe(
      'links to /news/board meeting-2099, which has a space in it: did you mean /news/board-meeting-2099?',
    );
    expect(linkProblem('/no such page', site)).toMatch(/which has a space in it: remove the space/);
  });

  it('accepts every address the build writes', () => {
    for (const href of [
      '/',
      '/about/board-directors',
      '/news/board-meeting-2099',
      '/news/page/3',
      '/training/events/fraud-2099-04',
      '/issuances?category=coa-circulars',
      '/issuances#ra-3456',
      '/contact/',
      '/search?q=audit',
      '/news/feed.xml',
    ]) {
      expect(linkProblem(href, site), href).toBeUndefined();
    }
  });

  it('names a missing page and the nearest one', () => {
    expect(linkProblem('/training/inhouse', site)).toBe(
      'links to /training/inhouse, but the site has no page /training/inhouse: did you mean /training/in-house?',
    );
    expect(linkProblem('/news/page/4', site)).toMatch(
      /^links to \/news\/page\/4, but the site has no page \/news\/page\/4/,
    );
    expect(linkProblem('/news/board-meeting-2098', site)).toBe(
      'links to /news/board-meeting-2098, but the site has no page /news/board-meeting-2098: did you mean /news/board-meeting-2099?',
    );
  });

  it('names an unknown issuance tab and lists the tabs', () => {
    expect(linkProblem('/issuances?category=dbm-circulars', site)).toBe(
      'links to /issuances?category=dbm-circulars, but /issuances has no category "dbm-circulars" (the category ids are: republic-act, coa-circulars)',
    );
    expect(linkProblem('/news?category=x', site)).toBe(
      'links to /news?category=x, but the page /news has no "category" setting (remove ?category=...)',
    );
  });

  it('accepts any tab when the issuances could not be read', () => {
    const unread = siteAddresses({
      newsSlugs: [],
      trainingIds: [],
      issuanceCategories: undefined,
    });
    expect(linkProblem('/issuances?category=anything', unread)).toBeUndefined();
  });
});

describe('pageLinksIn and checkInternalLinks', () => {
  it('finds links to pages in YAML values, leaving files and other sites to their own checks', () => {
    const data = {
      actions: [{ label: 'Join', path: '/membership/how-to-jion' }, { path: 'https://example.org/' }],
      pdf: '/documents/a.pdf',
    };
    expect(pageLinksIn(data)).toEqual([{ path: ['actions', 0, 'path'], href: '/membership/how-to-jion' }]);
  });

  it('reports a broken link with its file and line', () => {
    const problems = checkInternalLinks(
      [
        {
          href: '/trainings',
          file: 'content/home.yaml',
          line: 8,
          path: ['path'],
          entry: 'action "View Training Programs"',
        },
      ],
      site,
    );
    expect(problems.map(formatProblem)).toEqual([
      'content/home.yaml:8 action "View Training Programs" path: links to /trainings, but the site has no page /trainings: did you mean /training?',
    ]);
  });
});
