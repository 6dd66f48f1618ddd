import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citedPaths,
  decisionLinks,
  indexRows,
  linkResolves,
  MAX_RECORD_LINES,
  outsideReferences,
  parseRecord,
  RECORD_FILE,
  recordProblems,
  writtenIndexRows,
} from '../../scripts/docs/decision-records';

const DIR = 'docs/decisions';
const files = readdirSync(DIR)
  .filter((file) => RECORD_FILE.test(file))
  .sort();
const numbers = new Set(files.map((file) => file.slice(0, 3)));
const textOf = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

/** Where links to records can be: the code's comments and the documentation (never content/). */
const LINK_ROOTS = ['README.md', 'docs', 'src', 'scripts', 'tests', 'workers', '.github', 'vite.config.ts'];
const SKIP = new Set(['node_modules', 'generated', 'fixtures', 'visual-screenshots.spec.ts-snapshots']);
const TEXT_FILE = /\.(md|ts|tsx|mjs|js|yml|yaml)$/;

/** The comments of a source file: its block and line comments, without the code around them. */
const commentsOf = (source: string) => (source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).join('\n');

/** Paths in other projects that comments and docs name (Decap CMS, Astro, Mozilla's Observatory). */
const OTHER_PROJECTS = [
  'src/analyzer/',
  'src/content/posts/',
  'src/formats/',
  'src/grader/',
  'src/layouts/',
  'src/pages/news/',
  'src/reducers/',
  'src/retriever/',
  'src/scanner/',
];

/** Whether a cited path is in the repository: a file or folder, a module without its extension, or a record's number. */
function pathExists(cited: string): boolean {
  if (OTHER_PROJECTS.some((prefix) => cited.startsWith(prefix))) return true;
  const record = /^docs\/decisions\/(\d{3})$/.exec(cited);
  if (record) return linkResolves(record[1]!, files);
  return ['', '.ts', '.tsx'].some((extension) => existsSync(cited + extension));
}

/**
 * The records a text cites in words rather than by path: "decision 006", "decision record 006",
 * "records 006, 016 and 043", and a record's file name alone ("004-content-security-policy.md").
 * Each is a bare number or a file name, as decisionLinks gives them, for linkResolves. "The former
 * decision NNN" is history (docs/measurements) and is left alone.
 */
function recordCitations(text: string): string[] {
  const cited = new Set<string>();
  const inWords =
    /(?<!former\s)\b(?:decisions?(?:\s+records?)?|records?)\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+)\d{3}\b)*)/gi;
  for (const match of text.matchAll(inWords))
    for (const number of match[1]!.match(/\d{3}/g) ?? []) cited.add(number);
  for (const match of text.matchAll(/(?<![\w/.-])(\d{3}-[a-z0-9-]+\.md)\b/g)) cited.add(match[1]!);
  return [...cited];
}

function textFiles(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })) return [];
  if (statSync(entry).isFile()) return TEXT_FILE.test(entry) ? [entry] : [];
  return readdirSync(entry)
    .filter((name) => !SKIP.has(name))
    .flatMap((name) => textFiles(path.join(entry, name)));
}

const GOOD = `# 042: A record that keeps the rules

Date: 2026-11-25
Status: Amended by 001

## Context

Why it came up.

## Decision

What was decided, in one sentence. Then the details.

## Consequences

What follows.
`;

describe('the rules of a decision record', () => {
  const problemsOf = (text: string, file = '042-a-record.md') => recordProblems(file, text, numbers);

  it('accept a record with its headings, date and status', () => {
    expect(problemsOf(GOOD)).toEqual([]);
  });

  it('refuse a record longer than the limit', () => {
    const long = GOOD + 'More words.\n'.repeat(MAX_RECORD_LINES);
    expect(problemsOf(long)).toEqual([expect.stringContaining(`more than ${MAX_RECORD_LINES}`)]);
  });

  it('refuse a record without one of the headings, the date or a known status', () => {
    expect(problemsOf(GOOD.replace('## Consequences', '## Results'))).toEqual([
      expect.stringContaining('"## Consequences"'),
    ]);
    expect(problemsOf(GOOD.replace('Date: 2026-11-25', 'Date: soon'))).toEqual([
      expect.stringContaining('Date: YYYY-MM-DD'),
    ]);
    expect(problemsOf(GOOD.replace('Amended by 001', 'accepted (mostly)'))).toEqual([
      expect.stringContaining('has accepted (mostly)'),
    ]);
    expect(problemsOf(GOOD.replace('Amended by 001', 'Superseded by 999'))).toEqual([
      expect.stringContaining('record 999, which does not exist'),
    ]);
    expect(problemsOf(GOOD, '042_A_Record.md')).toEqual([expect.stringContaining('NNN-title.md')]);
  });

  it('refuse issue numbers, paths outside the repository and the workplace', () => {
    for (const words of [
      'As issue 16 asks,',
      'See #34 for the discussion.',
      'Read ../shared/SPEC.md first.',
      'SPEC.md section 2 says so.',
      'Measured in /work/main.',
      'Done in wave 2.',
      'Update of 2026-11-25 (stop 28).',
      'Measured in a worktree of the same machine.',
    ]) {
      const problems = problemsOf(GOOD.replace('Why it came up.', words));
      expect(problems.length, words).toBeGreaterThan(0);
      expect(
        problems.every((problem) => problem.includes(': line 8: ')),
        words,
      ).toBe(true);
    }
    expect(outsideReferences('A link to `#memorandum-circular-no-89` and 4,000 articles.')).toEqual([]);
  });

  it('take the first sentence of the Decision for the index', () => {
    expect(parseRecord('042-a-record.md', GOOD)).toEqual({
      file: '042-a-record.md',
      number: '042',
      title: 'A record that keeps the rules',
      status: 'Amended by 001',
      summary: 'What was decided, in one sentence.',
    });
  });

  it('find the record links a text names', () => {
    const text =
      'See docs/decisions/013-web-editor.md, (docs/decisions/037, 042) and [014](014-design-system.md).';
    expect(decisionLinks(text).sort()).toEqual(['013-web-editor.md', '014-design-system.md', '037']);
    expect(linkResolves('037', ['037-x.md'])).toBe(true);
    expect(linkResolves('021', ['037-x.md'])).toBe(false);
    expect(linkResolves('013-web-editor.md', ['013-web.md'])).toBe(false);
  });

  it('find the records a text cites in words or by file name alone', () => {
    const text =
      'A dialog (decision record 022), Intl (decision 027), hydration (records 008, 016 and 023), ' +
      'the policy (see 009-security-policy-travels-with-pages.md); not 4,000 records, 120 ms ' +
      'or the former decision 042, a history note.';
    expect(recordCitations(text).sort()).toEqual([
      '008',
      '009-security-policy-travels-with-pages.md',
      '016',
      '022',
      '023',
      '027',
    ]);
  });
});

describe('the paths a record cites', () => {
  it('are found in prose, backticks and links, without the sentence around them', () => {
    const text =
      'See `src/lib/dates.ts`, scripts/build/build-pages.ts. Also [the patch](../../patches/vite-react-ssg+0.9.2.patch) and vite.config.ts: here.';
    expect(citedPaths(text).sort()).toEqual([
      'patches/vite-react-ssg+0.9.2.patch',
      'scripts/build/build-pages.ts',
      'src/lib/dates.ts',
      'vite.config.ts',
    ]);
  });

  it('leave out patterns that name no one file', () => {
    const text = 'content/trainings/<id>.yaml, src/loaders/*.server.ts and docs/decisions/NNN-title.md';
    expect(citedPaths(text)).toEqual([]);
  });
});

describe('docs/decisions', () => {
  it.each(files)('%s cites only paths that exist in the repository', (file) => {
    expect(citedPaths(textOf(file)).filter((cited) => !existsSync(cited))).toEqual([]);
  });

  it('has records', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s keeps the rules of a record', (file) => {
    expect(recordProblems(file, textOf(file), numbers)).toEqual([]);
  });

  it('lists every record in its index, as the records say (npm run docs:index rewrites it)', () => {
    const records = files.map((file) => parseRecord(file, textOf(file)));
    expect(writtenIndexRows(readFileSync(path.join(DIR, 'README.md'), 'utf8'))).toEqual(indexRows(records));
  });

  it('the guiding principles stay short', () => {
    const lines = readFileSync('docs/guiding-principles.md', 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_RECORD_LINES);
  });

  it('the guiding principles and the measurements name nothing outside the repository', () => {
    const docs = [
      'docs/guiding-principles.md',
      ...textFiles('docs/measurements'),
      path.join(DIR, 'README.md'),
    ];
    for (const file of docs) expect(outsideReferences(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it('README.md and docs/ cite only repository paths that exist', () => {
    const missing = ['README.md', ...textFiles('docs').filter((file) => file.endsWith('.md'))].flatMap(
      (file) =>
        citedPaths(readFileSync(file, 'utf8'))
          .filter((cited) => !pathExists(cited))
          .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('code comments cite only repository paths that exist, and no issue of a tracker', () => {
    // This file spells missing paths on purpose, in its own tests' strings.
    const code = ['src', 'scripts', 'tests']
      .flatMap(textFiles)
      .filter(
        (file) => !file.endsWith('.md') && file !== path.join('tests', 'unit', 'decision-records.test.ts'),
      );
    const problems = code.flatMap((file) => {
      const comments = commentsOf(readFileSync(file, 'utf8'));
      return [
        ...citedPaths(comments)
          .filter((cited) => !pathExists(cited))
          .map((cited) => `${file}: ${cited}`),
        ...(comments.match(/\bissues?\s+#?\d+/gi) ?? []).map((issue) => `${file}: "${issue}"`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('tell a missing path, a module without its extension, a record number and another project apart', () => {
    expect(pathExists('src/ssg/web-font.ts')).toBe(false);
    expect(pathExists('src/content/schemas/training')).toBe(true);
    expect(pathExists('docs/decisions/012')).toBe(true);
    expect(pathExists(`docs/decisions/${'9'.repeat(3)}`)).toBe(false);
    expect(pathExists('src/reducers/entryDraft.js')).toBe(true);
    expect(commentsOf("const a = 'src/x.ts'; // see src/y.ts\n/* and src/z.ts */")).toBe(
      '// see src/y.ts\n/* and src/z.ts */',
    );
  });

  it('no code comment cites a document outside the repository', () => {
    // The rules' own list of such names and its tests are the only places that may spell them.
    const own = new Set([
      path.join('scripts', 'docs', 'decision-records.ts'),
      path.join('tests', 'unit', 'decision-records.test.ts'),
    ]);
    const outside = /\b(?:SPEC|DESIGN|STYLE|TOOLCHAIN)\.md\b|\.\.\/shared\//;
    const citing = ['src', 'scripts', 'tests', 'workers']
      .flatMap(textFiles)
      .filter((file) => !own.has(file) && outside.test(readFileSync(file, 'utf8')));
    expect(citing).toEqual([]);
  });

  it('every link to a record, anywhere in the repository, names one that exists', () => {
    const broken = LINK_ROOTS.flatMap(textFiles).flatMap((file) =>
      decisionLinks(readFileSync(file, 'utf8'))
        .filter((link) => !linkResolves(link, files))
        .map((link) => `${file}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('every record cited in words or by file name alone, in code and docs, exists', () => {
    // This file cites missing records on purpose, in its own tests' strings.
    const own = path.join('tests', 'unit', 'decision-records.test.ts');
    const broken = ['README.md', 'docs', 'src', 'scripts', 'tests']
      .flatMap(textFiles)
      .filter((file) => file !== own)
      .flatMap((file) =>
        recordCitations(readFileSync(file, 'utf8'))
          .filter((cited) => !linkResolves(cited, files))
          .map((cited) => `${file}: ${cited}`),
      );
    expect(broken).toEqual([]);
  });
});
