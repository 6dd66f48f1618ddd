/**
 * The rules of the decision records in docs/decisions/ and their index.
 * Inputs:  the text of each record (NNN-title.md) and of the index (README.md).
 * Outputs: the problems of a record, the index table, the decision links a text names.
 * Steps:   pure functions; scripts/docs/write-decisions-index.ts writes the index with them and
 *          tests/unit/decision-records.test.ts checks every record and link with them.
 */

/** A record longer than this is a report, not a record: its figures belong in docs/measurements/. */
export const MAX_RECORD_LINES = 60;

export const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

/** Accepted; Superseded by NNN; Amended by NNN (or several: "Amended by 021, 037"). */
const STATUS = /^(Accepted|Superseded by (\d{3})|Amended by (\d{3}(?:, \d{3})*))$/;

const HEADINGS = ['## Context', '## Decision', '## Consequences'] as const;

/** Things a record must not name: files outside the repository, issue numbers, the workplace. */
const OUTSIDE_REFERENCES: { pattern: RegExp; what: string }[] = [
  { pattern: /\.\.\/shared\b|\/work\/|\/tmp\/|\/home\/|\/root\//, what: 'a path outside the repository' },
  { pattern: /\b(?:SPEC|DESIGN|STYLE|TOOLCHAIN)\.md\b/, what: 'a document outside the repository' },
  { pattern: /\bissues?\s+#?\d+/i, what: 'an issue number' },
  { pattern: /(?:^|[\s(])#\d+\b/, what: 'an issue number' },
  { pattern: /\b(?:wave|stop)\s+\d+/i, what: 'a work-plan step' },
  { pattern: /\bwaves?\b|\bworktrees?\b/i, what: 'the workplace' },
];

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  /** The first sentence of the Decision section, for the index. */
  summary: string;
}

const lineCount = (text: string) => text.replace(/\n+$/, '').split('\n').length;

/** Every outside reference in a text, as "line N: what (the words)". */
export function outsideReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of OUTSIDE_REFERENCES) {
      const match = pattern.exec(line);
      if (match) found.push(`line ${index + 1}: ${what} ("${match[0].trim()}")`);
    }
  });
  return found;
}

function firstSentence(section: string): string {
  const paragraph = section.trim().split(/\n\s*\n/)[0] ?? '';
  const text = paragraph
    .split('\n')
    .map((line) => line.trim().replace(/^[-*]\s+/, ''))
    .join(' ')
    .replace(/\*\*/g, '')
    .replace(/\|/g, '\\|');
  const end = /\.(?=\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** Reads a record's title, status and summary; missing parts are empty strings. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const title = /^# \d{3}: (.+)$/m.exec(text)?.[1]?.trim() ?? '';
  const status = /^Status: (.+)$/m.exec(text)?.[1]?.trim() ?? '';
  const decision = /^## Decision\s*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '';
  return { file, number, title, status, summary: firstSentence(decision) };
}

/** What is wrong with one record; `numbers` are the numbers of every record that exists. */
export function recordProblems(file: string, text: string, numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const match = RECORD_FILE.exec(file);
  if (!match) return [`${file}: the name must be NNN-title.md (lower case, hyphens)`];
  const lines = lineCount(text);
  if (lines > MAX_RECORD_LINES) {
    problems.push(`has ${lines} lines, more than ${MAX_RECORD_LINES}: move figures to docs/measurements/`);
  }
  if (!new RegExp(`^# ${match[1]}: \\S`).test(text)) problems.push(`must start with "# ${match[1]}: Title"`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/m.test(text)) problems.push('needs a line "Date: YYYY-MM-DD"');
  const status = /^Status: (.+)$/m.exec(text)?.[1]?.trim();
  const statusMatch = status === undefined ? null : STATUS.exec(status);
  if (!statusMatch) {
    problems.push(
      `needs a line "Status: Accepted", "Status: Superseded by NNN" or "Status: Amended by NNN" (has ${status ?? 'none'})`,
    );
  } else {
    for (const other of (statusMatch[2] ?? statusMatch[3] ?? '').split(', ').filter(Boolean)) {
      if (!numbers.has(other)) problems.push(`its status names record ${other}, which does not exist`);
    }
  }
  let from = 0;
  for (const heading of HEADINGS) {
    const at = text.split('\n').indexOf(heading, from);
    if (at === -1)
      problems.push(`needs the heading "${heading}" (Context, Decision, Consequences, in that order)`);
    else from = at + 1;
  }
  problems.push(...outsideReferences(text));
  return problems.map((problem) => `${file}: ${problem}`);
}

/**
 * The repository's code and documentation folders, whose cited paths must exist. Not content/ and
 * public/: an editor may rename or delete any file there, and that must never fail a test.
 */
const CITED_PATH =
  /(?<![\w./-])(?:\.\.\/)*((?:src|scripts|tests|docs|patches|workers|tools|\.github|\.ci)\/[\w./@+-]*|(?:README\.md|package\.json|vite\.config\.ts|vitest\.config\.ts|playwright\.config\.ts|tsconfig\.json|eslint\.config\.js|eslint\.layers\.js|index\.html))/g;

/**
 * The repository paths a text cites (src/..., scripts/..., vite.config.ts, ...), without the
 * trailing punctuation of a sentence. Patterns (`*`, `<id>`, `NNN`) are not paths and are left out.
 */
export function citedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const match of text.matchAll(CITED_PATH)) {
    const end = match.index + match[0].length;
    const next = text[end] ?? '';
    if (next === '*' || next === '<' || next === '{' || /^NNN/.test(text.slice(end))) continue;
    const cited = match[1]!.replace(/[.,:;]+$/, '');
    if (/NNN|\.\.\./.test(cited)) continue;
    paths.add(cited);
  }
  return [...paths];
}

/** The decision records a text links to: `decisions/NNN` or `decisions/NNN-title.md`, and `NNN-title.md`. */
export function decisionLinks(text: string): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(/decisions\/(\d{3}(?:-[a-z0-9-]+\.md)?)/g)) links.add(match[1]!);
  for (const match of text.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)(?:#[\w-]+)?\)/g)) links.add(match[1]!);
  return [...links];
}

/** Whether a link from decisionLinks names an existing record file (or, for a bare number, any record). */
export function linkResolves(link: string, files: readonly string[]): boolean {
  return /^\d{3}$/.test(link) ? files.some((file) => file.startsWith(`${link}-`)) : files.includes(link);
}

const INDEX_START = '<!-- index: written by `npm run docs:index` from the records -->';
const INDEX_END = '<!-- end of index -->';

/** The index table's rows: link, title, status, one line. */
export function indexRows(records: readonly DecisionRecord[]): string[][] {
  return [...records]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((record) => [`[${record.number}](${record.file})`, record.title, record.status, record.summary]);
}

function indexTable(records: readonly DecisionRecord[]): string {
  const rows = [
    ['Record', 'Title', 'Status', 'In one line'],
    ['---', '---', '---', '---'],
    ...indexRows(records),
  ];
  return rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The rows of the index table as written in the index file, cells trimmed. */
export function writtenIndexRows(indexText: string): string[][] {
  const start = indexText.indexOf(INDEX_START);
  const end = indexText.indexOf(INDEX_END);
  if (start === -1 || end === -1) return [];
  return indexText
    .slice(start + INDEX_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** The index file with its table replaced (before formatting). */
export function withIndex(indexText: string, records: readonly DecisionRecord[]): string {
  const start = indexText.indexOf(INDEX_START);
  const end = indexText.indexOf(INDEX_END);
  if (start === -1 || end === -1)
    throw new Error(`the index needs the lines ${INDEX_START} and ${INDEX_END}`);
  return `${indexText.slice(0, start + INDEX_START.length)}\n\n${indexTable(records)}\n\n${indexText.slice(end)}`;
}
