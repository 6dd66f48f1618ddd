/**
 * Valid Markdown the parser takes superlinear time on: each shape is refused before it
 * is parsed, with a message naming the file, the line and what to write instead. How long the
 * whole check takes on them is measured by `npm run bench:content-shapes`, not here.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { isTableDelimiter, markdownShapeProblems, MAX_QUOTATIONS } from '../../scripts/content/limits';
import { STOPPED_BODY_LIMIT } from '../support/stalled-body';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
const NEWS = 'content/news/2099-shapes.md';
/** The body starts on this line of the article's file. */
const BODY_LINE = 8;
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-shapes-'));
  cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(SITE, 'public'), path.join(root, 'public'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}_img`),
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The fixture's bodies are compiled under the per-body time limit: stopped, so that only the
// shapes decide the messages, however busy the machine.
beforeEach(() => vi.useFakeTimers(STOPPED_BODY_LIMIT));
afterEach(() => vi.useRealTimers());

const article = (body: string) =>
  [
    '---',
    'title: Shapes',
    'date: 2026-01-10',
    'excerpt: A test article.',
    'listImage: /images/news/seminar-cebu-1.jpg',
    'imageAlt: Delegates at the seminar',
    '---',
    body,
    '',
  ].join('\n');

/** The problem lines the content check gives for an article with this body. */
async function problemsFor(body: string): Promise<string[]> {
  writeFileSync(path.join(root, NEWS), article(body));
  const report = await runContentBuild(root, { write: false, today: '2026-11-22' });
  return (report ?? '').split('\n').filter((line) => line.startsWith(NEWS));
}

const repeat = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));

describe('Markdown shapes that would stall the parser', () => {
  it('headings underlined with = (16 KB of "a\\n=\\n")', async () => {
    expect(await problemsFor(repeat('a\n=\n', 16 * 1024))).toEqual([
      `${NEWS}:${BODY_LINE + 1} body: has 4,096 headings underlined with = or - lines (at most 100 are allowed; the first is here): write headings as ## Heading instead`,
    ]);
  });

  it('headings underlined inside a quotation (16 KB of "> a\\n> =\\n")', async () => {
    expect(await problemsFor(repeat('> a\n> =\n', 16 * 1024))).toEqual([
      `${NEWS}:${BODY_LINE + 1} body: has 2,048 headings underlined with = or - lines (at most 100 are allowed; the first is here): write headings as ## Heading instead`,
    ]);
  });

  it.each([
    ['a quotation', '> a\n> =\n'],
    ['a quotation, with -', '> a\n> ---\n'],
    ['a list item in a quotation', '> - a\n>   -\n'],
    ['a quotation in a quotation', '> > a\n> > ==\n'],
  ])('counts headings underlined inside %s', (_, unit) => {
    expect(markdownShapeProblems(unit.repeat(101))).toEqual([
      {
        line: 2,
        message:
          'has 101 headings underlined with = or - lines (at most 100 are allowed; the first is here): write headings as ## Heading instead',
      },
    ]);
    expect(markdownShapeProblems(unit.repeat(100))).toEqual([]);
  });

  it('quotation lines without their > mark (64 KB)', async () => {
    expect(await problemsFor(repeat('> a\nb\n', 64 * 1024))).toEqual([
      `${NEWS}:${BODY_LINE + 1} body: has 10,923 lines continuing a quotation or list item without its > mark or indentation (at most 100 are allowed; the first is here): start every line of a quotation with >, indent the lines of a list item, and leave a blank line after them`,
    ]);
  });

  it('list item lines without their indentation (64 KB)', async () => {
    expect(await problemsFor(`- a\n${repeat('b\n', 64 * 1024)}`)).toEqual([
      `${NEWS}:${BODY_LINE + 1} body: has 32,768 lines continuing a quotation or list item without its > mark or indentation (at most 100 are allowed; the first is here): start every line of a quotation with >, indent the lines of a list item, and leave a blank line after them`,
    ]);
  });

  it.each([
    ['"  b" under "1000000. a"', '1000000. a\n', '  b\n'],
    ['"   b" under "10. a"', '10. a\n', '   b\n'],
    ['"  b" under "-    a" (text at column 5)', '-    a\n', '  b\n'],
  ])('counts list item lines indented less than the text as lazy: %s', (_, item, line) => {
    const lazy =
      'lines continuing a quotation or list item without its > mark or indentation (at most 100 are allowed; the first is here): start every line of a quotation with >, indent the lines of a list item, and leave a blank line after them';
    expect(markdownShapeProblems(`${item}${line.repeat(101)}`)).toEqual([
      { line: 2, message: `has 101 ${lazy}` },
    ]);
    expect(markdownShapeProblems(`${item}${line.repeat(100)}`)).toEqual([]);
    // Indented as far as the item's text, the lines are part of it, not lazy.
    const indent = ' '.repeat(item.indexOf('a'));
    expect(markdownShapeProblems(`${item}${`${indent}b\n`.repeat(200)}`)).toEqual([]);
  });

  it.each([
    ['<!--', 'a <!-- '],
    ['<?', 'a <? '],
    ['<!A', 'a <!A '],
  ])('unclosed %s openers in one paragraph', (_, unit) => {
    const message = (n: number) =>
      `has ${n} HTML comments or instructions (<!-- or <? or <!) in one paragraph (at most 200 are allowed): remove them, or write "&lt;" for a < that is not HTML`;
    expect(markdownShapeProblems(`Intro.\n\n${unit.repeat(201)}`)).toEqual([
      { line: 3, message: message(201) },
    ]);
    expect(markdownShapeProblems(`Intro.\n\n${unit.repeat(200)}`)).toEqual([]);
    // Counted per paragraph: 100 in each of many paragraphs is accepted.
    expect(markdownShapeProblems(`${unit.repeat(100)}\n\n`.repeat(20))).toEqual([]);
  });

  it('lists nested 4 deep (64 KB)', async () => {
    expect(await problemsFor(repeat('- a\n  - b\n    - c\n      - d\n', 64 * 1024))).toEqual([
      `${NEWS}:${BODY_LINE} body: has 9,364 list items (at most 1,000 are allowed; the first is here): split the article, or write some lists as paragraphs`,
    ]);
  });

  it('more than 200 footnotes', async () => {
    const refs = Array.from({ length: 300 }, (_, n) => `Claim[^${n}].`).join('\n\n');
    const notes = Array.from({ length: 300 }, (_, n) => `[^${n}]: Source ${n}.`).join('\n\n');
    expect(await problemsFor(`${refs}\n\n${notes}`)).toEqual([
      `${NEWS}:${BODY_LINE + 1000} body: has 300 footnotes (at most 200 are allowed; footnote 201 is here): split the article or turn some footnotes into text`,
    ]);
  });

  it('20,000 references to one footnote, each in a paragraph of its own', async () => {
    expect(await problemsFor(`${'[^a]\n\n'.repeat(20_000)}[^a]: The note.`)).toEqual([
      `${NEWS}:${BODY_LINE} body: refers to footnote [^a] 20,000 times (at most 20 are allowed): refer to it fewer times, or write the note out where it is needed`,
    ]);
  });

  it('a body over 128 KB in a file under 256 KB', async () => {
    expect(await problemsFor(repeat('Plain words. ', 200 * 1024))).toEqual([
      `${NEWS}:${BODY_LINE} body: has text too long to publish as one page: 200 KB (at most 128 KB): split it into two or more articles`,
    ]);
  });

  it('a table of 60 KB of one-cell rows', async () => {
    expect(await problemsFor(`| a |\n| - |\n${repeat('| x |\n', 60 * 1024)}`)).toEqual([
      `${NEWS}:${BODY_LINE + 2} body: has 10,240 table rows (at most 500 are allowed; the first is here): split the article, or put a long table in a PDF under public/documents/ and link to it`,
    ]);
  });

  it('a table whose rows have no | (each line a row until a blank line)', () => {
    expect(markdownShapeProblems(`a | b\n--|--\n${'x\n'.repeat(600)}`)).toEqual([
      {
        line: 3,
        message:
          'has 600 table rows (at most 500 are allowed; the first is here): split the article, or put a long table in a PDF under public/documents/ and link to it',
      },
    ]);
  });

  it('an HTML block of more than 1,000 lines', () => {
    expect(markdownShapeProblems(`Text.\n\n<div>\n${'<span>x</span>\n'.repeat(1200)}`)).toEqual([
      {
        line: 3,
        message:
          'has 1,201 lines of HTML (at most 1,000 are allowed; the first is here): write the text as Markdown instead of HTML',
      },
    ]);
  });

  it('accepts what real articles use: a few underlined headings, quotations, lists and footnotes', () => {
    const body = [
      'Programme',
      '=========',
      '',
      '> A quotation',
      'continued on a second line.',
      '',
      '- An item',
      '  continued, indented',
      'and continued without indentation.',
      '',
      ...Array.from({ length: 50 }, (_, n) => `- item ${n}[^${n % 5}]`),
      '',
      ...Array.from({ length: 5 }, (_, n) => `[^${n}]: Note ${n}.`),
      '',
      '| Year | Place |',
      '| ---- | ----- |',
      ...Array.from({ length: 60 }, (_, n) => `| ${2000 + n} | Cebu |`),
      '',
      '<!-- A note for editors',
      'on two lines. -->',
    ].join('\n');
    expect(markdownShapeProblems(body)).toEqual([]);
  });
});

describe('the line under a table header', () => {
  it('is read as cells: |---|:--:| with or without the outer bars, nothing else', () => {
    for (const line of ['|---|:--:|', '--- | ---', '| :-- |', '-', ' |---| '])
      expect(isTableDelimiter(line), line).toBe(true);
    for (const line of ['', '|', '||', '| --- |  |', '---x', '- a', `-${' '.repeat(1000)}x`])
      expect(isTableDelimiter(line), line).toBe(false);
  });
});

describe('quotations', () => {
  it('counts each run of > lines once, and refuses more than the cap with the first one named', () => {
    const quotes = (n: number) => Array.from({ length: n }, () => '> a quote\n> goes on').join('\n\n');
    expect(markdownShapeProblems(quotes(MAX_QUOTATIONS))).toEqual([]);
    expect(markdownShapeProblems(`Intro.\n\n${'>\n\n'.repeat(MAX_QUOTATIONS + 1)}`)).toEqual([
      {
        line: 3,
        message: `has ${MAX_QUOTATIONS + 1} quotations (lines starting with >) (at most ${MAX_QUOTATIONS} are allowed; the first is here): split the article, or write some quotations as paragraphs`,
      },
    ]);
  });
});
