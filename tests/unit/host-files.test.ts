/**
 * `_redirects` only redirects (scripts/content/host-files.ts): 301, 302, 307 or 308, from an
 * address the site no longer has to a page of the site (never to another site), with no
 * placeholder or splat, and never from a page of the site or where the build puts scripts, data,
 * the web editor or published files (a security review found a 200 rule served a PDF as the
 * editor's config, and that `/news /about 301` hid a page).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { hostFileProblems, redirectProblem as problemWith } from '../../scripts/content/host-files';
import { siteAddresses } from '../../scripts/content/internal-links';
import { formatProblem } from '../../scripts/content/problems';

/** The pages of a site with one article and one training, from the site's own page table. */
const PAGES = siteAddresses({
  newsSlugs: ['board-meeting-may-2026'],
  trainingIds: ['ethics-2026-12'],
  issuanceCategories: [],
}).pages;
const redirectProblem = (rule: string) => problemWith(rule, PAGES);

const STATUS = 'a rule here may only redirect, with 301 (moved for good), 302, 307 or 308';
const SPLAT = 'with a placeholder or splat (":name", ":splat" or "*")';
const PUBLISHED = 'an address the site publishes';
const SOURCE = 'whose first address is not a plain path of this site';
const TARGET =
  'whose target is not a path of this site: a rule may only send visitors to another page of this site';

describe('redirectProblem', () => {
  it('refuses the rules of the review: a rewrite of the editor configuration and a splat', () => {
    expect(redirectProblem('/admin/config.yml /documents/editor-guide.pdf 200')).toBe(
      'has a rule "/admin/config.yml /documents/editor-guide.pdf 200" with status 200: a rule here may only redirect, with 301 (moved for good), 302, 307 or 308 after the two addresses, for example "/old-page /new-page 301"',
    );
    expect(redirectProblem('/go/* /:splat 301')).toBe(
      'has a rule "/go/* /:splat 301" with a placeholder or splat (":name", ":splat" or "*"): write the whole address on each side, one rule for each old address, for example "/old-page /new-page 301"',
    );
  });

  it('refuses every status but the four redirects, and the forced form', () => {
    for (const status of ['200', '404', '410', '303', '301!', '200!', 'abc'])
      expect(redirectProblem(`/old /new ${status}`), status).toContain(STATUS);
    for (const status of ['301', '302', '307', '308'])
      expect(redirectProblem(`/old /new ${status}`)).toBeUndefined();
    expect(redirectProblem('/old /new')).toBeUndefined();
  });

  it('refuses placeholders and splats on either side', () => {
    for (const rule of [
      '/go/* /news 301',
      '/* /news 302',
      '/news/:slug /articles/:slug 301',
      '/old /:splat 301',
      '/old /news/:splat 301',
      '/old /news/* 301',
    ])
      expect(redirectProblem(rule), rule).toContain(SPLAT);
  });

  it('refuses a redirect from where the build puts the editor, scripts, search, data and files', () => {
    for (const from of [
      '/admin',
      '/admin/',
      '/admin/config.yml',
      '/ADMIN/config.yml',
      '/Admin/index.html',
      '/assets/index-abcdefgh.js',
      '/pagefind/pagefind.js',
      '/static-loader-data/news.json',
      '/static-loader-data-manifest-abc.json',
      '/_img/a-480.webp',
      '/images/news/photo.jpg',
      '/documents/editor-guide.pdf',
      '/',
      '/index',
      '/sitemap.xml',
      '/robots.txt',
      '/news/feed.xml',
      '/trainings.ics',
      '/news/a.html',
      '/favicon.ico',
    ])
      expect(redirectProblem(`${from} /news 301`), from).toContain(PUBLISHED);
  });

  it('refuses a source that is not a plain path: another site, escapes, queries, dot segments', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example/x',
      'news',
      '/%61dmin/config.yml',
      '/a?b',
      '/a#b',
      '/x/../admin/config.yml',
      '/x/./y',
      '/a\\b',
    ])
      expect(redirectProblem(`${from} /news 301`), from).toContain(SOURCE);
  });

  it('accepts a target on the site and nothing else: no other site, even over https', () => {
    for (const to of [
      '//evil.example/',
      '/\\evil.example',
      'http://evil.example/',
      'https://evil.example/',
      'https://forms.example.org/agia?id=3',
      'HTTPS://www.agia.org.ph/news',
      'javascript:alert(1)',
      'news',
      'https://user@evil.example/',
      'https://localhost/',
    ]) {
      const problem = redirectProblem(`/old ${to} 301`) ?? '';
      expect(problem.includes(TARGET) || problem.includes(SPLAT), to).toBe(true);
    }
    expect(redirectProblem('/old //evil.example/ 301')).toBe(
      'has a rule "/old //evil.example/ 301" whose target is not a path of this site: a rule may only send visitors to another page of this site, written from the site root with a single / (for example "/news"); link another site from a page instead',
    );
    expect(redirectProblem('/register https://forms.example.org/agia?id=3 302')).toContain(TARGET);
    expect(redirectProblem('/old-news /news 301')).toBeUndefined();
    expect(redirectProblem('/old-page /about#history 308')).toBeUndefined();
    expect(redirectProblem('/old-search /search?q=audit 302')).toBeUndefined();
  });
});

describe('a rule for a page the site has', () => {
  const LIVE = 'is a page of this site: a rule may only redirect an address the site no longer has';

  it('refuses every page of the page table, with or without a trailing slash, in any case', () => {
    for (const from of [
      '/news',
      '/news/',
      '/NEWS',
      '/search',
      '/about',
      '/About/What-Is-AGIA/',
      '/membership/code-of-ethics',
      '/training/calendar',
      '/issuances',
      '/news/board-meeting-may-2026',
      '/news/Board-Meeting-May-2026/',
      '/training/events/ethics-2026-12',
      '/404',
    ])
      expect(redirectProblem(`${from} /contact 301`), from).toMatch(new RegExp(`${LIVE}|${PUBLISHED}`));
    expect(redirectProblem('/news /about 301')).toBe(
      'has a rule "/news /about 301", but /news is a page of this site: a rule may only redirect an address the site no longer has. Remove this line; to send visitors from that page to another one, link the other page from it',
    );
    expect(redirectProblem('/search/ /x 301')).toContain(`but /search ${LIVE}`);
  });

  it('accepts an address the site does not have, even one beside a page', () => {
    for (const from of ['/news/old-article', '/training/events/ethics-2019-12', '/about-us', '/newsletter'])
      expect(redirectProblem(`${from} /news 301`), from).toBeUndefined();
  });
});

describe('hostFileProblems for _redirects', () => {
  it('names the line of each rule that does not only redirect, skipping comments and blank lines', () => {
    const text =
      '# moved pages\n\n/old-news /news 301\r\n/admin/config.yml /documents/editor-guide.pdf 200\n/go/* /:splat 301\n/news /about 301\n';
    expect(hostFileProblems('_redirects', text, PAGES).map((problem) => problem.line)).toEqual([4, 5, 6]);
  });
});

describe('the content check on _redirects', () => {
  it('refuses a rule for a page of the content, an article or a training, or an article scheduled for later, naming the file and line', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'agia-redirects-'));
    try {
      const site = path.resolve(import.meta.dirname, '../fixtures/site');
      cpSync(path.join(site, 'content'), path.join(root, 'content'), { recursive: true });
      cpSync(path.join(site, 'public'), path.join(root, 'public'), { recursive: true });
      writeFileSync(
        path.join(root, 'content/news/later.md'),
        '---\ntitle: Later\ndate: 2099-02-10\nexcerpt: Not yet.\n---\nSoon.\n',
      );
      writeFileSync(
        path.join(root, 'public/_redirects'),
        [
          '/old-news /news 301',
          '/news/board-meeting-may-2026/ /news 301',
          '/Training/Events/ethics-2026-12 /training 302',
          '/news/later /news 301',
          '/membership/why-join /membership 308',
        ].join('\n'),
      );
      const { problems } = await buildContent(root, '2026-11-22', 'https://example.org', {
        imageCache: path.join(root, '.image-cache'),
      });
      const page = (line: number, rule: string, address: string) =>
        `public/_redirects:${line} has a rule "${rule}", but ${address} ${LIVE_PAGE}`;
      expect(problems.map(formatProblem)).toEqual([
        page(2, '/news/board-meeting-may-2026/ /news 301', '/news/board-meeting-may-2026'),
        page(3, '/Training/Events/ethics-2026-12 /training 302', '/training/events/ethics-2026-12'),
        page(4, '/news/later /news 301', '/news/later'),
        page(5, '/membership/why-join /membership 308', '/membership/why-join'),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

const LIVE_PAGE =
  'is a page of this site: a rule may only redirect an address the site no longer has. Remove this line; to send visitors from that page to another one, link the other page from it';
