/**
 * The house style (content/README.md, "House style") as notes on the content check: American
 * spelling, one way to write times, date ranges, laws and a few names. Notes are warnings, never
 * errors: text in another style is still valid content, and an editor's change must not fail CI.
 * Inputs:  the text of a content file (Markdown or YAML) and its path.
 * Outputs: one Problem per hit, at its line, saying what to write instead ("organisation: write
 *          organization").
 * Steps:   Markdown bodies are parsed with remark (unified), in a worker thread under the content
 *          check's time limits, and only their text nodes are read (unist-util-visit), so code,
 *          addresses and HTML are never flagged; front matter and YAML
 *          files are read as data and only their text values are checked, not ids, paths, links or
 *          `aliases` (which hold variants on purpose). Labels (menu names, button and link labels,
 *          card and page titles, Markdown headings) are also checked for sentence case, with the
 *          names the content holds (organizations, places) and a fixed list keeping their capitals.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Heading, Text } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { inWorker, type CompileOptions } from './compile-bodies';
import { AMERICAN_SPELLING, PROPER_NAMES } from './house-style-words';
import { CONTENT_CHECK_TIME_LIMIT_MS, markdownShapeProblems } from './limits';
import { formatProblem, type Problem } from './problems';

/** A house-style hit in a piece of text: where it starts and what to say. */
export interface StyleHit {
  index: number;
  message: string;
}

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?';
/** A clock time as people type it: 8:00AM, 8:00 am, 2:00 p.m., 12:00NN, 12:00 nn. */
const CLOCK = '\\d{1,2}:\\d{2}\\s?(?:[AaPp]\\.?[Mm]\\.?|NN|nn|[Nn]oon)(?![A-Za-z])';

/** A rule: a pattern over plain text and the message for what it matched. */
interface Rule {
  pattern: RegExp;
  message: (match: RegExpExecArray) => string | null;
}

const keepCapital = (written: string, replacement: string) =>
  /^[A-Z]/.test(written) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;

/** The house form of one clock time: 8:00 AM, 2:00 PM, 12:00 PM (noon too: one format, AM and PM). */
export function houseTime(written: string): string {
  const [, clock, suffix] = /^(\d{1,2}:\d{2})\s?(.*)$/.exec(written)!;
  const letters = suffix!.replace(/\./g, '').toUpperCase();
  return `${clock} ${letters === 'NN' || letters === 'NOON' ? 'PM' : letters}`;
}

const RULES: Rule[] = [
  {
    pattern: new RegExp(`\\b(?:${Object.keys(AMERICAN_SPELLING).join('|')})\\b`, 'gi'),
    message: ([word]) => `${word}: write ${keepCapital(word, AMERICAN_SPELLING[word.toLowerCase()]!)}`,
  },
  {
    // A range of times: "8:00 AM to 5:00 PM", never a dash between them.
    pattern: new RegExp(`(${CLOCK})\\s*[-–—]\\s*(${CLOCK})`, 'g'),
    message: ([written, from, to]) => `${written}: write ${houseTime(from!)} to ${houseTime(to!)}`,
  },
  {
    pattern: new RegExp(CLOCK, 'g'),
    message: ([written]) =>
      written === houseTime(written) ? null : `${written}: write ${houseTime(written)}`,
  },
  {
    // Days of one month: "December 3–4" with an en dash; months: "November 30 – December 2".
    pattern: new RegExp(`\\b(${MONTH} \\d{1,2})( ?- ?| – (?=\\d))(\\d{1,2}\\b|${MONTH} \\d{1,2})`, 'g'),
    message: ([written, from, , to]) =>
      `${written}: write ${from}${/^\d/.test(to!) ? '–' : ' – '}${to} (an en dash between the days of a range)`,
  },
  {
    pattern: /\bvice-president\b/gi,
    message: ([written]) => `${written}: write Vice President`,
  },
  {
    pattern: /\bMembers Resources\b/g,
    message: ([written]) => `${written}: write Members' resources`,
  },
  {
    pattern: /\bRead (?:More|Full Article|the full article)\b/g,
    message: ([written]) => `${written}: write Read more`,
  },
  {
    pattern: /\bby-laws\b/gi,
    message: ([written]) => `${written}: write ${/^B/.test(written) ? 'Bylaws' : 'bylaws'}`,
  },
];

/**
 * Laws as written: "Republic Act No. 3456", "R.A. 3456", "RA No. 3456". Any white space may stand
 * between the words: a Markdown paragraph keeps its line breaks ("Republic Act\nNo. 6713").
 */
const LAW = /\b(?:(Republic\s+Act\s+No\.)|R\.?A\.?(?:\s+No\.)?)\s?(\d{3,5})\b/g;

/** The house-style hits in one piece of plain text, in order; `seenLaws` carries the laws already named in the file. */
export function styleHits(text: string, seenLaws: Set<string> = new Set()): StyleHit[] {
  const hits: StyleHit[] = [];
  const taken: Array<[number, number]> = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // A time range is reported once, not again as its two times.
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const message = rule.message(match);
      if (message === null) continue;
      taken.push([start, end]);
      hits.push({ index: start, message });
    }
  }
  for (const match of text.matchAll(LAW)) {
    const number = match[2]!;
    if (!seenLaws.has(number) && !match[1]) {
      hits.push({
        index: match.index,
        message: `${match[0].replace(/\s+/g, ' ')}: write Republic Act No. ${number} the first time the text names it`,
      });
    }
    seenLaws.add(number);
  }
  return hits.sort((a, b) => a.index - b.index);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A label or heading written in title case ("Training Calendar"): the house writes them in
 * sentence case ("Training calendar"). Words of `names` (organizations, places, the association's
 * bodies) and acronyms keep their capitals; the first word, and a word after a colon or a full
 * stop, may start with one. One hit for the whole label, saying how to write it.
 */
export function labelHits(text: string, names: readonly string[] = PROPER_NAMES): StyleHit[] {
  let masked = text.replace(/\bNo\.(?=\s*\d)/g, 'xx.');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'g'), (found) =>
      'x'.repeat(found.length),
    );
  }
  const first = masked.search(/\S/);
  const capitals = [...masked.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].filter(
    (word) =>
      word.index !== first && !/[:.!?]\s+$/.test(masked.slice(0, word.index)) && /^[A-Z][a-z]/.test(word[0]),
  );
  if (capitals.length === 0) return [];
  let written = text;
  for (const word of capitals) {
    written =
      written.slice(0, word.index) + word[0].toLowerCase() + written.slice(word.index + word[0].length);
  }
  return [
    {
      index: 0,
      message: `${text}: write ${written} (sentence case: a capital only for the first word and for names)`,
    },
  ];
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Fields whose values are not prose: addresses, ids, dates, and variants kept on purpose. */
const NOT_PROSE = new Set([
  'aliases',
  'id',
  'path',
  'url',
  'source',
  'file',
  'form',
  'photo',
  'image',
  'embedUrl',
  'registerLink',
  'mapLink',
  'report',
  'slug',
]);

/** The keys of a label: menu, button and link labels, and card headings (`coreValuesTitle`). */
const LABEL_KEY = /^(?:label|action)$|Label$|Title$/;
/** Files whose `title` is a heading of the site's own (not the name of a course, law or event). */
const LABEL_TITLES = /^content\/(?:home|about|membership)\.yaml$|^content\/pages\//;

/** Whether the value at `path` of `file` is a label or heading, checked for sentence case. */
export function isLabelField(file: string, path: ReadonlyArray<string | number>): boolean {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  if (LABEL_KEY.test(key)) return true;
  if (key === 'name') return file.endsWith('/navigation.yaml') || path.includes('footerLinks');
  return key === 'title' && LABEL_TITLES.test(file);
}

/** Fields that hold names: organizations, offices and places, kept with their capitals in labels. */
const NAME_KEYS = new Set([
  'organization',
  'affiliation',
  'department',
  'issuedBy',
  'venue',
  'location',
  'city',
  'region',
  'country',
]);

/**
 * The names a content file holds (`Department of Health`, `Bayview Park Hotel`, `Quezon City`),
 * each part of a comma-separated value on its own; the site's name from site.yaml.
 */
export function namesIn(file: string, source: string): string[] {
  const front = file.endsWith('.md') ? FRONT_MATTER.exec(source)?.[1] : source;
  let data: unknown;
  try {
    data = front === undefined ? undefined : load(front);
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const [value, path] of textValues(data)) {
    const key = path.at(-1);
    const isName =
      (typeof key === 'string' && NAME_KEYS.has(key)) ||
      (file.endsWith('/site.yaml') && path.length === 1 && (key === 'name' || key === 'shortName'));
    if (!isName) continue;
    names.push(...value.split(/,\s*/).filter((part) => /^[A-Z]/.test(part) && !/\d/.test(part)));
  }
  return names;
}

/** Each text value of parsed YAML with its field path, in document order. */
function* textValues(
  value: unknown,
  path: Array<string | number> = [],
): Generator<[string, Array<string | number>]> {
  if (typeof value === 'string') {
    if (!/^(?:https?:|\/|mailto:)/.test(value)) yield [value, path];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* textValues(item, [...path, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_PROSE.has(key)) yield* textValues(item, [...path, key]);
    }
  }
}

/**
 * Finds where values are written in a YAML source, in document order: each value is looked for
 * from where the previous one was found, so a value repeated in many entries gets its own line.
 */
function valueLines(source: string, firstLine: number) {
  const lines = source.split('\n');
  let cursor = 0;
  const find = (words: string, from: number) => {
    const found = lines.findIndex((line, index) => index >= from && line.includes(words));
    return found === -1 ? lines.findIndex((line) => line.includes(words)) : found;
  };
  const startOf = (value: string) => {
    const start = find(/^\S+(?: \S+)?/.exec(value.trim())?.[0] ?? value, cursor);
    if (start !== -1) cursor = start + 1;
    return start;
  };
  return {
    /** Where `value` starts; call once per value, in document order. */
    startOf,
    /** The line of the hit at `index` of `value` (which starts at `start`), or undefined. */
    lineOf(value: string, index: number, start: number): number | undefined {
      const word = /\S+/.exec(value.slice(index))?.[0] ?? '';
      const found = find(word, Math.max(start, 0));
      return found === -1 ? undefined : firstLine + found;
    },
  };
}

/** Notes on YAML text (a .yaml file, or front matter starting at `firstLine`). */
function yamlNotes(
  file: string,
  source: string,
  seenLaws: Set<string>,
  names: readonly string[],
  firstLine = 1,
): Problem[] {
  let data: unknown;
  try {
    data = load(source);
  } catch {
    return []; // the content check reports the file itself
  }
  const where = valueLines(source, firstLine);
  const notes: Problem[] = [];
  for (const [value, path] of textValues(data)) {
    const start = where.startOf(value);
    const hits = styleHits(value, seenLaws);
    if (hits.length === 0 && isLabelField(file, path)) hits.push(...labelHits(value, names));
    for (const hit of hits) {
      notes.push({ file, line: where.lineOf(value, hit.index, start), path, message: hit.message });
    }
  }
  return notes;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * What the notes read of a Markdown body, with lines in the body: its text nodes (prose) and its
 * headings (labels); or, when the body could not be read in time, the problem to report instead.
 */
export interface BodyProse {
  texts: Array<{ value: string; line: number }>;
  headings: Array<{ text: string; line: number }>;
  problem?: { message: string; line?: number };
}

const NO_PROSE: BodyProse = { texts: [], headings: [] };

/** The prose of a Markdown body, parsed with remark (house-style-worker.ts runs this under the time limit). */
export function proseOf(body: string): BodyProse {
  const tree = unified().use(remarkParse).parse(body);
  const prose: BodyProse = { texts: [], headings: [] };
  visit(tree, 'text', (node: Text) => {
    prose.texts.push({ value: node.value, line: node.position?.start.line ?? 1 });
  });
  visit(tree, 'heading', (node: Heading) => {
    let text = '';
    visit(node, (child) => {
      if (child.type === 'text' || child.type === 'inlineCode') text += child.value;
    });
    prose.headings.push({ text, line: node.position?.start.line ?? 1 });
  });
  return prose;
}

/** A Markdown file's front matter (undefined when it has none), its body and the body's first line. */
function splitMarkdown(source: string): { front?: string; body: string; bodyLine: number } {
  const front = FRONT_MATTER.exec(source);
  if (!front) return { body: source, bodyLine: 1 };
  return { front: front[1]!, body: source.slice(front[0].length), bodyLine: front[0].split('\n').length };
}

/** Notes on a Markdown file: its front matter as data, its body's text nodes as prose, its headings as labels. */
function markdownNotes(
  file: string,
  source: string,
  seenLaws: Set<string>,
  names: readonly string[],
  prose: BodyProse,
): Problem[] {
  const { front, bodyLine } = splitMarkdown(source);
  const notes = front === undefined ? [] : yamlNotes(file, front, seenLaws, names, 2);
  if (prose.problem) {
    const { line = 1, message } = prose.problem;
    notes.push({ file, line: bodyLine + line - 1, path: [], message });
  }
  for (const { value, line: start } of prose.texts) {
    for (const hit of styleHits(value, seenLaws)) {
      notes.push({
        file,
        line: bodyLine + start - 1 + lineAt(value, hit.index) - 1,
        path: [],
        message: hit.message,
      });
    }
  }
  for (const { text, line } of prose.headings) {
    for (const hit of styleHits(text).length === 0 ? labelHits(text, names) : []) {
      notes.push({ file, line: bodyLine + line - 1, path: [], message: hit.message });
    }
  }
  return notes.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The house-style notes of one content file (`file` relative to the project, as reports name it);
 * `names` keep their capitals in labels (by default the fixed list; the check adds the content's).
 * `prose`: the body of a Markdown file as read under the time limit (checkHouseStyle); without
 * it the body is parsed in this thread.
 */
export function houseStyleNotes(
  file: string,
  source: string,
  names: readonly string[] = PROPER_NAMES,
  prose?: BodyProse,
): Problem[] {
  const seenLaws = new Set<string>();
  return file.endsWith('.md')
    ? markdownNotes(file, source, seenLaws, names, prose ?? proseOf(splitMarkdown(source).body))
    : yamlNotes(file, source, seenLaws, names);
}

/**
 * The notes on every .md and .yaml file under content/ of `root`, in file order. The Markdown
 * bodies are parsed as the content check compiles them: in a worker thread, each under
 * MARKDOWN_TIME_LIMIT_MS and all within CONTENT_CHECK_TIME_LIMIT_MS (compile-bodies.ts, inWorker),
 * so a body that stalls the parser is named with the problem the check gives, never waited for.
 * A body of a shape the check refuses is not parsed: the check reports it.
 */
export async function checkHouseStyle(
  root: string,
  options: Pick<CompileOptions, 'timeLimitMs' | 'worker'> = {},
): Promise<Problem[]> {
  const dir = path.join(root, 'content');
  const files = (await readdir(dir, { recursive: true }))
    .filter((name) => /\.(?:md|ya?ml)$/.test(name) && path.basename(name) !== 'README.md')
    .sort();
  const sources = await Promise.all(
    files.map(async (name) => ({
      file: path.posix.join('content', name.split(path.sep).join('/')),
      source: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
  const names = [
    ...new Set([...PROPER_NAMES, ...sources.flatMap(({ file, source }) => namesIn(file, source))]),
  ];
  const bodies = sources.filter(({ file, source }) => {
    const { body } = splitMarkdown(source);
    return file.endsWith('.md') && body.trim() !== '' && markdownShapeProblems(body).length === 0;
  });
  const read = await inWorker<BodyProse>(
    bodies.map(({ source }) => splitMarkdown(source).body),
    options.worker ?? new URL('./house-style-worker.ts', import.meta.url),
    (message, line) => ({ ...NO_PROSE, problem: { message, line } }),
    { timeLimitMs: options.timeLimitMs, deadline: Date.now() + CONTENT_CHECK_TIME_LIMIT_MS },
  );
  const proseByFile = new Map(bodies.map(({ file }, index) => [file, read[index]!]));
  return sources.flatMap(({ file, source }) =>
    houseStyleNotes(
      file,
      source,
      names,
      file.endsWith('.md') ? (proseByFile.get(file) ?? NO_PROSE) : undefined,
    ),
  );
}

/** What the content check prints after its result: the notes, or nothing when there are none. */
export function houseStyleReport(notes: readonly Problem[]): string | null {
  if (notes.length === 0) return null;
  return [
    `${notes.length} house-style note${notes.length === 1 ? '' : 's'} (warnings, not errors; content/README.md, "House style"):`,
    ...notes.map(formatProblem),
  ].join('\n');
}
