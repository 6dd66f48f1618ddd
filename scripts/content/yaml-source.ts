/**
 * Parses YAML with js-yaml and remembers the line of every value, so that a problem found
 * later (by a schema or a cross-file check) can name the line an editor has to change.
 */
import {
  CORE_SCHEMA,
  EVENT_ID,
  getScalarValue,
  load,
  parseEvents,
  SCALAR_STYLE,
  YAMLException,
  type Event,
} from 'js-yaml';
import { MAX_YAML_DEPTH } from './limits';
import { SourceError, type FieldPath } from './problems';

export interface ParsedYaml {
  data: unknown;
  /** The 1-based line of the value at a path, or of its nearest parent that exists. */
  lineOf: (path: FieldPath) => number | undefined;
  /** Values wrapped in curly quotes (“...” or ‘...’), which YAML keeps as part of the text. */
  curlyQuoted: CurlyQuoted[];
}

export interface CurlyQuoted {
  path: FieldPath;
  /** 1-based line in the file. */
  line: number;
}

/** The message for a value in curly quotes: Word and phones type them, YAML does not read them as quotes. */
export const CURLY_QUOTES_MESSAGE =
  'is in curly quotes (“...” or ‘...’), which YAML does not read as quotes: the site would show them as part of the text; use straight quotes or none';

export class YamlSyntaxError extends SourceError {}

/** @param firstLine line number of the first line of `source` in its file (front matter starts at 2). */
export function parseYaml(source: string, firstLine = 1): ParsedYaml {
  let data: unknown;
  let events: Event[];
  try {
    // The core schema only: plain data, no custom types (no !!js/function, no timestamps).
    // Aliases are refused: one alias of an alias can multiply a small file into gigabytes.
    data = load(source, { schema: CORE_SCHEMA, maxDepth: MAX_YAML_DEPTH, maxAliases: 0 });
    events = parseEvents(source, { maxDepth: MAX_YAML_DEPTH });
  } catch (error) {
    if (error instanceof YAMLException) {
      const unclosed = unclosedQuoteLine(source);
      if (unclosed !== undefined) throw new YamlSyntaxError(UNCLOSED_QUOTE_MESSAGE, unclosed + firstLine);
      // js-yaml can point one line past the end of the text; the last line is where to look.
      const lastLine = source.replace(/\n$/, '').split('\n').length - 1;
      const line = error.mark ? Math.min(error.mark.line, lastLine) + firstLine : undefined;
      throw new YamlSyntaxError(yamlMessage(error.reason), line);
    }
    throw error;
  }
  const curly: Array<{ path: FieldPath; offset: number }> = [];
  const offsets = indexOffsets(source, events, curly);
  const lineStarts = lineStartOffsets(source);
  return {
    data,
    curlyQuoted: curly.map(({ path, offset }) => ({ path, line: lineAt(lineStarts, offset) + firstLine })),
    lineOf(path) {
      for (let depth = path.length; depth >= 0; depth--) {
        const offset = offsets.get(key(path.slice(0, depth)));
        if (offset !== undefined) return lineAt(lineStarts, offset) + firstLine;
      }
      return undefined;
    },
  };
}

/** What an editor reads for a js-yaml failure: the limits in plain words, else the reason and a hint. */
export function yamlMessage(reason: string): string {
  if (/maxDepth/.test(reason)) {
    return `is nested too deeply: at most ${MAX_YAML_DEPTH} levels of lists and groups of fields are allowed`;
  }
  if (/maxAliases/.test(reason)) {
    return 'uses a YAML alias (*name): write the value out in full (aliases and anchors are not supported)';
  }
  if (/unknown .*tag/.test(reason)) {
    return `is not valid YAML: ${reason} (remove the "!" tag before the value: only plain text, numbers, lists and fields are allowed)`;
  }
  return `is not valid YAML: ${reason}${hint(reason)}`;
}

/** Plain-language hints for the syntax mistakes editors make most. */
export function hint(reason: string): string {
  if (/mapping entry|bad indentation/.test(reason)) {
    return ' (check the indentation, and put a value that contains ": " in quotes)';
  }
  if (/duplicated mapping key/.test(reason)) return ' (the same field is written twice)';
  if (/tab/i.test(reason))
    return ' (this line starts with a tab: indent it with two spaces per level instead)';
  if (/end of the stream|unexpected end/.test(reason)) return ' (a quote or bracket is not closed)';
  if (/deficient indentation/.test(reason)) {
    return ' (a bracket [ or { is not closed, or a line is indented less than the lines it belongs to)';
  }
  return '';
}

export const UNCLOSED_QUOTE_MESSAGE =
  'is not valid YAML: a quote opened here is not closed (add the closing quote at the end of the value, or remove the opening one)';

/**
 * A value that opens with a quote: `title: "...`, `- '...`, `- name: "...`: the indentation, the
 * quote, and where the value starts after it. Scanned by hand, once over the line: a regular
 * expression for this (list dashes, then an optional key) backtracked, and a 254 KB line of
 * `- - - ... x` took 10 s.
 */
export function openingQuote(line: string): { indent: number; quote: string; end: number } | undefined {
  const space = (at: number) => at < line.length && /\s/.test(line[at]!);
  let at = 0;
  while (space(at)) at++;
  const indent = at;
  // Any number of list dashes, each followed by whitespace.
  while (line[at] === '-' && space(at + 1)) {
    at++;
    while (space(at)) at++;
  }
  const first = line[at];
  if (first === '"' || first === "'") return { indent, quote: first, end: at + 1 };
  if (first === undefined || first === '#') return undefined;
  // A key: text without quotes or # up to the first quote, which must follow ": " (a colon and
  // whitespace), with at least one character of key before the colon.
  let quoteAt = at;
  while (quoteAt < line.length && !`"'#`.includes(line[quoteAt]!)) quoteAt++;
  if (quoteAt === line.length || line[quoteAt] === '#') return undefined;
  let colon = quoteAt - 1;
  while (colon > at && space(colon)) colon--;
  if (colon === quoteAt - 1 || colon <= at || line[colon] !== ':') return undefined;
  return { indent, quote: line[quoteAt]!, end: quoteAt + 1 };
}

/** Where a quoted value ends on a line (after `from`), or -1 when it goes on past the line. */
function closingQuote(line: string, quote: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    if (quote === '"' && line[i] === '\\') i++;
    else if (line[i] === quote) {
      if (quote === "'" && line[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/**
 * The 0-based line of the first quoted value that is never closed, or undefined. A quoted value
 * may go on over several lines, but only on lines indented further than its field; a line that
 * is not means the quote was left open (js-yaml then reports "deficient indentation" there,
 * or past the end of the file).
 */
export function unclosedQuoteLine(source: string): number | undefined {
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const open = openingQuote(lines[index]!);
    if (!open) continue;
    const { indent, quote } = open;
    if (closingQuote(lines[index]!, quote, open.end) !== -1) continue;
    let next = index + 1;
    let closed = false;
    for (; next < lines.length; next++) {
      const line = lines[next]!;
      if (line.trim() === '') continue;
      if (line.length - line.trimStart().length <= indent) break;
      if (closingQuote(line, quote, 0) !== -1) {
        closed = true;
        break;
      }
    }
    if (!closed) return index;
    index = next;
  }
  return undefined;
}

const CURLY = /^[“‘„][\s\S]*[”’“]$/;

const key = (path: FieldPath) => JSON.stringify(path);

type Frame =
  | { kind: 'sequence'; path: FieldPath; index: number }
  | { kind: 'mapping'; path: FieldPath; pendingKey: string | null; keyStart: number };

/** Walks the parser's event stream and records the source offset of each path. */
function indexOffsets(
  source: string,
  events: Event[],
  curly: Array<{ path: FieldPath; offset: number }>,
): Map<string, number> {
  const offsets = new Map<string, number>();
  const stack: Frame[] = [];

  // Where the next value goes; for a mapping value the key's offset is the line to report.
  const place = (start: number): FieldPath | null => {
    const top = stack.at(-1);
    if (!top) {
      offsets.set(key([]), start);
      return [];
    }
    if (top.kind === 'sequence') {
      const path = [...top.path, top.index++];
      offsets.set(key(path), start);
      return path;
    }
    if (top.pendingKey === null) return null; // this value is a key
    const path = [...top.path, top.pendingKey];
    offsets.set(key(path), top.keyStart);
    top.pendingKey = null;
    return path;
  };

  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const path = place(event.start) ?? [];
        stack.push(
          event.type === EVENT_ID.MAPPING
            ? { kind: 'mapping', path, pendingKey: null, keyStart: 0 }
            : { kind: 'sequence', path, index: 0 },
        );
        break;
      }
      case EVENT_ID.SCALAR: {
        const top = stack.at(-1);
        if (top?.kind === 'mapping' && top.pendingKey === null) {
          top.pendingKey = getScalarValue(source, event);
          top.keyStart = event.valueStart;
        } else {
          const path = place(event.valueStart);
          const text = getScalarValue(source, event);
          if (path && event.style === SCALAR_STYLE.PLAIN && text.length > 1 && CURLY.test(text))
            curly.push({ path, offset: event.valueStart });
        }
        break;
      }
      case EVENT_ID.ALIAS:
        place(event.anchorStart);
        break;
      case EVENT_ID.POP:
        stack.pop();
        break;
      default:
        break;
    }
  }
  return offsets;
}

function lineStartOffsets(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return starts;
}

/** 0-based line containing the offset. */
function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
