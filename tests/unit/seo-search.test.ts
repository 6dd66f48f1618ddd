import { describe, expect, it } from 'vitest';
import {
  issuanceRecords,
  resultTypeOf,
  trainingRecords,
  mainOnly,
  withoutInitials,
} from '../../scripts/postbuild/search-records';
import {
  excerptParts,
  upcomingTrainingsFirst,
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
  it('sends upcoming trainings to the calendar and past ones to the archive', () => {
    const records = trainingRecords(
      [training('a', '2026-11-21', '2026-11-22'), training('b', '2026-11-20', '2026-11-21')],
      '2026-11-22',
      () => undefined,
    );
    expect(records.map((r) => r.url)).toEqual(['/training/calendar', '/training/past-seminars']);
    expect(records[0]).toMatchObject({
      language: 'en',
      meta: { title: 'Training a', type: 'Training', date: 'November 21-22, 2026' },
      filters: { type: ['Training'] },
    });
    expect(records[0]!.content).toContain('Via Zoom');
    expect(records[0]!.meta?.end).toBe('2026-11-22');
  });

  it('uses a training page of its own when there is one, under the base path', () => {
    const [record] = trainingRecords(
      [training('a', '2026-01-01', '2026-01-01')],
      '2026-11-22',
      (id) => (id === 'a' ? '/training/events/a' : undefined),
      '/agia',
    );
    expect(record!.url).toBe('/agia/training/events/a');
  });

  it('links each issuance to its tab', () => {
    const records = issuanceRecords({
      categories: [
        {
          name: 'Republic Act',
          id: 'republic-act',
          items: [
            {
              title: 'RA 3456',
              date: '1962-06-16',
              description: 'Internal audit units.',
              file: { href: '/documents/ra.pdf', type: 'PDF', size: '1 KB' },
            },
          ],
        },
      ],
    });
    expect(records).toEqual([
      {
        url: '/issuances?category=republic-act#ra',
        language: 'en',
        content: 'RA 3456. Republic Act. Internal audit units.',
        meta: { title: 'RA 3456', type: 'Issuance', date: 'June 16, 1962' },
        filters: { type: ['Issuance'] },
      },
    ]);
  });

  it('labels pages by section', () => {
    expect(['/news/a', '/training/calendar', '/issuances', '/about'].map(resultTypeOf)).toEqual([
      'News',
      'Training',
      'Issuance',
      'Page',
    ]);
  });
});

describe('withoutInitials', () => {
  it('drops the initials of names but keeps abbreviations, numbers and ordinary words', () => {
    expect(withoutInitials('<p>Teresita G. Mendoza</p><p>Patricia Anne L. Go</p>')).toBe(
      '<p>Teresita  Mendoza</p><p>Patricia Anne  Go</p>',
    );
    expect(withoutInitials('<p>R.A. 3456, A. Lacson. A new P. 5 rule</p>')).toBe(
      '<p>R.A. 3456,  Lacson. A new  5 rule</p>',
    );
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

  it('moves upcoming trainings above past ones, leaving the other results where they were', () => {
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
      'past-1',
      'past-2',
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

describe('mainOnly', () => {
  it('keeps the head and the <main> element, and drops the rest of the body', () => {
    const page =
      '<html lang="en"><head><title>T</title></head><body class="x"><header><a href="/">Home</a></header>' +
      '<main id="main"><h1>News</h1><p>Text</p></main><footer>Footer</footer><script>1</script></body></html>';
    expect(mainOnly(page)).toBe(
      '<html lang="en"><head><title>T</title></head><body><main id="main"><h1>News</h1><p>Text</p></main></body></html>',
    );
    expect(mainOnly('<p>no main</p>')).toBe('<p>no main</p>');
  });
});
