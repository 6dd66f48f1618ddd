/**
 * Whether a PDF can do more than show pages: JavaScript (/JS, /JavaScript, also as the action an
 * /OpenAction runs), /Launch actions that start programs, attached files (/EmbeddedFile),
 * /RichMedia (Flash, video) and XFA forms. The names are searched in the file and in every
 * compressed stream after inflating it (object streams hide dictionaries), with #xx escapes in
 * names decoded (/J#61vaScript is /JavaScript). Inflating is capped in size.
 */
import { inflateSync } from 'node:zlib';

const ACTIVE: Array<[RegExp, string]> = [
  [/\/(JavaScript|JS)(?![A-Za-z])/, 'JavaScript'],
  [/\/Launch(?![A-Za-z])/, 'a Launch action (starts a program)'],
  [/\/EmbeddedFiles?(?![A-Za-z])/, 'an attached file'],
  [/\/RichMedia\w*/, 'rich media (Flash or video)'],
  [/\/XFA(?![A-Za-z])/, 'an XFA form'],
];

/** Inflated output per file is capped: a small file cannot make the check use much memory. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const TOO_LARGE = '\u0000too large';

/** PDF names with their #xx escapes decoded. */
export function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()]+/g, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/**
 * The file's text outside its streams, and the text of each stream: inflated when it is
 * Flate-compressed, as it is when it has no filter; other streams (images) are binary and left out,
 * so that their bytes cannot look like a name by chance.
 */
function texts(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const outside: string[] = [];
  const streams: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  let last = 0;
  const start = /stream\r?\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const end = raw.indexOf('endstream', from);
    if (end === -1) break;
    outside.push(raw.slice(last, match.index));
    const dictionary = raw.slice(Math.max(last, match.index - 1024), match.index);
    if (!/\/Filter/.test(dictionary)) {
      streams.push(raw.slice(from, end));
    } else if (budget <= 0) {
      streams.push(TOO_LARGE);
    } else {
      try {
        const inflated = inflateSync(bytes.subarray(from, end), { maxOutputLength: budget });
        budget -= inflated.length;
        streams.push(inflated.toString('latin1'));
      } catch (error) {
        // Too much to inflate: refused, as what it holds cannot be checked.
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') streams.push(TOO_LARGE);
        // Otherwise another filter (an image) or damaged: nothing to read as PDF objects.
      }
    }
    last = end;
    start.lastIndex = end;
  }
  outside.push(raw.slice(last));
  return [outside.join('\n'), ...streams];
}

/** What active content the PDF holds, as a message, or undefined when it only shows pages. */
export function pdfActiveContent(bytes: Buffer): string | undefined {
  const found = new Set<string>();
  for (const text of texts(bytes)) {
    if (text === TOO_LARGE) found.add('compressed parts too large to check (over 64 MB inflated)');
    const decoded = decodeNames(text);
    for (const [pattern, label] of ACTIVE) if (pattern.test(decoded)) found.add(label);
  }
  if (found.size === 0) return undefined;
  return `contains ${[...found].join(', ')}, which can act when the file is opened: save it again as a plain PDF (for example "Print to PDF") without scripts, attachments or forms`;
}
