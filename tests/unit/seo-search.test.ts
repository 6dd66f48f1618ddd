import { sitePageAt } from '../../src/site-pages';
import { describe, expect, it } from 'vitest';
import {
  indexHtmlOf,
  issuanceRecords,
  trainingRecords,
  withoutInitials,
} from '../../scripts/postbuild/search-records';
import { isIndexable } from '../../scripts/postbuild/search-index';
import { parseHtml } from '../../scripts/postbuild/html-tree';

/** The search's copy of a page's text (indexHtmlOf works on the tree the policy step parsed). */
const pageForIndex = (html: string) => indexHtmlOf(parseHtml(html));
import {
  excerptParts,
  trainingStatus,
  staleNewsLast,
  upcomingTrainingsFirst,
  withoutTitle,
  type SearchHit,
} from '../../src/components/search/site-search';
import { resolveSiteUrl } from '../../src/lib/site-url';
import type { Training } from '../../src/content/schemas/training';

const training = (id: string, date: string, endDate: string): Training => ({
  id,
  title: `Training ${id}`,
  date,
  endDate,
  type: 'Virtual Training',
  location: 'Via Zoom',
  time: '8:00AM – 5:00PM',
  registerLink: 'https://forms.agia.org.ph/register/x',
});

describe('search records', () => {
  it('sends every training, upcoming or past, to its own page', () => {
    const records = trainingRecords([
      training('a', '2026-11-21', '2026-11-22'),
      training('b', '2026-11-20', '2026-11-21'),
    ]);
    expect(records.map((r) => r.url)).toEqual(['/training/events/a', '/training/events/b']);
    expect(records[0]).toMatchObject({
      language: 'en',
      meta: { title: 'Training a', type: 'Training', date: 'November 21–22, 2026' },
      filters: { type: ['Training'] },
    });
    expect(records[0]!.content).toContain('Via Zoom');
    expect(records[0]!.meta?.end).toBe('2026-11-22');
    expect(records[0]!.meta?.start).toBe('2026-11-21');
  });

  it("holds a training's other names, so a search for PGIAM finds the RPGIAM course", () => {
    const [record] = trainingRecords([
      { ...training('a', '2026-01-01', '2026-01-01'), aliases: ['PGIAM', 'Revised PGIAM'] },
    ]);
    expect(record!.content).toBe(
      'Training a. Also known as PGIAM, Revised PGIAM. Virtual training. Via Zoom. January 1, 2026. 8:00AM – 5:00PM',
    );
  });

  it('uses the training page of its id under the base path, even for an id that names a page', () => {
    const [record] = trainingRecords([training('calendar', '2026-01-01', '2026-01-01')], '/agia');
    // Not /agia/training/calendar, the page whose address also ends with the id.
    expect(record!.url).toBe('/agia/training/events/calendar');
  });

  it('links each issuance to its own address on the page, which lists every type', () => {
    const records = issuanceRecords({
      categories: [
        {
          name: 'Memorandum Circular/Order',
          id: 'memorandum-circular-order',
          items: [
            {
              number: 'Memorandum Circular No. 89, s. 2005',
              anchor: 'memorandum-circular-no-89-s-2005',
              date: '2005-08-18',
              issuedBy: 'Office of the President',
              title: 'Compliance with Administrative Order No. 70',
              summary: 'Directs heads of agencies to report their compliance.',
              source: 'https://www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/',
            },
          ],
        },
      ],
    });
    expect(records).toEqual([
      {
        url: '/issuances#memorandum-circular-no-89-s-2005',
        language: 'en',
        content:
          'Memorandum Circular No. 89, s. 2005. Compliance with Administrative Order No. 70. Memorandum Circular/Order. Office of the President. Directs heads of agencies to report their compliance.',
        meta: {
          title: 'Memorandum Circular No. 89, s. 2005: Compliance with Administrative Order No. 70',
          type: 'Issuance',
          date: 'August 18, 2005',
        },
        filters: { type: ['Issuance'] },
      },
    ]);
  });

  it('gives an issuance available only on request a record at its address, found by its other names', () => {
    const records = issuanceRecords({
      categories: [],
      copyOnRequest: [
        {
          number: 'DBM Circular Letter No. 2020-8',
          anchor: 'dbm-circular-letter-no-2020-8',
          issuedBy: 'Department of Budget and Management',
          title: 'Revised Philippine Government Internal Audit Manual (RPGIAM)',
          aliases: ['PGIAM', 'RPGIAM'],
        },
      ],
    });
    expect(records).toHaveLength(1);
    expect(records[0]!.url).toBe('/issuances#dbm-circular-letter-no-2020-8');
    expect(records[0]!.content).toContain('Also known as PGIAM, RPGIAM');
    expect(records[0]!.meta).toEqual({
      title: 'DBM Circular Letter No. 2020-8: Revised Philippine Government Internal Audit Manual (RPGIAM)',
      type: 'Issuance',
    });
  });

  it('labels pages as the page table says', () => {
    expect(
      ['/news/a', '/training/calendar', '/issuances', '/about'].map((route) => sitePageAt(route).search),
    ).toEqual(['News', 'Training', 'Issuance', 'Page']);
  });
});

describe('withoutInitials', () => {
  it('drops the initials of names but keeps abbreviations, numbers and ordinary words', () => {
    expect(withoutInitials('Teresita G. Mendoza, Patricia Anne L. Go')).toBe(
      'Teresita  Mendoza, Patricia Anne  Go',
    );
    expect(withoutInitials('R.A. 3456, A. Lacson. A new P. 5 rule')).toBe(
      'R.A. 3456,  Lacson. A new  5 rule',
    );
    expect(withoutInitials('G. Mendoza')).toBe(' Mendoza');
  });
});

describe('staleNewsLast', () => {
  const hit = (title: string, more: Partial<SearchHit> = {}): SearchHit => ({
    url: `/${title}`,
    title,
    type: more.published ? 'News' : 'Page',
    excerpt: '',
    ...more,
  });
  it('ranks news older than six months below current pages, each keeping its order', () => {
    const hits = [
      hit('renewal-reminder', { published: '2026-02-27' }),
      hit('old-news', { published: '2025-10-01' }),
      hit('membership'),
      hit('fresh-news', { published: '2026-11-02' }),
      hit('guidelines'),
    ];
    expect(staleNewsLast(hits, '2026-11-28').map((h) => h.title)).toEqual([
      'membership',
      'fresh-news',
      'guidelines',
      'renewal-reminder',
      'old-news',
    ]);
    // In March the reminder is current news and keeps its place.
    expect(staleNewsLast(hits, '2026-03-10')[0]!.title).toBe('renewal-reminder');
  });
});

describe('upcomingTrainingsFirst', () => {
  const hit = (title: string, endDate?: string): SearchHit => ({
    url: `/${title}`,
    title,
    type: endDate ? 'Training' : 'News',
    excerpt: '',
    ...(endDate ? { endDate } : {}),
  });

  it('moves upcoming trainings above past ones, past ones newest first, leaving the other results where they were', () => {
    const hits = [
      hit('past-1', '2025-03-01'),
      hit('news'),
      hit('past-2', '2026-11-21'),
      hit('next', '2026-11-22'),
      hit('later', '2027-01-10'),
    ];
    expect(upcomingTrainingsFirst(hits, '2026-11-22').map((h) => h.title)).toEqual([
      'next',
      'news',
      'later',
      'past-2',
      'past-1',
    ]);
    expect(upcomingTrainingsFirst([hit('news')], '2026-11-22')).toEqual([hit('news')]);
  });
});

describe('excerptParts', () => {
  it('splits marked words from plain text and decodes entities, without HTML', () => {
    expect(excerptParts('The <mark>convention</mark> &amp; workshops &lt;b&gt;')).toEqual([
      { text: 'The ', marked: false },
      { text: 'convention', marked: true },
      { text: ' & workshops <b>', marked: false },
    ]);
  });
});

describe('resolveSiteUrl', () => {
  it('defaults to the association address and drops a trailing slash', () => {
    expect(resolveSiteUrl(undefined)).toBe('https://www.agia.org.ph');
    expect(resolveSiteUrl('')).toBe('https://www.agia.org.ph');
    expect(resolveSiteUrl('https://example.github.io/agia/')).toBe('https://example.github.io/agia');
  });

  it('rejects what is not an absolute web address', () => {
    expect(() => resolveSiteUrl('agia.org.ph')).toThrow('SITE_URL must be an absolute address');
    expect(() => resolveSiteUrl('ftp://agia.org.ph')).toThrow('SITE_URL must start with https://');
  });
});

describe('pageForIndex', () => {
  it('keeps the head and the <main> element, and drops the rest of the body', () => {
    const page =
      '<html lang="en"><head><title>T</title></head><body class="x"><header><a href="/">Home</a></header>' +
      '<div id="root"><main id="main"><h1>News</h1><p>Text</p></main></div><footer>Footer</footer>' +
      '<script>1</script></body></html>';
    expect(pageForIndex(page)).toBe(
      '<html lang="en"><head><title>T</title></head><body><main id="main"><h1>News</h1> <p>Text</p></main></body></html>',
    );
  });

  it('reads the page as a browser does: a <main> in a comment, a script or a template is not the main', () => {
    const page =
      '<html><head></head><body><!-- <main>old</main> --><script>"<main>js</main>"</script>' +
      '<template><main>inert</main></template><MAIN data-x=1>Real</MAIN></body></html>';
    expect(pageForIndex(page)).toBe('<html><head></head><body><main data-x="1">Real</main></body></html>');
  });

  it('drops initials in every text and attribute, also where a tag starts the text', () => {
    expect(
      pageForIndex(
        '<html><head><title>Teresita G. Mendoza</title></head><body><main>' +
          '<p>A. Lacson and Teresita G. Mendoza</p><img alt="Patricia Anne L. Go" src="/a.webp"></main></body></html>',
      ),
    ).toBe(
      '<html><head><title>Teresita  Mendoza</title></head><body><main>' +
        '<p> Lacson and Teresita  Mendoza</p> <img alt="Patricia Anne  Go" src="/a.webp"></main></body></html>',
    );
  });

  it('leaves words for screen readers out of the index and keeps touching elements apart', () => {
    expect(
      pageForIndex(
        '<html><head></head><body><main><p><span>Memorandum Circular/Order</span><time>August 18, 2005</time></p>' +
          '<a href="/x">Official text <span class="sr-only">(opens in a new tab)</span></a></main></body></html>',
      ),
    ).toBe(
      '<html><head></head><body><main><p><span>Memorandum Circular/Order</span> <time>August 18, 2005</time></p> ' +
        '<a href="/x">Official text <span class="sr-only" data-pagefind-ignore="">(opens in a new tab)</span></a></main></body></html>',
    );
  });

  it('keeps a page without <main> whole', () => {
    expect(pageForIndex('<p>no main</p>')).toBe('<html><head></head><body><p>no main</p></body></html>');
  });

  it("leaves the head's styles and scripts out, keeping its title and meta", () => {
    expect(
      pageForIndex(
        '<html lang="en"><head><title>A</title><style>p{color:red}</style><meta name="description" content="d">' +
          '<script type="application/ld+json">{}</script><script src="/a.js"></script></head><body><main>M</main></body></html>',
      ),
    ).toBe(
      '<html lang="en"><head><title>A</title><meta name="description" content="d"></head><body><main>M</main></body></html>',
    );
  });
});

describe('isIndexable', () => {
  it('leaves out of the search the 404 page and pages marked noindex, however the tag is written', () => {
    const pages = [
      ['index.html', '<meta name="description" content="noindex is a word here"><main>Home</main>'],
      ['404.html', '<main>Not found</main>'],
      ['gone.html', '<META CONTENT="NOINDEX, follow" NAME=Robots><main>Gone</main>'],
      ['old.html', '<meta name="robots" content="nofollow,noindex"><main>Old</main>'],
      ['note.html', '<!-- <meta name="robots" content="noindex"> --><main>Note</main>'],
    ] as const;
    expect(
      pages.filter(([file, html]) => isIndexable({ file }, parseHtml(html))).map(([file]) => file),
    ).toEqual(['index.html', 'note.html']);
  });
});

describe('trainingStatus', () => {
  it('says Upcoming through the last day and Completed from the day after, by the Manila date', () => {
    expect(trainingStatus({ endDate: '2026-11-22' }, '2026-11-22')).toBe('Upcoming');
    expect(trainingStatus({ endDate: '2026-11-22' }, '2026-11-23')).toBe('Completed');
    expect(trainingStatus({ endDate: '2026-12-31' }, '2027-01-01')).toBe('Completed');
  });
  it('says Registration closed after the deadline and from the first day, until the last day is over', () => {
    const run = { startDate: '2026-12-03', endDate: '2026-12-04', deadline: '2026-11-28' };
    expect(trainingStatus(run, '2026-11-28')).toBe('Upcoming');
    expect(trainingStatus(run, '2026-11-29')).toBe('Registration closed');
    expect(trainingStatus({ ...run, deadline: undefined }, '2026-12-03')).toBe('Registration closed');
    expect(trainingStatus(run, '2026-12-05')).toBe('Completed');
  });
  it('says nothing for results that are not trainings', () => {
    expect(trainingStatus({}, '2026-11-22')).toBeUndefined();
  });
});

describe('withoutTitle', () => {
  it('drops the closing bracket of a title that ends in one ("... (RPGIAM)")', () => {
    const parts = [
      { text: 'Revised Philippine Government Internal Audit Manual (RPGIAM). Also known as ', marked: false },
      { text: 'PGIAM', marked: true },
    ];
    expect(
      withoutTitle(
        parts,
        'DBM Circular Letter No. 2020-8: Revised Philippine Government Internal Audit Manual (RPGIAM)',
      ),
    ).toEqual([
      { text: 'Also known as ', marked: false },
      { text: 'PGIAM', marked: true },
    ]);
  });
  const text = (parts: ReturnType<typeof withoutTitle>) => parts.map((part) => part.text).join('');
  it('drops the title at the start of the excerpt, whatever the punctuation between its words', () => {
    const parts = excerptParts(
      'Memorandum Circular No. <mark>89</mark>, s. 2005. Compliance with Administrative Order No. 70. Office of the President.',
    );
    const kept = withoutTitle(
      parts,
      'Memorandum Circular No. 89, s. 2005: Compliance with Administrative Order No. 70',
    );
    expect(text(kept)).toBe('Office of the President.');
  });
  it('drops the end of the title when the excerpt starts in the middle of it', () => {
    const kept = withoutTitle(
      excerptParts('of Government <mark>Internal</mark> Auditors. The premier training institution'),
      'Association of Government Internal Auditors',
    );
    expect(text(kept)).toBe('The premier training institution');
    // One word alone is not taken for the end of the title.
    const parts = excerptParts('Auditors from the regions met in Cebu');
    expect(withoutTitle(parts, 'Association of Government Internal Auditors')).toEqual(parts);
  });
  it('keeps the marks of the words after the title', () => {
    const kept = withoutTitle(
      excerptParts('Fraud Risk Assessment. Via <mark>Zoom</mark>.'),
      'Fraud Risk Assessment',
    );
    expect(kept).toEqual([
      { text: 'Via ', marked: false },
      { text: 'Zoom', marked: true },
      { text: '.', marked: false },
    ]);
  });
  it('keeps an excerpt that does not start with the title, or is nothing but the title', () => {
    const parts = excerptParts('the <mark>convention</mark> in Manila');
    expect(withoutTitle(parts, 'National Convention')).toEqual(parts);
    expect(text(withoutTitle(excerptParts('Contact Us'), 'Contact Us'))).toBe('Contact Us');
  });
});
