/**
 * Whether a PDF can do more than show pages. The file is parsed (pdf-syntax.ts), not searched:
 * every stream's dictionary is read wherever its /Filter sits, every stream that is not an
 * image is decoded through its filters (pdf-filters.ts), object streams are parsed like the file,
 * and every dictionary of every object is checked for JavaScript (/JS, /JavaScript), /Launch
 * actions, attached files (/EmbeddedFile, a file specification's /EF or /RF, a /FileAttachment
 * annotation), /RichMedia, XFA forms, additional actions (/AA) and
 * an /OpenAction that is an action rather than a page to open at (every definition of the object it
 * names must be a page to open at: a copy in an object stream and one at the top level, or two
 * values in one object, may be read either way). A dictionary that names a key twice is refused
 * as damaged (pdf-syntax.ts). A file that cannot be read
 * this way (a filter we cannot decode outside an image, encryption, damaged syntax) is refused
 * too: what cannot be checked is not published. Names are also searched in the file's text
 * outside streams, as before, so that syntax a lenient reader repairs hides nothing.
 * A stream's data (as stored, and decoded) that holds `N G obj` or a trailer is read as a PDF
 * of its own too, since a reader sent there by the cross-reference table reads objects from it;
 * and every entry of a cross-reference table (or stream) must point at a top-level object.
 * What one file may cost is capped (readLimitsFor): bytes unpacked, values read as syntax and
 * streams, each growing with the file's size; a file past a cap is refused as unusually complex,
 * with the advice to export it again, and every step is linear in what it reads.
 */
import { Budget, decodeStream, FilterError, filtersOf, IMAGE_FILTERS, TEXT_FILTERS } from './pdf-filters';
import { formatFileSize } from './downloads';
import {
  decodeName,
  isDict,
  isName,
  parseObjectStream,
  definitionsOf,
  parsePdf,
  PdfSyntaxError,
  PdfTooComplex,
  ReadLimits,
  stringText,
  type ParsedPdf,
  type PdfDict,
  type PdfStream,
  type PdfValue,
} from './pdf-syntax';

const MB = 1024 * 1024;

/**
 * What checking one file of `fileBytes` may cost. Bytes unpacked from its compressed parts: 8
 * times its size, at least 8 MB, at most 64 MB (a page's text unpacks to a few times its stored
 * size). Values read as PDF syntax: one per two bytes, at least 500,000 (a file's own text cannot
 * hold more, so only what its parts unpack to can reach the cap; a 5.4 MB file printed by Chromium
 * holds 870,000). Streams: one per 512 bytes, at least 20,000. Measured before these caps: a 750
 * KB file of 3,000 streams, each unpacking to 52 KB of objects, took 22 s and 1 GB of memory;
 * with them it is refused in under a second.
 */
export function readLimitsFor(fileBytes: number): { decoded: number; values: number; streams: number } {
  return {
    decoded: Math.min(64 * MB, Math.max(8 * MB, 8 * fileBytes)),
    values: Math.max(500_000, Math.floor(fileBytes / 2)),
    streams: Math.max(20_000, Math.floor(fileBytes / 512)),
  };
}

/** The message for a file past one of its caps (`why`: which one). */
export const tooComplex = (why: string) =>
  `is an unusually complex PDF (${why}), more than the check reads in one file: export it again with "Save as PDF" or "Print to PDF" in the program that made it`;

/** Appends without spreading: a value may hold more items than a call takes arguments. */
function append<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}

const JAVASCRIPT = 'JavaScript';
const LAUNCH = 'a Launch action (starts a program)';
const ATTACHED = 'an attached file';
const RICH_MEDIA = 'rich media (Flash or video)';
const XFA = 'an XFA form';
const ADDITIONAL = 'actions run when a page or field is used (/AA)';
const OPEN_ACTION = 'an action run when the file is opened (/OpenAction)';

/**
 * Actions that do more than go to a page when a link, a page or a field is used, by the name in
 * their /S: they open other files, send or read form data, or play media. (/Launch is refused
 * wherever its name appears, with JavaScript.)
 */
const CLICK_ACTIONS = new Map([
  ['GoToR', 'a link that opens another file (GoToR)'],
  ['GoToE', 'a link that opens an attached file (GoToE)'],
  // An article thread may be in another file (/F), opened like GoToR; none is needed on a page.
  ['Thread', 'a link that opens an article thread, possibly in another file (Thread)'],
  ['SubmitForm', 'a form that sends its fields to an address (SubmitForm)'],
  ['ImportData', 'a form that reads data from another file (ImportData)'],
  ['Rendition', 'media that plays (Rendition)'],
  ['Movie', 'a movie that plays (Movie)'],
  ['Sound', 'a sound that plays (Sound)'],
]);

const LINK = 'a link that goes neither to an https:// address nor to an e-mail address';
/** Where a link (a URI action) may go: a web page over https, or an e-mail address. */
const SAFE_LINK = /^(?:https:\/\/|mailto:)/i;

/** A link's target as a message quotes it: printable characters only, at most 60. */
function shownTarget(value: PdfValue): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value.kind !== 'string')
    return 'something other than an address';
  const text = stringText(value).replace(/[^\x20-\x7e]/g, '?');
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

/** What a name means when it is a key or a value in a dictionary, if it is active. */
function activeName(name: string, asKey: boolean): string | undefined {
  if (name === 'JavaScript' || (asKey && name === 'JS')) return JAVASCRIPT;
  if (name === 'Launch') return LAUNCH;
  if (name === 'EmbeddedFile' || name === 'EmbeddedFiles') return ATTACHED;
  // A stream attached through a file specification's /EF (or /RF) need not say /Type
  // /EmbeddedFile, and a /FileAttachment annotation offers it for saving: both attach a file.
  if (name === 'FileAttachment' || (asKey && (name === 'EF' || name === 'RF'))) return ATTACHED;
  if (name.startsWith('RichMedia')) return RICH_MEDIA;
  if (asKey && name === 'XFA') return XFA;
  if (asKey && name === 'AA') return ADDITIONAL;
  return undefined;
}

/** The same names searched in raw text (outside streams and in decoded object streams). */
const ACTIVE_TEXT: Array<[RegExp, string]> = [
  [/\/(JavaScript|JS)(?![A-Za-z])/, JAVASCRIPT],
  [/\/Launch(?![A-Za-z])/, LAUNCH],
  [/\/EmbeddedFiles?(?![A-Za-z])/, ATTACHED],
  [/\/(?:EF|RF|FileAttachment)(?![A-Za-z])/, ATTACHED],
  [/\/RichMedia\w*/, RICH_MEDIA],
  [/\/XFA(?![A-Za-z])/, XFA],
  [/\/AA(?![A-Za-z])/, ADDITIONAL],
  ...[...CLICK_ACTIONS].map(([name, label]): [RegExp, string] => [
    new RegExp(`/S\\s*/${name}(?![A-Za-z])`),
    label,
  ]),
];

/** PDF names in a text with their #xx escapes decoded. */
export function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]+/g, decodeName);
}

/** Every value a reader may take for `value`: every definition of the object it refers to, or itself. */
function resolve(value: PdfValue | undefined, objects: Map<number, PdfValue[]>): PdfValue[] {
  if (value === undefined) return [];
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'ref')
    return objects.get(value.num) ?? [];
  return [value];
}

/** What an action dictionary (one with /S) does that a click must not: its label, if any. */
function actionProblems(dict: PdfDict, objects: Map<number, PdfValue[]>, found: Set<string>): void {
  for (const type of resolve(dict.entries.get('S'), objects)) {
    if (!isName(type)) continue;
    const label = CLICK_ACTIONS.get(type.name);
    if (label) found.add(label);
    if (type.name !== 'URI') continue;
    // Every definition of the target must be an https:// or mailto: address.
    const targets = resolve(dict.entries.get('URI'), objects);
    const unsafe = targets.find(
      (target) =>
        typeof target !== 'object' ||
        target === null ||
        Array.isArray(target) ||
        target.kind !== 'string' ||
        !SAFE_LINK.test(stringText(target)),
    );
    // The first such link is named; the editor fixes them all in the document it came from.
    if ((targets.length === 0 || unsafe !== undefined) && ![...found].some((label) => label.startsWith(LINK)))
      found.add(`${LINK} (${shownTarget(unsafe ?? null)})`);
  }
}

/** Every active thing in a value and everything it holds; `objects` resolves /OpenAction. */
function checkValue(value: PdfValue, objects: Map<number, PdfValue[]>, found: Set<string>): void {
  const stack: PdfValue[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (Array.isArray(next)) {
      append(stack, next);
      continue;
    }
    if (isName(next)) {
      const active = activeName(next.name, false);
      if (active) found.add(active);
      continue;
    }
    if (!isDict(next)) continue;
    if (next.entries.has('S')) actionProblems(next, objects, found);
    for (const [key, inner] of next.entries) {
      const active = activeName(key, true);
      if (active) found.add(active);
      if (key === 'OpenAction') {
        // A destination (an array: the page and how to show it) only opens a page; an action
        // (a dictionary) can do anything an action does. A reference must name an object every
        // definition of which is a destination: a reader may take any one of them.
        const targets =
          typeof inner === 'object' && inner !== null && !Array.isArray(inner) && inner.kind === 'ref'
            ? (objects.get(inner.num) ?? [])
            : [inner];
        if (targets.length === 0 || !targets.every(Array.isArray)) found.add(OPEN_ACTION);
      }
      if (inner !== null) stack.push(inner);
    }
  }
}

const nameOf = (dict: PdfDict, key: string) => {
  const value = dict.entries.get(key);
  return isName(value) ? value.name : undefined;
};

/** An image XObject: its data is pixels, never read as PDF syntax, so it need not be decoded. */
const isImage = (dict: PdfDict) =>
  nameOf(dict, 'Subtype') === 'Image' &&
  !dict.entries.has('First') &&
  !['ObjStm', 'XRef'].includes(nameOf(dict, 'Type') ?? '');

/** A stream a reader reads objects from. */
const isObjectStream = (dict: PdfDict) =>
  nameOf(dict, 'Type') === 'ObjStm' || (dict.entries.has('First') && dict.entries.has('N'));

const ADVICE =
  'save it again as a plain PDF (for example "Print to PDF") without scripts, attachments or forms';

/** What active content the PDF holds, or why it cannot be checked, as a message; undefined when it only shows pages. */
export function pdfActiveContent(bytes: Buffer): string | undefined {
  try {
    return checkPdf(bytes);
  } catch (error) {
    if (!(error instanceof PdfTooComplex)) throw error;
    return tooComplex(error.message);
  }
}

function checkPdf(bytes: Buffer): string | undefined {
  const found = new Set<string>();
  const unreadable = new Set<string>();
  const caps = readLimitsFor(bytes.length);
  const limits = new ReadLimits(caps.values, caps.streams);
  let parsed;
  try {
    parsed = parsePdf(bytes, limits);
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
    return `cannot be checked (${error.message}): ${ADVICE}`;
  }
  const objects = new Map([...parsed.objects].map(([num, list]) => [num, [...list]]));
  const values = [...parsed.values];
  const texts = [parsed.outside];
  const xref = [...parsed.xref];
  const budget = new Budget(caps.decoded);
  for (const value of parsed.values) {
    if (isDict(value) && value.entries.has('Encrypt'))
      unreadable.add('it is encrypted or protected by a password');
  }
  // Streams found inside a stream's data (a hidden object may itself hold a stream) join the
  // queue; each is part of the one before, so the queue ends. Read by index: shift() would copy
  // the queue at every step.
  const queue = parsed.streams.map((stream) => ({ stream, depth: 0 }));
  for (let at = 0; at < queue.length; at++) {
    const next = queue[at]!;
    const found = { values, objects, texts, xref, streams: [] as PdfStream[], limits };
    const problem = readStream(next.stream, budget, found);
    if (problem) unreadable.add(problem);
    if (found.streams.length > 0 && next.depth >= MAX_HIDDEN_DEPTH)
      unreadable.add('parts hidden inside parts, too deep to check');
    else
      append(
        queue,
        found.streams.map((stream) => ({ stream, depth: next.depth + 1 })),
      );
  }
  // A reader goes where the cross-reference table says an object starts; every such place must
  // be an object the check read at the top level, not a spot inside a stream's data.
  if (xref.some(({ num, offset }) => !startsObject(parsed, bytes, num, offset)))
    unreadable.add('its table of contents points inside another part, not at an object');
  for (const value of values) checkValue(value, objects, found);
  for (const text of texts) {
    const decoded = decodeNames(text);
    for (const [pattern, label] of ACTIVE_TEXT) if (pattern.test(decoded)) found.add(label);
  }
  if (found.size > 0) {
    const links = [...found].some((label) => label.startsWith(LINK))
      ? ', with every link written as an https:// address (or an e-mail address)'
      : '';
    return `contains ${[...found].join(', ')}, which can act when the file is opened or clicked: ${ADVICE}${links}`;
  }
  if (unreadable.size > 0) return `cannot be checked (${[...unreadable].join('; ')}): ${ADVICE}`;
  return undefined;
}

/** How many streams deep objects hidden in a stream's data are followed before the file is refused. */
const MAX_HIDDEN_DEPTH = 4;

/**
 * Text that a reader could take for objects or a trailer: a reader that follows the
 * cross-reference table (or rebuilds it by scanning the file) reads `N G obj` wherever it is,
 * even inside the data of a page's content or an image. Only such data is read as PDF syntax, so
 * that an image's pixels or a page's text that happen to spell /JS do not refuse a file.
 * A match starts only where a number does ((?<!\d)): a run of digits is tried once, not from each
 * of its digits (64 KB of digits took 5 s, four times longer per doubling).
 */
const LOOKS_LIKE_OBJECTS = /(?<!\d)\d+\s+\d+\s+obj(?![A-Za-z])|trailer|startxref/;

/** Blanks a reader skips (PDF's white-space characters). */
const BLANKS = new Set([0, 9, 10, 12, 13, 32]);
/**
 * Blanks allowed between where the cross-reference table says an object starts and the object:
 * writers that miscount are off by a line break or two. Bounded, so that many entries pointing
 * into one long run of blanks cost little; past it the entry does not point at an object.
 */
const MAX_BLANKS_BEFORE_OBJECT = 64;

/** Whether object `num` of the cross-reference table starts at `offset` (a few blanks before it allowed). */
function startsObject(parsed: ParsedPdf, bytes: Buffer, num: number, offset: number): boolean {
  let at = offset;
  const last = Math.min(bytes.length, offset + MAX_BLANKS_BEFORE_OBJECT);
  while (at < last && BLANKS.has(bytes[at]!)) at++;
  return parsed.headers.get(at) === num;
}

/** What reading a stream adds to the whole file's findings. */
interface Findings {
  values: PdfValue[];
  objects: Map<number, PdfValue[]>;
  texts: string[];
  xref: Array<{ num: number; offset: number }>;
  /** Streams inside objects hidden in the stream's data, to be read in turn. */
  streams: PdfStream[];
  /** What the file may still cost (shared by every part). */
  limits: ReadLimits;
}

/** Reads data that holds what looks like objects as a PDF of its own and adds what it holds. */
function readHidden(data: Buffer, found: Findings): string | undefined {
  const text = data.toString('latin1');
  if (!LOOKS_LIKE_OBJECTS.test(text)) return undefined;
  let hidden: ParsedPdf;
  try {
    hidden = parsePdf(data, found.limits);
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
    return `a part holds hidden objects that cannot be read (${error.message})`;
  }
  append(found.values, hidden.values);
  for (const [num, list] of hidden.objects) append(definitionsOf(found.objects, num), list);
  found.texts.push(hidden.outside);
  append(found.streams, hidden.streams);
  return undefined;
}

/** The in-use entries (type 1: object number and offset) of a cross-reference stream. */
function xrefStreamEntries(
  decoded: Buffer,
  dict: PdfDict,
  limits: ReadLimits,
): Array<{ num: number; offset: number }> {
  const widths = dict.entries.get('W');
  if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number')) return [];
  const [typeWidth, offsetWidth, generationWidth] = widths;
  const row = typeWidth! + offsetWidth! + generationWidth!;
  if (row <= 0 || offsetWidth! > 6) return [];
  const size = dict.entries.get('Size');
  const index = dict.entries.get('Index');
  const ranges =
    Array.isArray(index) && index.every((n) => typeof n === 'number')
      ? index
      : [0, typeof size === 'number' ? size : 0];
  const entries: Array<{ num: number; offset: number }> = [];
  let at = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    for (let i = 0; i < ranges[r + 1]! && at + row <= decoded.length; i++, at += row) {
      limits.value();
      const type = typeWidth === 0 ? 1 : decoded.readUIntBE(at, typeWidth!);
      if (type !== 1 || offsetWidth === 0) continue;
      entries.push({ num: ranges[r]! + i, offset: decoded.readUIntBE(at + typeWidth!, offsetWidth!) });
    }
  }
  return entries;
}

/** Decodes one stream and adds what it holds; returns why it cannot be read, if it cannot. */
function readStream(stream: PdfStream, budget: Budget, found: Findings): string | undefined {
  const { objects, values, texts } = found;
  const { dict } = stream;
  // The data as stored: a reader sent to an offset inside it reads it as PDF syntax.
  const hiddenRaw = readHidden(stream.data, found);
  if (hiddenRaw) return hiddenRaw;
  if (dict.entries.has('F')) return 'a part of it is kept in another file';
  let filters;
  try {
    filters = filtersOf(dict);
  } catch (error) {
    return (error as Error).message;
  }
  if (isImage(dict)) {
    const unknown = filters.find(({ name }) => !IMAGE_FILTERS.has(name) && !TEXT_FILTERS.has(name));
    return unknown ? `an image compressed with ${unknown.name}, which the check does not know` : undefined;
  }
  let decoded: Buffer;
  try {
    decoded = decodeStream(stream.data, dict, budget);
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    if (error.message === 'too large')
      throw new PdfTooComplex(`it unpacks to over ${formatFileSize(budget.max)}`);
    if (error.message.startsWith('image filter'))
      return `a part that is not an image is compressed with an image format (${error.message.slice('image filter '.length)})`;
    if (error.message.startsWith('filter '))
      return `a part is compressed with ${error.message.slice('filter '.length)}, which the check cannot read`;
    return `a compressed part is damaged (${error.message})`;
  }
  if (isObjectStream(dict)) {
    let inner;
    try {
      inner = parseObjectStream(decoded, dict, found.limits);
    } catch (error) {
      if (!(error instanceof PdfSyntaxError)) throw error;
      return `an object stream is damaged (${error.message})`;
    }
    append(values, inner.values);
    for (const [num, list] of inner.objects) append(definitionsOf(objects, num), list);
    texts.push(decoded.toString('latin1'));
    return undefined;
  }
  if (nameOf(dict, 'Type') === 'XRef') {
    append(found.xref, xrefStreamEntries(decoded, dict, found.limits));
    return undefined;
  }
  // Decoded data is searched too when it looks like objects (whatever a lenient reader makes of it).
  return decoded.equals(stream.data) ? undefined : readHidden(decoded, found);
}
