/**
 * The web editor's photo and gallery blocks read the site's gallery syntax and write it back byte
 * for byte, on every gallery and photo of the fixture and live articles; the form's own checks
 * (dates, amounts filled in together) and labels.
 */
import { manilaDate } from '../../src/lib/dates';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GALLERY_PATTERN,
  galleryHtml,
  parseGallery,
  parsePhoto,
  PHOTO_FIELDS,
  PHOTO_PATTERN,
  writeGallery,
  writePhoto,
} from '../../scripts/admin/editor-components';
import { formHint, labelOf } from '../../scripts/admin/field-labels';
import {
  bodyProblems,
  dateProblem,
  duplicateTitleProblem,
  entryProblems,
  longDate,
  publishedPage,
  takenIdProblem,
  upcomingProblems,
} from '../../scripts/admin/form-checks';

const project = path.resolve(import.meta.dirname, '../..');

/** The blocks (text between blank lines) of every news article and page, fixture and live. */
function blocks(): string[] {
  const folders = [
    'tests/fixtures/site/content/news',
    'tests/fixtures/site/content/pages',
    'content/news',
    'content/pages',
  ];
  return folders.flatMap((folder) =>
    readdirSync(path.join(project, folder))
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => readFileSync(path.join(project, folder, name), 'utf8').split(/\n[ \t]*\n/)),
  );
}

const GALLERY = [
  '![Participants seated at the opening session](/images/news/seminar-cebu-1.jpg "The opening session on September 23.")',
  '![Participants working in small groups](/images/news/seminar-cebu-2.jpg)',
  '![A speaker quoting the \\"Manual\\"](/images/news/seminar-cebu-3.jpg "She said \\"plan first\\".")',
].join('\n');

describe('the gallery and photo blocks', () => {
  it('read a gallery as its photos, captions optional', () => {
    expect(GALLERY_PATTERN.exec(`${GALLERY}\n\nNext paragraph.`)?.[0]).toBe(GALLERY);
    expect(parseGallery(GALLERY).photos).toEqual([
      {
        image: '/images/news/seminar-cebu-1.jpg',
        alt: 'Participants seated at the opening session',
        caption: 'The opening session on September 23.',
      },
      { image: '/images/news/seminar-cebu-2.jpg', alt: 'Participants working in small groups' },
      {
        image: '/images/news/seminar-cebu-3.jpg',
        alt: 'A speaker quoting the \\"Manual\\"',
        caption: 'She said "plan first".',
      },
    ]);
  });

  it('leave a gallery to the gallery block and a lone photo to the photo block', () => {
    expect(PHOTO_PATTERN.test(GALLERY)).toBe(false);
    const photo = '![Award recipients on stage](/images/news/convention-awards.jpg "The awards night.")';
    expect(PHOTO_PATTERN.exec(`${photo}\n\nText`)?.[0]).toBe(photo);
    expect(GALLERY_PATTERN.test(photo)).toBe(false);
    // An image inside a sentence is text, not a block.
    expect(PHOTO_PATTERN.test(`${photo} and more words`)).toBe(false);
  });

  it('write every gallery and photo of the articles back byte for byte', () => {
    const galleries = blocks().filter((block) => GALLERY_PATTERN.exec(block)?.[0] === block.trimEnd());
    const photos = blocks().filter((block) => PHOTO_PATTERN.exec(block)?.[0] === block.trimEnd());
    // At least the fixture site's photo gallery; every other one found, live content included, round-trips too.
    expect(galleries.length).toBeGreaterThanOrEqual(1);
    for (const gallery of galleries)
      expect(writeGallery(parseGallery(gallery.trimEnd()))).toBe(gallery.trimEnd());
    for (const photo of photos) expect(writePhoto(parsePhoto(photo)!)).toBe(photo.trimEnd());
  });

  it('write new photos on consecutive lines, leaving out rows without a picture', () => {
    expect(
      writeGallery({
        photos: [
          { image: '/images/news/a.jpg', alt: 'First', caption: '' },
          { image: '', alt: 'Forgotten' },
          { image: '/images/news/b.jpg', alt: 'Second', caption: 'A "quoted" caption' },
        ],
      }),
    ).toBe('![First](/images/news/a.jpg)\n![Second](/images/news/b.jpg "A \\"quoted\\" caption")');
  });

  it('preview as the site renders a gallery: a grid of figures with captions', () => {
    const html = galleryHtml(
      [
        { image: '/images/a.jpg', alt: 'A <b>', caption: 'Cap' },
        { image: '', alt: 'No picture yet' },
      ],
      (src) => `blob:${src}`,
    );
    expect(html).toMatch(/^<div class="md-gallery [^"]*grid[^"]*">/);
    expect(html).toContain('<img src="blob:/images/a.jpg" alt="A &lt;b&gt;"');
    expect(html).toContain('Cap</figcaption>');
    expect(html).not.toContain('No picture yet');
  });
});

describe("the form's checks", () => {
  it('takes dates as the site writes them', () => {
    expect(dateProblem('2026-11-25')).toBeUndefined();
    expect(dateProblem('11/25/2026')).toBe('Write the date as year-month-day: write 2026-11-25.');
    expect(dateProblem('2026-02-30')).toMatch(/^There is no such day as 2026-02-30/);
    expect(longDate('2026-11-25')).toBe('November 25, 2026');
    expect(longDate('2026-13-01')).toBeUndefined();
  });

  it('refuses, before saving, a last day before the first and a deadline after it', () => {
    const training = { date: '2027-06-10', endDate: '2027-06-11', registrationDeadline: '2027-06-01' };
    expect(entryProblems(training)).toEqual([]);
    expect(entryProblems({ ...training, endDate: '2027-06-09', registrationDeadline: '2027-06-12' })).toEqual(
      [
        'End date (June 9, 2027) is before the date (June 10, 2027).',
        'Registration deadline (June 12, 2027) is after the date (June 10, 2027).',
      ],
    );
    // A date not typed in full yet is the date field's own message, not this one.
    expect(entryProblems({ ...training, endDate: '2027-06' })).toEqual([]);
  });

  it('wants both fees or neither', () => {
    expect(entryProblems({ fee: { member: 3500, nonMember: 4500 } })).toEqual([]);
    expect(entryProblems({ fee: { member: '', nonMember: '' } })).toEqual([]);
    expect(entryProblems({})).toEqual([]);
    expect(entryProblems({ fee: { member: 0, nonMember: '' } })).toEqual([
      'Fee for members is filled in but not the fee for non-members: fill in both, or neither.',
    ]);
    expect(entryProblems({ fee: { nonMember: 4500 } })).toEqual([
      'Fee for non-members is filled in but not the fee for members: fill in both, or neither.',
    ]);
  });
});

describe('an upcoming training needs its summary, fee and CPD units', () => {
  const today = '2026-11-22';
  const training = {
    date: '2026-11-25',
    endDate: '2026-11-26',
    summary: 'Two days.',
    fee: 'tba',
    cpdUnits: 'none',
  };

  it('accepts the words tba and none, and a training that has ended without them', () => {
    expect(upcomingProblems('trainings', training, today)).toEqual([]);
    expect(upcomingProblems('trainings', { date: '2026-11-20', endDate: '2026-11-21' }, today)).toEqual([]);
    expect(upcomingProblems('news', { date: '2026-12-01' }, today)).toEqual([]);
  });

  it('names what is missing, on its last day too', () => {
    expect(upcomingProblems('trainings', { date: '2026-11-22', endDate: '2026-11-22' }, today)).toEqual([
      'A training that has not ended yet needs the summary (two to four sentences on what participants learn), the registration fee (both rates, or choose To be announced) and the CPD units (a number, or choose No CPD units): fill them in.',
    ]);
    expect(
      upcomingProblems('trainings', { ...training, summary: ' ', fee: { member: undefined } }, today),
    ).toEqual([
      'A training that has not ended yet needs the summary (two to four sentences on what participants learn) and the registration fee (both rates, or choose To be announced): fill them in.',
    ]);
  });

  it("counts days in Manila's time", () => {
    expect(manilaDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
});

describe('a new article whose title is published', () => {
  it('is refused whatever the spacing and capitals, with the published title', () => {
    const published = ['Risk-Based Internal Audit Training Held in Davao City'];
    expect(
      duplicateTitleProblem(
        'news',
        { title: ' risk-based internal audit  training held in Davao City' },
        published,
      ),
    ).toBe(
      'An article titled "Risk-Based Internal Audit Training Held in Davao City" is already on the site: give this one a title of its own, or open the published article to change it.',
    );
    expect(
      duplicateTitleProblem('news', { title: 'Another Training in Davao City' }, published),
    ).toBeUndefined();
    expect(duplicateTitleProblem('pages', { title: published[0] }, published)).toBeUndefined();
  });
});

describe('the text of an article, before saving', () => {
  it('refuses a second top-level heading and an address with a space, saying to remove the space before %20', () => {
    const body = [
      '# What was discussed',
      'See [the form](https://forms.agia.org.ph/register/forum 2027).',
      '![The forum](/images/news/Group Photo 1.jpg "The forum.")',
      '```',
      '# not a heading, in code',
      '```',
    ].join('\n');
    expect(bodyProblems(body)).toEqual([
      'The text has a second top-level heading, "# What was discussed" (the title is the page\'s only one): write ## What was discussed.',
      "The link [the form](https://forms.agia.org.ph/register/forum 2027) has a space in its address, so the page would show this text: remove the space: write [the form](https://forms.agia.org.ph/register/forum2027); only if the space really is in the address (check it in the browser's address bar), write each space as %20: [the form](https://forms.agia.org.ph/register/forum%202027).",
      'The photo ![The forum](/images/news/Group Photo 1.jpg "The forum.") has a space in its address, so the page would show this text: remove the space: the site\'s addresses and file names have none.',
    ]);
  });

  it('finds nothing in any article or page of the fixture site or the live content (captions hold spaces)', () => {
    expect(blocks().flatMap(bodyProblems)).toEqual([]);
    expect(bodyProblems(GALLERY)).toEqual([]);
    expect(bodyProblems('[a file](<my notes.pdf>)')).toEqual([]);
  });
});

describe('a new training whose id is taken', () => {
  it('is looked up at its page on the site, and named in the message', () => {
    expect(publishedPage('trainings', { id: 'rbia-2026-03' })).toBe('training/events/rbia-2026-03');
    expect(publishedPage('trainings', { id: 'Not An Id' })).toBeUndefined();
    expect(publishedPage('news', { id: 'rbia-2026-03' })).toBeUndefined();
    expect(takenIdProblem('rbia-2026-03', 'training/events/rbia-2026-03')).toBe(
      'A training with the id rbia-2026-03 is already on the site (/training/events/rbia-2026-03): give this one an id of its own.',
    );
  });
});

describe("the form's words", () => {
  it('never says "(optional)" in a label: Decap adds it to optional fields', () => {
    expect(PHOTO_FIELDS.map((field) => field.label).filter((label) => /optional/i.test(label))).toEqual([]);
  });

  it('labels fields with their acronyms and overrides, for fields added later too', () => {
    expect(labelOf('cpdUnits')).toBe('CPD units');
    expect(labelOf('member', ['fee', 'member'])).toBe('Fee for members');
    expect(labelOf('nonMember', ['fee', 'nonMember'])).toBe('Fee for non-members');
    expect(labelOf('nonMember', ['discount', 'nonMember'])).toBe('Non-member');
    expect(labelOf('pdfUrl')).toBe('PDF URL');
    expect(labelOf('endDate')).toBe('End date');
  });

  it('speaks of a form, not of lines in a file', () => {
    expect(formHint(['draft'], 'Optional. `true` keeps it off; remove the line to publish')).not.toMatch(
      /line/,
    );
    expect(formHint(['comingSoon', 'expected'], 'Optional: when; leave it out when unknown')).toBe(
      'When; leave it empty when unknown',
    );
    expect(formHint(['title'], undefined)).toBeUndefined();
  });
});
