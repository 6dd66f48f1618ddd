/**
 * Feedback an editor can act on in one round: entries named by id or title, the nearest known
 * field for a misspelt one, files the site would ignore, and cross-entry rules that run while
 * the same entry has other mistakes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { checkContentLayout, layoutProblem } from '../../scripts/content/content-layout';
import { nameEntry } from '../../scripts/content/entry-names';
import { editorLayoutProblems } from '../../scripts/content/layout-check';
import { distance, nearest } from '../../scripts/content/nearest';
import { formatProblem } from '../../scripts/content/problems';
import { fieldsAt } from '../../scripts/content/schema-fields';
import { TrainingSchema } from '../../src/content/schemas/training';

const PROJECT = path.resolve(import.meta.dirname, '../..');
/** The fixture site: a stable content tree the tests copy and then break on purpose. */
const SITE = path.join(PROJECT, 'tests/fixtures/site');
const roots: string[] = [];

function tempRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agia-feedback-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('nearest', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(distance('titel', 'title')).toBe(1);
    expect(distance('registerLnk', 'registerLink')).toBe(1);
    expect(distance('date', 'time')).toBe(3);
  });

  it('suggests only names that are close, allowing more edits for longer names', () => {
    expect(nearest('titel', ['title', 'time', 'type'])).toBe('title');
    expect(nearest('name', ['date', 'time', 'title'])).toBeUndefined();
    expect(nearest('Registerlink', ['registerLink', 'location'])).toBe('registerLink');
    expect(nearest('organisaton', ['organization', 'position'])).toBe('organization');
  });
});

describe('fieldsAt', () => {
  it('lists the fields a schema allows, at the top or inside a list entry', () => {
    expect(fieldsAt(TrainingSchema, [])).toEqual([
      'aliases',
      'audience',
      'cancellationPolicy',
      'contact',
      'cpdUnits',
      'date',
      'endDate',
      'fee',
      'id',
      'location',
      'mapLink',
      'objectives',
      'paymentInstructions',
      'registerLink',
      'registrationDeadline',
      'report',
      'seats',
      'speakers',
      'summary',
      'time',
      'title',
      'type',
      'venueAddress',
    ]);
    expect(fieldsAt(TrainingSchema, ['fee'])).toEqual(['member', 'nonMember']);
    expect(fieldsAt(TrainingSchema, ['speakers', 0])).toEqual(['name', 'role']);
    expect(fieldsAt(TrainingSchema, ['nothing', 0])).toEqual([]);
  });
});

describe('nameEntry', () => {
  const data = {
    trainings: [
      { id: 'fraud-2027-04', title: 'Fraud Risk Workshop', endDate: '2027-01-01' },
      { title: 'Untitled id' },
      { date: '2027-01-01' },
    ],
    categories: [{ id: 'republic-act', items: [{ title: 'RA 3456' }] }],
  };

  it('names an entry by its id, or its title when the id is what is wrong', () => {
    expect(nameEntry(data, ['trainings', 0, 'endDate'])).toEqual({
      entry: 'training "fraud-2027-04"',
      path: ['endDate'],
    });
    expect(nameEntry(data, ['trainings', 0, 'id'])).toEqual({
      entry: 'training "Fraud Risk Workshop"',
      path: ['id'],
    });
    expect(nameEntry(data, ['trainings', 1, 'id'])).toEqual({
      entry: 'training "Untitled id"',
      path: ['id'],
    });
  });

  it('names a person by their name, not by their job title', () => {
    const people = {
      members: [{ name: 'Maria Cristina D. Reyes', title: 'Director IV', credentials: 'CPA' }],
    };
    expect(nameEntry(people, ['members', 0, 'credentials'])).toEqual({
      entry: 'member "Maria Cristina D. Reyes"',
      path: ['credentials'],
    });
  });

  it('names the innermost entry and keeps the index when nothing names it', () => {
    expect(nameEntry(data, ['categories', 0, 'items', 0, 'file'])).toEqual({
      entry: 'issuance "RA 3456"',
      path: ['file'],
    });
    expect(nameEntry(data, ['trainings', 2, 'title'])).toEqual({ path: ['trainings', 2, 'title'] });
  });
});

describe('files the site would ignore', () => {
  it.each([
    [
      'trainings/2028.yml',
      'is not read by the site: files in content/trainings/ must end in .yaml (rename it to 2028.yaml)',
    ],
    [
      'news/draft.markdown',
      'is not read by the site: files in content/news/ must end in .md (rename it to draft.md)',
    ],
    [
      'news/_notes.md',
      'is not read by the site because its name starts with _: rename it (to keep an article off the site, add draft: true to its front matter instead)',
    ],
    [
      'navigations.yaml',
      'is not a file the site reads: did you mean content/navigation.yaml? (docs/content-reference.md lists the files the site reads)',
    ],
    [
      'news/forum.md.txt',
      'is not read by the site: files in content/news/ must end in .md (rename it to forum.md)',
    ],
    [
      'trainings/fraud-2099-04.yaml.txt',
      'is not read by the site: files in content/trainings/ must end in .yaml (rename it to fraud-2099-04.yaml)',
    ],
    [
      'people/board.yaml',
      'is not a file the site reads (docs/content-reference.md lists the files the site reads)',
    ],
    [
      'people/secretariate.yaml',
      'is not a file the site reads: did you mean content/people/secretariat.yaml? (docs/content-reference.md lists the files the site reads)',
    ],
  ])('content/%s', (file, message) => {
    expect(layoutProblem({ path: file, isFolder: false })).toBe(message);
  });

  it('accepts every file the site reads', () => {
    for (const file of [
      'site.yaml',
      'README.md',
      'news/a.md',
      'pages/about.md',
      'trainings/2026.yaml',
      'people/secretariat.yaml',
    ]) {
      expect(layoutProblem({ path: file, isFolder: false })).toBeUndefined();
    }
  });

  it('reports an unknown folder once, not each file in it, and skips hidden files', async () => {
    const root = tempRoot();
    mkdirSync(path.join(root, 'content/photos/2026'), { recursive: true });
    mkdirSync(path.join(root, 'content/new'), { recursive: true });
    writeFileSync(path.join(root, 'content/photos/2026/a.jpg'), '');
    writeFileSync(path.join(root, 'content/.DS_Store'), '');
    writeFileSync(path.join(root, 'content/site.yaml'), '');
    const problems = await checkContentLayout(root);
    expect(problems.map(formatProblem)).toEqual([
      'content/new/ is not a folder the site reads: did you mean content/news/?',
      'content/photos/ is not a folder the site reads (the folders are events, news, pages, people, trainings; pictures and PDFs go in public/images/ and public/documents/)',
    ]);
  });
});

/** Front matter of a valid article; the tests add a body with mistakes in it. */
const ARTICLE_FRONT_MATTER = [
  '---',
  'title: Audit Forum 2099',
  'date: 2026-01-15',
  'excerpt: The forum gathered internal auditors from every region.',
  'listImage: /images/news/seminar-cebu-1.jpg',
  'headerImage: /images/news/seminar-cebu-1.jpg',
  'imageAlt: Participants seated at the opening session',
  '---',
  '',
];

describe('one run reports every problem of an entry', () => {
  function copyProject(): string {
    const root = tempRoot();
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
    return root;
  }

  it('checks dates, repeated ids and missing files while the same entry has other mistakes', async () => {
    const root = copyProject();
    const training = (extra: string) =>
      [
        'id: fraud-2099-04',
        'title: Fraud Risk Workshop',
        'date: 2099-04-15',
        'endDate: 2099-04-14',
        'type: Webinar',
        'location: Via Zoom',
        'time: 8:00AM – 5:00PM',
        'registerLink: https://forms.agia.org.ph/register/fraud',
        extra,
        '',
      ].join('\n');
    writeFileSync(path.join(root, 'content/trainings/fraud-2099-04-a.yaml'), training('registerLnk: x'));
    writeFileSync(path.join(root, 'content/trainings/fraud-2099-04-b.yaml'), training('summary: Second run'));
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem).sort()).toEqual([
      'content/trainings/fraud-2099-04-a.yaml:4 endDate: must be on or after date (2099-04-15)',
      'content/trainings/fraud-2099-04-a.yaml:5 type: must be one of: Virtual Training, Face-to-face Training (got "Webinar")',
      'content/trainings/fraud-2099-04-a.yaml:9 registerLnk: is not a known field: did you mean "registerLink"? (docs/content-reference.md lists the fields)',
      'content/trainings/fraud-2099-04-b.yaml:1 id: id "fraud-2099-04" is already used at content/trainings/fraud-2099-04-a.yaml:1 (each id must be unique)',
      'content/trainings/fraud-2099-04-b.yaml:4 endDate: must be on or after date (2099-04-15)',
      'content/trainings/fraud-2099-04-b.yaml:5 type: must be one of: Virtual Training, Face-to-face Training (got "Webinar")',
    ]);
  });

  it('reports raw HTML in an article with its line in the file and what to write instead', async () => {
    const root = copyProject();
    writeFileSync(
      path.join(root, 'content/news/audit-forum-2099.md'),
      [
        ...ARTICLE_FRONT_MATTER,
        'Internal audit risks<br>of the year were discussed.',
        '',
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem)).toEqual([
      'content/news/audit-forum-2099.md:10 body: contains HTML (<br>), which the site does not show: to break a line, end it with a backslash \\ instead; to start a new paragraph, leave a blank line',
      'content/news/audit-forum-2099.md:12 body: contains HTML (<iframe src="https://www.youtube.com/...), which the site does not show: to show a YouTube video, put its link (https://www.youtube.com/watch?v=...) alone on a line of its own instead: the site shows a player that loads when the visitor presses Play',
    ]);
  });

  it('reports broken links to pages of the site and missing linked files, with their lines', async () => {
    const root = copyProject();
    writeFileSync(
      path.join(root, 'content/news/audit-forum-2099.md'),
      [
        ...ARTICLE_FRONT_MATTER,
        'Ask about [in-house training](/training/inhouse).',
        '',
        '[Forum programme](/documents/forum-2099.pdf)',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem)).toEqual([
      'content/news/audit-forum-2099.md:12 body: refers to /documents/forum-2099.pdf, but there is no file public/documents/forum-2099.pdf (add the file or correct the path)',
      'content/news/audit-forum-2099.md:10 body: links to /training/inhouse, but the site has no page /training/inhouse: did you mean /training/in-house?',
    ]);
  });

  it('reports every mistake of a coming-soon page, and refuses the block on a page with its own layout', async () => {
    const root = copyProject();
    writeFileSync(
      path.join(root, 'content/pages/terms.md'),
      [
        '---',
        'title: Terms of Service',
        'description: The terms of use of the website.',
        'comingSoon:',
        '  summary: The terms of use.',
        '  contact:',
        '    name: The Secretariat',
        '    email: info at agia.org.ph',
        '  related:',
        '    - name: Privacy',
        '      path: /privacy-policy',
        '---',
        '',
        'Being written.',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(root, 'content/pages/contact.md'),
      [
        '---',
        'title: Contact Us',
        'description: How to reach us.',
        'comingSoon:',
        '  summary: A contact form.',
        '  contact:',
        '    name: The Secretariat',
        '    email: info@agia.org.ph',
        '  related: []',
        '---',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem).sort()).toEqual([
      'content/pages/contact.md:4 comingSoon: cannot be used on this page, which has its own layout; only these pages can be marked as coming soon: about.md, what-is-agia.md, membership.md, resources.md, mobile.md, privacy.md, terms.md',
      'content/pages/contact.md:9 comingSoon.related: must list at least one related page (a name and a path)',
      'content/pages/terms.md:11 entry "Privacy" path: links to /privacy-policy, but the site has no page /privacy-policy (check the address on the live site)',
      'content/pages/terms.md:8 comingSoon.contact.email: must be an e-mail address, like membership@agia.org.ph',
    ]);
  });
});

describe('habits from Word and Notepad are answered in one run', () => {
  function copyProject(): string {
    const root = tempRoot();
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
    return root;
  }
  const TRAINING = [
    'id: fraud-2099-04',
    'title: Fraud Risk Workshop',
    'date: 2099-04-15',
    'endDate: 2099-04-16',
    'type: Virtual Training',
    'location: Via Zoom',
    'time: 8:00AM – 5:00PM',
    'summary: Two days on assessing the risk of fraud in an agency.',
    'registerLink: https://forms.agia.org.ph/register/fraud',
    'fee: tba',
    'cpdUnits: 16',
  ];
  const write = (root: string, file: string, lines: string[]) =>
    writeFileSync(path.join(root, 'content', file), [...lines, ''].join('\n'));

  it('reports an unclosed quote on the line where it opens, curly quotes, and a half-filled fee', async () => {
    const root = copyProject();
    write(root, 'trainings/fraud-2099-04.yaml', [
      ...TRAINING.slice(0, 1),
      'title: "Fraud Risk Workshop',
      ...TRAINING.slice(2),
    ]);
    write(root, 'trainings/audit-2099-05.yaml', [
      ...TRAINING.filter((line) => !/^(summary|fee):/.test(line)).map((line) =>
        line.replace('fraud-2099-04', 'audit-2099-05'),
      ),
      'summary: “Two days on the new audit manual”',
      'fee:',
      '  member: 3500',
    ]);
    write(root, 'trainings/ethics-2099-06.yaml', [
      ...TRAINING.filter((line) => !line.startsWith('type:')).map((line) =>
        line.replace('fraud-2099-04', 'ethics-2099-06'),
      ),
    ]);
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem).sort()).toEqual([
      'content/trainings/audit-2099-05.yaml:10 summary: is in curly quotes (“...” or ‘...’), which YAML does not read as quotes: the site would show them as part of the text; use straight quotes or none',
      'content/trainings/audit-2099-05.yaml:11 fee.nonMember: is missing',
      'content/trainings/ethics-2099-06.yaml:1 type: is missing',
      'content/trainings/fraud-2099-04.yaml:2 is not valid YAML: a quote opened here is not closed (add the closing quote at the end of the value, or remove the opening one)',
    ]);
  });

  it('reports every kind of tag in a pasted Word paragraph, each with what to write instead', async () => {
    const root = copyProject();
    write(root, 'news/audit-forum-2099.md', [
      ...ARTICLE_FRONT_MATTER,
      '<p class="MsoNormal"><span style="font-family:Arial"><b>Risk</b> and <i>control</i>, <u>today</u><o:p></o:p></span></p>',
      '',
      'The <strong>board</strong> met.<br><font color="red">Read</font> <em>the</em> <a href="https://www.coa.gov.ph">report</a>.',
      '',
      '<ol><li>One</li></ol>',
      '',
      '<table><tr><td>Fee</td></tr></table>',
    ]);
    const { problems } = await buildContent(root, '2026-11-22');
    const prefix = 'content/news/audit-forum-2099.md:';
    expect(problems.map(formatProblem)).toEqual([
      `${prefix}10 body: contains HTML (<p class="MsoNormal">), which the site does not show: remove <p> and </p> (and their class): leave a blank line between paragraphs instead`,
      `${prefix}10 body: contains HTML (<span style="font-family:Arial">), which the site does not show: remove <span> and </span> and keep the text between them (the site sets its own fonts, sizes and colours)`,
      `${prefix}10 body: contains HTML (<b>), which the site does not show: write **bold text** instead (also on line 12)`,
      `${prefix}10 body: contains HTML (<i>), which the site does not show: write *italic text* instead (also on line 12)`,
      `${prefix}10 body: contains HTML (<u>), which the site does not show: underlined text looks like a link on a web page: remove <u> and </u>, or write **bold text** instead`,
      `${prefix}10 body: contains HTML (<o:p>), which the site does not show: remove <o:p> and </o:p>: Word adds them and they hold nothing`,
      `${prefix}12 body: contains HTML (<br>), which the site does not show: to break a line, end it with a backslash \\ instead; to start a new paragraph, leave a blank line`,
      `${prefix}12 body: contains HTML (<font color="red">), which the site does not show: remove <font> and </font> and keep the text between them (the site sets its own fonts, sizes and colours)`,
      `${prefix}12 body: contains HTML (<a href="https://www.coa.gov.ph">), which the site does not show: write the link as [link text](https://...) instead`,
      `${prefix}14 body: contains HTML (<ol>), which the site does not show: write a list with - at the start of each line (or 1. for a numbered list) instead`,
      `${prefix}16 body: contains HTML (<table>), which the site does not show: write a Markdown table (| Column | Column |) instead`,
    ]);
  });

  it('accepts a file saved by Notepad (byte-order mark, Windows line breaks) without a word', async () => {
    const root = copyProject();
    const file = path.join(root, 'content/news/board-meeting-may-2026.md');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8').replace(/\n/g, '\r\n')}`);
    const training = path.join(root, 'content/trainings/notepad-2099.yaml');
    writeFileSync(
      training,
      `\uFEFF${TRAINING.map((line) => line.replace('fraud-2099-04', 'notepad-2099')).join('\r\n')}\r\n`,
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems).toEqual([]);
    const notices = await editorLayoutProblems(root);
    expect(notices.filter((notice) => /board-meeting|notepad/.test(notice.file))).toEqual([]);
  });
});
