/**
 * The scaffolds: a new news article, training or issuance with every field, on a copy of the small
 * content tree in tests/fixtures/scaffold/. What they write is then run through the schemas, so a
 * placeholder left in place is shown to fail the content check with its message.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../scripts/content/markdown';
import { validate } from '../../scripts/content/validate';
import { editorLayoutProblem, editorVersion } from '../../scripts/content/layout-check';
import { formatProblem } from '../../scripts/content/problems';
import { scaffoldIssuance, scaffoldNews, scaffoldTraining } from '../../scripts/scaffold/scaffold';
import { shorten, slugify } from '../../scripts/scaffold/slug';
import { IssuancesSchema } from '../../src/content/schemas/issuance';
import { NewsFrontMatterSchema } from '../../src/content/schemas/news';
import { TrainingSchema } from '../../src/content/schemas/training';
import { fieldsAt } from '../../scripts/content/schema-fields';

const FIXTURE = fileURLToPath(new URL('../fixtures/scaffold', import.meta.url));
const TODAY = '2026-11-23';

let root: string;
const read = (file: string) => readFile(path.join(root, file), 'utf8');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agia-scaffold-'));
  await cp(FIXTURE, root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The schema's problems for a file's data, as the content check prints them (without lines). */
function problemsOf(schema: Parameters<typeof validate>[0], data: unknown): string[] {
  const where = { file: 'f', lineOf: () => undefined };
  return validate(schema, data, where).problems.map((problem) => formatProblem(problem));
}

describe('slugify', () => {
  it('makes lower-case ASCII with single hyphens, dropping accents (ñ becomes n)', () => {
    expect(slugify('Pagsasanay sa Parañaque: Ética 2027!')).toBe('pagsasanay-sa-paranaque-etica-2027');
    expect(slugify('  --RA No. 12009 -- (2024)  ')).toBe('ra-no-12009-2024');
    expect(slugify('!!!')).toBe('');
  });

  it('shortens a long slug at a hyphen', () => {
    expect(shorten('a'.repeat(30) + '-' + 'b'.repeat(40), 60)).toBe('a'.repeat(30));
    expect(shorten('short-slug', 60)).toBe('short-slug');
  });
});

describe('new:news', () => {
  it('writes content/news/{slug}.md with every field, today as its date and placeholders that fail the check', async () => {
    const done = await scaffoldNews(root, 'Seminar sa Parañaque', TODAY);
    expect(done.file).toBe('content/news/seminar-sa-paranaque.md');
    const text = await read(done.file);
    const { data } = parseMarkdown(text);
    expect(data).toMatchObject({
      title: 'Seminar sa Parañaque',
      date: TODAY,
      listImage: '/images/news/seminar-sa-paranaque.jpg',
      headerImage: '/images/news/seminar-sa-paranaque.jpg',
    });
    // Laid out as the check and the web editor write it: no note, no comment, no folded line.
    expect(editorLayoutProblem(done.file, text)).toBeUndefined();
    expect(text).not.toMatch(/^#/m);
    expect(text.split('\n').every((line) => line.length <= 80 || line.startsWith('TODO: write'))).toBe(true);
    expect(problemsOf(NewsFrontMatterSchema, data)).toEqual([
      'f excerpt: still holds the placeholder "TODO: one or two sentences for the lists and the feed": replace it with the real text',
      'f imageAlt: still holds the placeholder "TODO: what the photo shows, for visitors who cannot see it": replace it with the real text',
    ]);
  });

  it('refuses to overwrite a file or to reuse an article address', async () => {
    await scaffoldNews(root, 'Seminar sa Parañaque', TODAY);
    const first = await read('content/news/seminar-sa-paranaque.md');
    await writeFile(path.join(root, 'content/news/seminar-sa-paranaque.md'), `${first}Edited.\n`);
    await expect(scaffoldNews(root, 'Seminar sa Parañaque', TODAY)).rejects.toThrow(
      'content/news/seminar-sa-paranaque.md already exists: nothing was written. Choose another title, or edit that file.',
    );
    expect(await read('content/news/seminar-sa-paranaque.md')).toBe(`${first}Edited.\n`);
    await expect(scaffoldNews(root, 'Board Meeting Highlights', TODAY)).rejects.toThrow(
      'content/news/board-meeting.md already uses the address /news/board-meeting-highlights: nothing was written. Choose another title.',
    );
    await expect(scaffoldNews(root, '???', TODAY)).rejects.toThrow('has no letter or digit');
  });
});

describe('new:training', () => {
  it("writes content/trainings/{id}.yaml in the web editor's layout, with placeholders that fail the check", async () => {
    const done = await scaffoldTraining(root, 'Fraud Risk Assessment', TODAY);
    expect(done.file).toBe('content/trainings/fraud-risk-assessment-2026-11.yaml');
    expect(done.line).toBe(1);
    const text = await read(done.file);
    const data = load(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      id: 'fraud-risk-assessment-2026-11',
      title: 'Fraud Risk Assessment',
      date: TODAY,
      endDate: TODAY,
    });
    // An unchanged save from the web editor would leave it as it is.
    expect(editorLayoutProblem(done.file, text)).toBeUndefined();
    expect(problemsOf(TrainingSchema, data)).toEqual([
      'f type: must be one of: Virtual Training, Face-to-face Training (got "TODO: Virtual Training or Face-to-face Training")',
      'f location: still holds the placeholder "TODO: Via Zoom, or the venue: hotel and city": replace it with the real text',
      'f time: still holds the placeholder "TODO: 8:00 AM to 5:00 PM, or 8:00 AM to 12:00 PM for a half day": replace it with the real text',
      'f summary: still holds the placeholder "TODO: two to four sentences on what participants learn": replace it with the real text',
      'f registerLink: must be a full https:// link (got TODO: the https:// address of the registration form)',
      'f cpdUnits: must be a number of CPD units, like 16 or 7.5, or the word none (got "TODO: the number of CPD units, or none")',
      'f objectives[0]: still holds the placeholder "TODO: what participants will be able to do afterwards": replace it with the real text',
    ]);
    // Every field of the schema but the optional ones: other names, a venue, seats and the report afterwards.
    const unwritten = fieldsAt(TrainingSchema, []).filter((field) => !(field in data));
    expect(unwritten).toEqual(['aliases', 'mapLink', 'report', 'seats', 'venueAddress']);
    // Every line as an editor reads it: no folded placeholder.
    expect(text.split('\n').every((line) => line.length <= 80 && !line.endsWith('\\'))).toBe(true);
  });

  it('refuses a file that exists and an id another training already has', async () => {
    await scaffoldTraining(root, 'Fraud Risk Assessment', '2027-01-05');
    await expect(scaffoldTraining(root, 'Fraud Risk Assessment', '2027-01-20')).rejects.toThrow(
      'content/trainings/fraud-risk-assessment-2027-01.yaml already exists: nothing was written. Choose another title, or edit that file.',
    );
    // A training whose id was edited after its file was named.
    await writeFile(path.join(root, 'content/trainings/renamed.yaml'), 'id: ethics-2027-02\n');
    await expect(scaffoldTraining(root, 'Ethics', '2027-02-01')).rejects.toThrow(
      'content/trainings/renamed.yaml already has the id "ethics-2027-02": nothing was written. Choose another title.',
    );
  });

  it('is not stopped by another training file with a mistake (the content check reports it)', async () => {
    const file = path.join(root, 'content/trainings/rbia-2026-03.yaml');
    await writeFile(file, 'id: x\n   title: bad indent\n');
    const done = await scaffoldTraining(root, 'Fraud Risk Assessment', TODAY);
    expect(done.file).toBe('content/trainings/fraud-risk-assessment-2026-11.yaml');
    expect(await readFile(file, 'utf8')).toBe('id: x\n   title: bad indent\n');
  });
});

describe('new:issuance', () => {
  it('appends an entry at the end of the chosen type, before the next type and its comment', async () => {
    const before = await read('content/issuances.yaml');
    const done = await scaffoldIssuance(root, 'Republic Act No. 12009', 'republic-act');
    const after = await read(done.file);
    expect(after.split('\n')[done.line - 1]).toBe('      - number: Republic Act No. 12009');
    // Only lines were added: removing them gives the original file back.
    const added = after.split('\n').slice(done.line - 1, done.line + 5);
    expect(after.replace(`${added.join('\n')}\n`, '')).toBe(before);
    const data = load(after) as { categories: Array<{ id: string; items: Array<Record<string, unknown>> }> };
    expect(data.categories.map((category) => category.items.length)).toEqual([2, 1]);
    expect(data.categories[0]!.items[1]).toMatchObject({ number: 'Republic Act No. 12009' });
    // No comment lines: the file is what the web editor would save.
    expect(added.at(-1)).toBe('        source: "TODO: the https:// address of the official text"');
    expect(added.some((line) => line.trimStart().startsWith('#'))).toBe(false);
    expect(problemsOf(IssuancesSchema, data)).toEqual([
      'f issuance "Republic Act No. 12009" date: must be a real calendar date written YYYY-MM-DD (got TODO: YYYY-MM-DD, the day it was signed or approved)',
      'f issuance "Republic Act No. 12009" issuedBy: still holds the placeholder "TODO: who issued it, e.g. Office of the President": replace it with the real text',
      'f issuance "Republic Act No. 12009" title: still holds the placeholder "TODO: its official title or subject": replace it with the real text',
      'f issuance "Republic Act No. 12009" summary: still holds the placeholder "TODO: what it means for internal auditors, in one sentence": replace it with the real text',
      'f issuance "Republic Act No. 12009" source: must be a full https:// link (got TODO: the https:// address of the official text)',
    ]);
  });

  it("keeps a file in the web editor's layout in that layout, so the layout check has no note", async () => {
    const file = path.join(root, 'content/issuances.yaml');
    const laidOut = editorVersion('content/issuances.yaml', await read('content/issuances.yaml'))!;
    await writeFile(file, laidOut);
    const title = 'Joint Circular No. 2026-1 on the internal audit of procurement in government offices';
    const done = await scaffoldIssuance(root, title, 'republic-act');
    const after = await read(done.file);
    expect(editorLayoutProblem(done.file, after)).toBeUndefined();
    const data = load(after) as { categories: Array<{ items: Array<Record<string, unknown>> }> };
    expect(data.categories[0]!.items.at(-1)).toMatchObject({ number: title });
  });

  it('appends to the last type at the end of the file', async () => {
    await scaffoldIssuance(root, 'DBM Circular No. 2026-1', 'dbm-circulars');
    const data = load(await read('content/issuances.yaml')) as { categories: Array<{ items: unknown[] }> };
    expect(data.categories.map((category) => category.items.length)).toEqual([1, 2]);
  });

  it('asks for the type, names the types, and refuses a number already listed', async () => {
    await expect(scaffoldIssuance(root, 'RA 1', undefined)).rejects.toThrow(
      'The types are: republic-act, dbm-circulars',
    );
    await expect(scaffoldIssuance(root, 'RA 1', 'coa-circulars')).rejects.toThrow(
      'There is no category "coa-circulars" in content/issuances.yaml. The types are: republic-act, dbm-circulars',
    );
    await expect(scaffoldIssuance(root, 'Republic Act No. 3456', 'dbm-circulars')).rejects.toThrow(
      'content/issuances.yaml already lists "Republic Act No. 3456" (type republic-act): nothing was written.',
    );
    // The same address on the page (#republic-act-no-3456) counts as the same number.
    await expect(scaffoldIssuance(root, 'Republic Act No 3456', 'republic-act')).rejects.toThrow(
      'already lists "Republic Act No. 3456"',
    );
  });
});
