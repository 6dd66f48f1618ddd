/** The house-style notes of the content check: what they find, where, and what they say to write. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TOO_SLOW_MESSAGE } from '../../scripts/content/compile-bodies';
import {
  checkHouseStyle,
  houseStyleNotes,
  houseStyleReport,
  isLabelField,
  labelHits,
  namesIn,
  styleHits,
} from '../../scripts/content/house-style';
import { PROPER_NAMES } from '../../scripts/content/house-style-words';
import { MARKDOWN_TIME_LIMIT_MS } from '../../scripts/content/limits';
import { formatProblem } from '../../scripts/content/problems';
import { LIMIT_TIMERS, stalled } from '../support/stalled-body';

const messages = (text: string) => styleHits(text).map((hit) => hit.message);

describe('the house style in a piece of text', () => {
  it('asks for American spelling, keeping a capital', () => {
    expect(messages('The organisation recognised their Programme; Practise it.')).toEqual([
      'organisation: write organization',
      'recognised: write recognized',
      'Programme: write Program',
      'Practise: write Practice',
    ]);
    expect(messages('The organization recognized the program.')).toEqual([]);
  });

  it('writes times one way: 8:00 AM to 5:00 PM, 12:00 PM', () => {
    expect(messages('From 8:00AM – 5:00PM daily.')).toEqual(['8:00AM – 5:00PM: write 8:00 AM to 5:00 PM']);
    expect(messages('from 2:00pm to 4:00 p.m. and 8:00 AM - 12:00NN')).toEqual([
      '2:00pm: write 2:00 PM',
      '4:00 p.m.: write 4:00 PM',
      '8:00 AM - 12:00NN: write 8:00 AM to 12:00 PM',
    ]);
    expect(messages('8:00 AM to 5:00 PM, or 8:00 AM to 12:00 PM')).toEqual([]);
    expect(messages('8:00 AM to 12:00 noon')).toEqual(['12:00 noon: write 12:00 PM']);
  });

  it('asks for an en dash between the days of a range', () => {
    expect(messages('On March 12-14, 2026 and November 30 - December 2.')).toEqual([
      'March 12-14: write March 12–14 (an en dash between the days of a range)',
      'November 30 - December 2: write November 30 – December 2 (an en dash between the days of a range)',
    ]);
    expect(messages('On March 12–14 and November 30 – December 2; Circular No. 2004-4.')).toEqual([]);
  });

  it('names a law in full the first time, and the house names and labels', () => {
    expect(messages('Under R.A. 12009 and Republic Act No. 3456 (R.A. 3456), and again R.A. 12009.')).toEqual(
      ['R.A. 12009: write Republic Act No. 12009 the first time the text names it'],
    );
    expect(messages('The Vice-President opened Members Resources and the By-Laws. Read More')).toEqual([
      'Vice-President: write Vice President',
      "Members Resources: write Members' resources",
      'By-Laws: write Bylaws',
      'Read More: write Read more',
    ]);
  });
});

describe('a law named in full across a line break', () => {
  it('counts "Republic Act\nNo. 6713" as the full name, so a later R.A. 6713 is not flagged', () => {
    expect(messages('under Republic Act\nNo. 6713, the Code of Conduct. R.A. 6713 also says')).toEqual([]);
    expect(messages('under Republic Act No.\n6713; then RA 6713')).toEqual([]);
    expect(messages('under R.A.\nNo. 6713')).toEqual([
      'R.A. No. 6713: write Republic Act No. 6713 the first time the text names it',
    ]);
  });

  it('reads a Markdown paragraph that wraps between "Act" and "No." without a note', () => {
    const source = [
      '---',
      'title: Ethics',
      '---',
      '',
      'Participants applied Republic Act',
      'No. 6713 and R.A. 6713.',
    ].join('\n');
    expect(houseStyleNotes('content/news/a.md', source)).toEqual([]);
  });
});

describe('labels in sentence case', () => {
  const labels = (text: string, names: readonly string[] = PROPER_NAMES) =>
    labelHits(text, names).map((hit) => hit.message);

  it('asks for sentence case in a title-case label, saying how to write it', () => {
    expect(labels('Training Calendar')).toEqual([
      'Training Calendar: write Training calendar (sentence case: a capital only for the first word and for names)',
    ]);
    expect(labels('View Training Programs')).toEqual([
      'View Training Programs: write View training programs (sentence case: a capital only for the first word and for names)',
    ]);
    expect(labels('Training calendar')).toEqual([]);
  });

  it('keeps the capitals of names, acronyms, laws, months and the first word after a colon', () => {
    for (const label of [
      'The Board of Directors',
      'Contact the Secretariat',
      'Internal auditing in the Philippines',
      'Reports to the Commission on Audit',
      'Republic Act No. 3456 explained',
      'AGIA and the RPGIAM',
      'Board meeting highlights: May 2026',
      'Reminder: Renew by March 31',
    ]) {
      expect(labels(label), label).toEqual([]);
    }
  });

  it('keeps the capitals of the names the content holds, and only those', () => {
    expect(labels('Meet the Department of Health')).toHaveLength(1);
    expect(labels('Meet the Department of Health', [...PROPER_NAMES, 'Department of Health'])).toEqual([]);
    const people = [
      'members:',
      '  - name: Ana Cruz',
      '    organization: Department of Health, Central Office',
    ].join('\n');
    expect(namesIn('content/people/board-of-directors.yaml', people)).toEqual([
      'Department of Health',
      'Central Office',
    ]);
    const site = [
      'name: Association of Government Internal Auditors',
      'footerLinks:',
      '  - name: Privacy policy',
    ].join('\n');
    expect(namesIn('content/site.yaml', site)).toEqual(['Association of Government Internal Auditors']);
  });

  it('checks labels, menu names and headings, never prose, people or the names of courses', () => {
    expect(isLabelField('content/home.yaml', ['hero', 'actions', 0, 'label'])).toBe(true);
    expect(isLabelField('content/membership.yaml', ['application', 'online', 'action'])).toBe(true);
    expect(isLabelField('content/about.yaml', ['coreValuesTitle'])).toBe(true);
    expect(isLabelField('content/navigation.yaml', ['items', 1, 'submenu', 0, 'name'])).toBe(true);
    expect(isLabelField('content/site.yaml', ['footerLinks', 0, 'name'])).toBe(true);
    expect(isLabelField('content/pages/calendar.md', ['title'])).toBe(true);
    expect(isLabelField('content/people/board-of-directors.yaml', ['members', 0, 'name'])).toBe(false);
    expect(isLabelField('content/trainings/rbia-2027-01.yaml', ['title'])).toBe(false);
    expect(isLabelField('content/news/a.md', ['title'])).toBe(false);
    expect(isLabelField('content/home.yaml', ['notices', 0, 'text'])).toBe(false);
  });

  it('notes a title-case menu name and heading at their lines, not a title-case course or sentence', () => {
    const menu = [
      'items:',
      '  - name: Training Calendar',
      '    path: /training/calendar',
      '    description: See Every Course',
    ].join('\n');
    expect(houseStyleNotes('content/navigation.yaml', menu).map(formatProblem)).toEqual([
      'content/navigation.yaml:2 items[0].name: Training Calendar: write Training calendar (sentence case: a capital only for the first word and for names)',
    ]);
    const course = 'title: Risk-Based Internal Audit for Government Agencies\n';
    expect(houseStyleNotes('content/trainings/x.yaml', course)).toEqual([]);
    const page = [
      '---',
      'title: Past Seminars',
      '---',
      '',
      '## What The Seminar Covered',
      '',
      'We Met In Manila.',
    ].join('\n');
    expect(houseStyleNotes('content/pages/x.md', page).map(formatProblem)).toEqual([
      'content/pages/x.md:2 title: Past Seminars: write Past seminars (sentence case: a capital only for the first word and for names)',
      'content/pages/x.md:5 What The Seminar Covered: write What the seminar covered (sentence case: a capital only for the first word and for names)',
    ]);
  });
});

describe('the house style in a content file', () => {
  it('reads the text of a Markdown body and its front matter, never code or addresses', () => {
    const source = [
      '---',
      'title: The organisation',
      '---',
      '',
      'We are an organisation of auditors.',
      '',
      '`organisation` in code, [a link](https://example.org/organisation) and',
      'a second line that says programme.',
    ].join('\n');
    expect(houseStyleNotes('content/news/a.md', source).map(formatProblem)).toEqual([
      'content/news/a.md:2 title: organisation: write organization',
      'content/news/a.md:5 organisation: write organization',
      'content/news/a.md:8 programme: write program',
    ]);
  });

  it('reads the text values of YAML at their lines, not ids, addresses or aliases', () => {
    const source = [
      'title: Auditing under R.A. 12009',
      'aliases:',
      '  - R.A. 12009',
      'registerLink: https://forms.agia.org.ph/organisation',
      'time: 8:00AM – 5:00PM',
      'objectives:',
      '  - Plan the audit',
      '  - Recognise red flags',
    ].join('\n');
    expect(houseStyleNotes('content/trainings/x.yaml', source).map(formatProblem)).toEqual([
      'content/trainings/x.yaml:1 title: R.A. 12009: write Republic Act No. 12009 the first time the text names it',
      'content/trainings/x.yaml:5 time: 8:00AM – 5:00PM: write 8:00 AM to 5:00 PM',
      'content/trainings/x.yaml:8 objectives[1]: Recognise: write Recognize',
    ]);
  });

  it('reports the notes of a whole content tree as warnings under one heading', async () => {
    const notes = await checkHouseStyle(path.resolve(import.meta.dirname, '../fixtures/site'));
    expect(notes.map(formatProblem)).toContain(
      'content/trainings/rbia-2027-01.yaml:7 time: 8:00AM – 5:00PM: write 8:00 AM to 5:00 PM',
    );
    // The fixture's title-case menu names and card headings are noted; its names are not.
    const labelNotes = notes.filter((note) => note.message.includes('sentence case')).map(formatProblem);
    expect(labelNotes).toContain(
      'content/navigation.yaml:57 items[3].submenu[0].name: Training Calendar: write Training calendar (sentence case: a capital only for the first word and for names)',
    );
    expect(labelNotes).toContain(
      'content/about.yaml:1 coreValuesTitle: Core Values: write Core values (sentence case: a capital only for the first word and for names)',
    );
    expect(labelNotes.filter((note) => /Board of Directors|Secretariat|Advisory Council/.test(note))).toEqual(
      [],
    );
    expect(houseStyleReport(notes)?.split('\n')[0]).toBe(
      `${notes.length} house-style notes (warnings, not errors; content/README.md, "House style"):`,
    );
    expect(houseStyleReport([])).toBeNull();
  });
});

describe('the house style of a body that stalls the parser', () => {
  it('reads each body under the time limit, names the one that runs over and notes the others', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'agia-style-'));
    try {
      mkdirSync(path.join(root, 'content/news'), { recursive: true });
      const article = (body: string) => `---\ntitle: A title\ndate: 2026-01-10\n---\n${body}\n`;
      writeFileSync(path.join(root, 'content/news/a.md'), article('Intro.\n\nSTALL here.'));
      writeFileSync(path.join(root, 'content/news/b.md'), article('The organisation met.'));
      const worker = new URL('../fixtures/workers/stalling-house-style-worker.ts', import.meta.url);
      // On a fake clock, moved past the limit once the worker has the stalling body: b.md is
      // never ended by a busy machine (tests/support/stalled-body.ts).
      vi.useFakeTimers(LIMIT_TIMERS);
      const stopped = stalled('STALL here.');
      const checking = checkHouseStyle(root, { worker });
      await stopped;
      vi.advanceTimersByTime(MARKDOWN_TIME_LIMIT_MS);
      const notes = await checking;
      expect(notes.map(formatProblem)).toEqual([
        `content/news/a.md:5 ${TOO_SLOW_MESSAGE}`,
        'content/news/b.md:5 organisation: write organization',
      ]);
    } finally {
      vi.useRealTimers();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
