/** The house-style notes of the content check: what they find, where, and what they say to write. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkHouseStyle,
  houseStyleNotes,
  houseStyleReport,
  styleHits,
} from '../../scripts/content/house-style';
import { formatProblem } from '../../scripts/content/problems';

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

  it('writes times one way: 8:00 AM to 5:00 PM, 12:00 noon', () => {
    expect(messages('From 8:00AM – 5:00PM daily.')).toEqual(['8:00AM – 5:00PM: write 8:00 AM to 5:00 PM']);
    expect(messages('from 2:00pm to 4:00 p.m. and 8:00 AM - 12:00NN')).toEqual([
      '2:00pm: write 2:00 PM',
      '4:00 p.m.: write 4:00 PM',
      '8:00 AM - 12:00NN: write 8:00 AM to 12:00 noon',
    ]);
    expect(messages('8:00 AM to 5:00 PM, or 8:00 AM to 12:00 noon')).toEqual([]);
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
    expect(houseStyleReport(notes)?.split('\n')[0]).toBe(
      `${notes.length} house-style notes (warnings, not errors; content/README.md, "House style"):`,
    );
    expect(houseStyleReport([])).toBeNull();
  });
});
