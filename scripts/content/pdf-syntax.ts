/**
 * PDF syntax as a reader parses it: objects (numbers, names, strings, arrays, dictionaries,
 * references) and streams with their dictionaries, read from the start of the file to its end
 * (every definition of every object, not only those a cross-reference table points to, so that
 * an old version of an object cannot hide behind a newer one). Used by pdf-safety.ts.
 * Where readers could disagree on what the file says, nothing is chosen for them: a dictionary
 * that names a key twice (readers differ on which value counts) is a syntax error, and every
 * definition of an object number is kept (every value inside `N G obj ... endobj`, every copy at
 * the top level and in object streams), so a check can require all of them to be harmless.
 * Hand-written because the one npm parser that exposes objects (pdf-lib) has not been released
 * since 2021 and keeps only the last definition of each object.
 */

export type PdfValue =
  | number
  | boolean
  | null
  | { kind: 'name'; name: string }
  /** A string as written, between its ( ) or < > (stringText reads it). */
  | { kind: 'string'; raw: string; hex: boolean }
  | { kind: 'ref'; num: number }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'keyword'; word: string }
  | PdfValue[];

export type PdfDict = Extract<PdfValue, { kind: 'dict' }>;

export interface PdfStream {
  dict: PdfDict;
  /** The stream's bytes as stored (still encoded). */
  data: Buffer;
}

export interface ParsedPdf {
  /** Every value at the top level of the file (objects, trailers), in order. */
  values: PdfValue[];
  /** Every definition of each object number, in the order of the file. */
  objects: Map<number, PdfValue[]>;
  streams: PdfStream[];
  /** The file's text outside its streams (for a last search of names). */
  outside: string;
  /** Where each top-level `N G obj` starts: offset to object number. */
  headers: Map<number, number>;
  /** The in-use entries of every classic cross-reference table (`xref`): object number and offset. */
  xref: Array<{ num: number; offset: number }>;
}

export class PdfSyntaxError extends Error {}

/** A file that would cost the check more than its limits: refused as too complex, not as damaged. */
export class PdfTooComplex extends Error {}

/**
 * What reading one file may cost, counted across the file and every part decoded from it: the
 * values read as PDF syntax (numbers, names, dictionaries... and cross-reference entries) and the
 * streams found. Each costs a bounded amount of work, so the two caps bound the time and memory of
 * the whole check of the file, however its parts unpack (pdf-safety.ts sets them).
 */
export class ReadLimits {
  private valuesLeft: number;
  private streamsLeft: number;
  constructor(
    readonly maxValues: number,
    readonly maxStreams: number,
  ) {
    this.valuesLeft = maxValues;
    this.streamsLeft = maxStreams;
  }
  value(): void {
    if (--this.valuesLeft < 0)
      throw new PdfTooComplex(`it holds over ${this.maxValues.toLocaleString('en-US')} objects and values`);
  }
  stream(): void {
    if (--this.streamsLeft < 0)
      throw new PdfTooComplex(`it holds over ${this.maxStreams.toLocaleString('en-US')} streams`);
  }
}

/** Deeper nesting is refused: no real file comes near it, and recursion must stay bounded. */
const MAX_DEPTH = 100;

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isRegular = (char: string | undefined) =>
  char !== undefined && !WHITESPACE.has(char) && !DELIMITERS.has(char);

/** A name with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export const isName = (value: PdfValue | undefined, name?: string): value is { kind: 'name'; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  value.kind === 'name' &&
  (name === undefined || value.name === name);

export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'dict';

/** A parser over one text (a file, or the decoded text of an object stream), in latin1. */
export class PdfLexer {
  pos = 0;
  constructor(
    readonly text: string,
    private readonly limits: ReadLimits,
  ) {}

  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const char = text[this.pos]!;
      if (WHITESPACE.has(char)) this.pos++;
      else if (char === '%') {
        while (this.pos < text.length && text[this.pos] !== '\n' && text[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.text.length;
  }

  /** The next value; undefined for a closing delimiter (left in place) or a stray character. */
  value(depth = 0): PdfValue | undefined {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError(`nested more than ${MAX_DEPTH} levels`);
    this.limits.value();
    this.skipSpace();
    const { text } = this;
    const char = text[this.pos];
    if (char === undefined) return undefined;
    if (char === '/') {
      const start = ++this.pos;
      while (isRegular(text[this.pos])) this.pos++;
      return { kind: 'name', name: decodeName(text.slice(start, this.pos)) };
    }
    if (char === '(') return this.literalString();
    if (char === '<') {
      if (text[this.pos + 1] === '<') return this.dict(depth);
      const end = text.indexOf('>', this.pos);
      const raw = text.slice(this.pos + 1, end === -1 ? text.length : end);
      this.pos = end === -1 ? text.length : end + 1;
      return { kind: 'string', raw, hex: true };
    }
    if (char === '[') {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= text.length) return items;
        if (text[this.pos] === ']') {
          this.pos++;
          return items;
        }
        const item = this.value(depth + 1);
        if (item === undefined)
          this.pos++; // a stray delimiter: skipped, as readers do
        else items.push(item);
      }
    }
    if (char === ']' || char === '>' || char === ')' || char === '{' || char === '}') return undefined;
    const start = this.pos;
    while (isRegular(text[this.pos])) this.pos++;
    const word = text.slice(start, this.pos);
    if (/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word)) {
      const number = Number(word);
      if (/^\d+$/.test(word)) {
        // N G R is a reference to object N.
        const after = this.pos;
        const generation = this.word();
        if (generation !== undefined && /^\d+$/.test(generation) && this.word() === 'R') {
          return { kind: 'ref', num: number };
        }
        this.pos = after;
      }
      return number;
    }
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return { kind: 'keyword', word };
  }

  /** The next run of regular characters, or undefined when a delimiter comes first. */
  private word(): string | undefined {
    this.skipSpace();
    const start = this.pos;
    while (isRegular(this.text[this.pos])) this.pos++;
    return this.pos > start ? this.text.slice(start, this.pos) : undefined;
  }

  private literalString(): PdfValue {
    const { text } = this;
    const start = this.pos + 1;
    let end = text.length;
    let depth = 0;
    for (; this.pos < text.length; this.pos++) {
      const char = text[this.pos];
      if (char === '\\') this.pos++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) {
        end = this.pos++;
        break;
      }
    }
    return { kind: 'string', raw: text.slice(start, Math.min(end, text.length)), hex: false };
  }

  private dict(depth: number): PdfDict {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    const { text } = this;
    for (;;) {
      this.skipSpace();
      if (this.pos >= text.length) return { kind: 'dict', entries };
      if (text.startsWith('>>', this.pos)) {
        this.pos += 2;
        return { kind: 'dict', entries };
      }
      const key = this.value(depth + 1);
      if (key === undefined) {
        this.pos++; // a stray delimiter
        continue;
      }
      if (!isName(key)) continue; // not a key: skipped
      // Some readers take the first value of a repeated key, others the last (/OpenAction once
      // as a page, once as an action): a file that says both cannot be checked.
      if (entries.has(key.name)) throw new PdfSyntaxError(`a dictionary names /${key.name} twice`);
      this.skipSpace();
      if (text.startsWith('>>', this.pos)) {
        entries.set(key.name, null);
        continue;
      }
      const value = this.value(depth + 1);
      entries.set(key.name, value === undefined ? null : value);
    }
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * The bytes of a string (as latin1 characters), as a reader decodes them: in ( ), the escapes
 * \n \r \t \b \f \( \) \\ and \ddd (octal), a backslash before a line break joining the lines,
 * and a bare line break read as \n; in < >, hexadecimal digits (blanks ignored, an odd last digit
 * followed by 0).
 */
export function stringText(value: { raw: string; hex: boolean }): string {
  if (value.hex) {
    const digits = value.raw.replace(/[^0-9a-fA-F]/g, '');
    return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex').toString('latin1');
  }
  return value.raw.replace(
    /\\(?:([0-7]{1,3})|(\r\n?|\n)|([\s\S]))|\r\n?/g,
    (whole, octal, lineBreak, char) => {
      if (octal !== undefined) return String.fromCharCode(Number.parseInt(octal as string, 8) & 255);
      if (lineBreak !== undefined) return '';
      if (char !== undefined) return ESCAPES[char as string] ?? (char as string);
      return '\n'; // a bare \r or \r\n
    },
  );
}

/** The list of definitions of object `num` in `objects`, added when missing. */
export function definitionsOf(objects: Map<number, PdfValue[]>, num: number): PdfValue[] {
  let list = objects.get(num);
  if (!list) objects.set(num, (list = []));
  return list;
}

/** Where a stream's data ends: after /Length bytes when `endstream` follows, else at `endstream`. */
function streamEnd(text: string, from: number, length: PdfValue | undefined): number {
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
    const after = from + length;
    if (/^\s*endstream/.test(text.slice(after, after + 40))) return after;
  }
  const end = text.indexOf('endstream', from);
  if (end === -1) return text.length;
  // The line break before endstream is not data.
  let dataEnd = end;
  if (text[dataEnd - 1] === '\n') dataEnd--;
  if (text[dataEnd - 1] === '\r') dataEnd--;
  return Math.max(from, dataEnd);
}

/** Parses a whole text: objects (`N G obj ... endobj`), streams, trailers, anything in between. */
export function parsePdf(bytes: Buffer, limits: ReadLimits): ParsedPdf {
  const text = bytes.toString('latin1');
  const lexer = new PdfLexer(text, limits);
  const values: PdfValue[] = [];
  const objects = new Map<number, PdfValue[]>();
  const streams: PdfStream[] = [];
  const outside: string[] = [];
  let outsideFrom = 0;
  const headers = new Map<number, number>();
  const xrefAt: number[] = [];
  /** The last two numbers read, for `N G obj`, and where each started. */
  let previous: PdfValue[] = [];
  let starts: number[] = [];
  let current: number | undefined;
  while (!lexer.atEnd()) {
    const start = lexer.pos;
    const value = lexer.value();
    if (value === undefined) {
      lexer.pos++; // a stray delimiter at the top level
      continue;
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'keyword') {
      if (value.word === 'obj' && typeof previous[0] === 'number') {
        current = previous[0];
        if (previous.length === 2) headers.set(starts[0]!, current);
      }
      if (value.word === 'endobj') current = undefined;
      if (value.word === 'xref') xrefAt.push(lexer.pos);
      previous = [];
      starts = [];
      continue;
    }
    previous = [...previous, value].slice(-2);
    starts = [...starts, start].slice(-2);
    values.push(value);
    if (current !== undefined) definitionsOf(objects, current).push(value);
    if (!isDict(value)) continue;
    const afterDict = lexer.pos;
    lexer.skipSpace();
    if (!text.startsWith('stream', lexer.pos) || isRegular(text[lexer.pos + 6])) {
      lexer.pos = afterDict;
      continue;
    }
    let from = lexer.pos + 6;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const end = streamEnd(text, from, value.entries.get('Length'));
    limits.stream();
    streams.push({ dict: value, data: bytes.subarray(from, end) });
    outside.push(text.slice(outsideFrom, from));
    const endstream = text.indexOf('endstream', end);
    lexer.pos = endstream === -1 ? text.length : endstream + 'endstream'.length;
    outsideFrom = lexer.pos;
  }
  outside.push(text.slice(outsideFrom));
  const xref = xrefAt.flatMap((at) => xrefTable(text, at, limits));
  return { values, objects, streams, outside: outside.join('\n'), headers, xref };
}

/** The in-use entries of the classic cross-reference table whose subsections start at `at`. */
function xrefTable(text: string, at: number, limits: ReadLimits): Array<{ num: number; offset: number }> {
  const entries: Array<{ num: number; offset: number }> = [];
  const section = /\s*(\d+)\s+(\d+)[ \t]*\r?\n?/y;
  const entry = /\s*(\d{1,10})\s+(\d{1,5})\s+([nf])/y;
  section.lastIndex = at;
  for (let head = section.exec(text); head; head = section.exec(text)) {
    const first = Number(head[1]);
    const count = Number(head[2]);
    entry.lastIndex = section.lastIndex;
    for (let i = 0; i < count; i++) {
      const match = entry.exec(text);
      if (!match) return entries;
      limits.value();
      if (match[3] === 'n') entries.push({ num: first + i, offset: Number(match[1]) });
    }
    section.lastIndex = entry.lastIndex;
  }
  return entries;
}

/**
 * The objects of an object stream's decoded text: /N pairs of numbers (object number, offset
 * from /First), then the objects. The text is read once from /First, and each number names the
 * value that starts at its offset (read once, however many offsets point into it); every value
 * found is returned, so that an offset pointing elsewhere hides nothing, and a number listed
 * twice keeps both of its values.
 */
export function parseObjectStream(
  decoded: Buffer,
  dict: PdfDict,
  limits: ReadLimits,
): { values: PdfValue[]; objects: Map<number, PdfValue[]> } {
  const text = decoded.toString('latin1');
  const first = dict.entries.get('First');
  const count = dict.entries.get('N');
  const lexer = new PdfLexer(text, limits);
  const header: number[] = [];
  if (typeof first === 'number' && typeof count === 'number') {
    for (let i = 0; i < count * 2 && !lexer.atEnd() && lexer.pos < first; i++) {
      const value = lexer.value();
      if (typeof value !== 'number') break;
      header.push(value);
    }
    lexer.pos = Math.max(0, Math.min(first, text.length));
  }
  const values: PdfValue[] = [];
  const startingAt = new Map<number, PdfValue>();
  while (!lexer.atEnd()) {
    const start = lexer.pos;
    const value = lexer.value();
    if (value === undefined) lexer.pos++;
    else {
      values.push(value);
      startingAt.set(start, value);
    }
  }
  const objects = new Map<number, PdfValue[]>();
  for (let i = 0; i + 1 < header.length; i += 2) {
    const value = startingAt.get((first as number) + header[i + 1]!);
    if (value !== undefined) definitionsOf(objects, header[i]!).push(value);
  }
  return { values, objects };
}
