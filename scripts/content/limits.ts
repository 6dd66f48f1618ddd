/**
 * Limits on the size and shape of content, so that a hostile or accidental file fails the check
 * at once with a message instead of hanging or crashing the build. docs/content-reference.md states them.
 * Measured on this project's machine: Markdown lists nested 200 levels take about 5 s to parse and
 * grow faster than linearly; 10,000 nested quotations overflow the stack; emphasis nested 4,000
 * deep did not finish in 40 s. Every limit below is far above what real articles use.
 */
import { formatFileSize } from './downloads';

const KB = 1024;
const MB = 1024 * KB;

/** Largest YAML or Markdown file. The longest file today is about 20 KB. */
export const MAX_TEXT_FILE_BYTES = 256 * KB;
/**
 * Largest image under public/. Photos are resized by the build (visitors get the copies), so a
 * photo may be as a phone makes it (a 48-megapixel JPEG is 10 to 15 MB); 20 MB stays under the
 * 25 MB that github.com's upload page and Cloudflare Pages accept for one file.
 */
export const MAX_IMAGE_BYTES = 20 * MB;
/**
 * Largest SVG drawing. A drawing is XML the check parses whole (svg-safety.ts), not pixels: logos
 * and icons are a few KB, a detailed exported map a few hundred; a larger drawing is better
 * published as a PNG.
 */
export const MAX_SVG_BYTES = 1 * MB;
/**
 * Levels of elements inside one another in an SVG. Drawing programs nest groups a dozen levels at
 * most; the XML parser's time grows with the square of the depth (256 KB of nested <g> took
 * over 3 minutes), so deeper files are refused by a linear scan before anything parses them.
 */
export const MAX_SVG_NESTING = 100;
/** Text of all the <style> elements of one SVG together (an exported drawing's classes: a few KB). */
export const MAX_SVG_STYLE_BYTES = 64 * KB;
/** Largest PDF under public/. */
export const MAX_PDF_BYTES = 10 * MB;
/** Levels of lists and groups of fields in a YAML file (real files use at most 5). */
export const MAX_YAML_DEPTH = 20;
/** Levels of lists and quotations in Markdown (real articles use at most 3). */
export const MAX_MARKDOWN_NESTING = 40;
/** Emphasis marks (*, _, ~) in one paragraph. */
export const MAX_EMPHASIS_MARKS = 200;
/** Square brackets (links and images) in one paragraph. */
export const MAX_BRACKETS = 400;
/**
 * Openers of inline HTML comments, instructions and declarations (<!--, <?, <!A) in one paragraph:
 * the parser looks for the end of each to the end of the paragraph, so many unclosed ones cost the
 * square of the paragraph's length. A real paragraph holds a comment or two.
 */
export const MAX_HTML_OPENERS = 200;
/** Cells in one table row (| separators). */
export const MAX_TABLE_CELLS = 50;
/** Text of one Markdown body (the longest article today is about 20 KB). */
export const MAX_BODY_BYTES = 128 * KB;
/** Footnotes in one body, and references to any one footnote (each adds a back link to it). */
export const MAX_FOOTNOTES = 200;
export const MAX_FOOTNOTE_REFERENCES = 20;
/**
 * Shapes the Markdown parser (micromark) takes superlinear time on, as measured: headings
 * underlined with = or - (4,000 of them took 29 s), quotation lines without their > mark (64 KB took
 * 10 s; list items' lines without their indentation, 64 KB, over 15 s), list items (lists nested 4 deep, 64 KB, took 41 s). Real articles use ## headings, a
 * handful of quotation lines and a few dozen list items.
 */
export const MAX_UNDERLINED_HEADINGS = 100;
export const MAX_LAZY_LINES = 100;
export const MAX_LIST_ITEMS = 1000;
/**
 * Quotations (each run of > lines up to a blank line): empty ones, ">" then a blank line repeated,
 * took time growing with the square of their number (13 KB, about 4,400 of them: 3.5 s; 16 KB:
 * 4.9-9.3 s). An article quotes a few people.
 */
export const MAX_QUOTATIONS = 200;
/**
 * Rows of tables in one body (every line after a table's |---| line up to the next blank line):
 * a table of one-cell rows compiles about 3 times slower than prose, and rows without a | about
 * 6 times (60 KB: 3.6 s and 8.3 s against 1.3 s, measured with compileMarkdownBody). Real tables
 * have a few dozen rows.
 */
export const MAX_TABLE_ROWS = 500;
/** Lines of HTML blocks in one body (from a line starting with < to the next blank line). */
export const MAX_HTML_BLOCK_LINES = 1000;
/**
 * Time to compile one body in the worker (scripts/content/compile-bodies.ts): what the caps above
 * miss still cannot hold the check. A 128 KB article takes about 1.5 s on a busy machine.
 */
export const MARKDOWN_TIME_LIMIT_MS = 10_000;
/**
 * Time for all the bodies of one content check together: 30 slow bodies at 10 s each would
 * otherwise hold CI's content job (15 minutes) to its timeout without naming a file. The real
 * content compiles in seconds; bodies not reached in time are reported as not checked.
 */
export const CONTENT_CHECK_TIME_LIMIT_MS = 5 * 60_000;

/** "300 KB; a content file may be at most 256 KB" etc. */
export function sizeProblem(bytes: number, max: number, what: string, advice: string): string | undefined {
  if (bytes <= max) return undefined;
  return `is too large: ${formatFileSize(bytes)} (${what} may be at most ${formatFileSize(max)}); ${advice}`;
}

export interface LineProblem {
  /** 1-based line in the text that was checked. */
  line: number;
  message: string;
}

/** Columns of leading whitespace (a tab counts as 4). */
function indentWidth(line: string): { width: number; rest: string } {
  let width = 0;
  let index = 0;
  for (; index < line.length; index++) {
    if (line[index] === ' ') width += 1;
    else if (line[index] === '\t') width += 4;
    else break;
  }
  return { width, rest: line.slice(index) };
}

/** A list or quotation marker at the start of a line, with the blanks after it. */
const CONTAINER_MARKER = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/;

/**
 * The line's text after each of its list and quotation markers in turn: "> - 1. > text" has four
 * markers and gives "- 1. > text", "1. > text", "> text" and "text".
 */
function afterMarkers(text: string): string[] {
  const rests: string[] = [];
  let rest = text;
  for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
    rest = rest.slice(match[0].length);
    rests.push(rest);
  }
  return rests;
}

/** A heading's underline: a line of = or of - alone. */
const UNDERLINE = /^(?:=+|-+)[ \t]*$/;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Shapes of Markdown that would make the parser hang or overflow its stack, found with a linear
 * scan before anything is parsed. Nesting depth is over-estimated on purpose (every two columns
 * of indentation may open a list), so the check can never miss a deep tree.
 */
export function markdownShapeProblems(body: string): LineProblem[] {
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > MAX_BODY_BYTES) {
    // Nothing else is counted: the editor splits the article first.
    return [
      {
        line: 1,
        message: `has text too long to publish as one page: ${formatFileSize(bytes)} (at most ${formatFileSize(MAX_BODY_BYTES)}): split it into two or more articles`,
      },
    ];
  }
  const problems: LineProblem[] = [...footnoteProblems(body)];
  const lines = body.split(/\r?\n/);
  let underlined = 0;
  let lazy = 0;
  let items = 0;
  let quotations = 0;
  let firstQuotation = 0;
  let firstUnderlined = 0;
  let firstLazy = 0;
  let firstItem = 0;
  let tableRows = 0;
  let firstTableRow = 0;
  let htmlLines = 0;
  let firstHtmlLine = 0;
  /** Whether the previous line was part of a table (its |---| line or a row), or of an HTML block. */
  let inTable = false;
  let inHtml = false;
  /** The quotation or list item whose text the previous line was (with its mark, or continuing it without). */
  let container: 'quotation' | 'list' | undefined;
  const reported = new Set<string>();
  let paragraphStart = 0;
  let emphasis = 0;
  let brackets = 0;
  let htmlOpeners = 0;
  /** The column the text of the last list item starts at: its continuation lines are indented at least as far. */
  let itemIndent = 0;
  const endParagraph = (next: number) => {
    if (emphasis > MAX_EMPHASIS_MARKS && !reported.has('emphasis')) {
      reported.add('emphasis');
      problems.push({
        line: paragraphStart + 1,
        message: `has ${emphasis.toLocaleString('en-US')} emphasis marks (*, _ or ~) in one paragraph (at most ${MAX_EMPHASIS_MARKS} are allowed): remove the extra marks`,
      });
    }
    if (brackets > MAX_BRACKETS && !reported.has('brackets')) {
      reported.add('brackets');
      problems.push({
        line: paragraphStart + 1,
        message: `has ${brackets.toLocaleString('en-US')} square brackets in one paragraph (at most ${MAX_BRACKETS} are allowed): remove the extra [ and ] or split the paragraph`,
      });
    }
    if (htmlOpeners > MAX_HTML_OPENERS && !reported.has('html openers')) {
      reported.add('html openers');
      problems.push({
        line: paragraphStart + 1,
        message: `has ${htmlOpeners.toLocaleString('en-US')} HTML comments or instructions (<!-- or <? or <!) in one paragraph (at most ${MAX_HTML_OPENERS} are allowed): remove them, or write "&lt;" for a < that is not HTML`,
      });
    }
    paragraphStart = next;
    emphasis = 0;
    brackets = 0;
    htmlOpeners = 0;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      endParagraph(index + 1);
      container = undefined;
      inTable = false;
      inHtml = false;
      return;
    }
    const { width, rest } = indentWidth(line);
    const previous = index > 0 ? lines[index - 1]! : '';
    if (inTable) {
      if (tableRows++ === 0) firstTableRow = index + 1;
    } else if (
      previous.trim() !== '' &&
      (line.includes('|') || previous.includes('|')) &&
      isTableDelimiter(rest)
    ) {
      inTable = true;
    }
    if (!inHtml && width < 4 && /^<[A-Za-z/!?]/.test(rest)) inHtml = true;
    if (inHtml && htmlLines++ === 0) firstHtmlLine = index + 1;
    const markers = afterMarkers(rest);
    // An underline may follow the markers of the quotation or list it is in ("> a" then "> ="): each
    // text after a marker is tried, so "> -" counts though "-" alone is also a list marker.
    if (
      index > 0 &&
      lines[index - 1]!.trim() !== '' &&
      ((width < 4 && UNDERLINE.test(rest)) || markers.some((text) => UNDERLINE.test(text)))
    ) {
      if (underlined++ === 0) firstUnderlined = index + 1;
    }
    const item = LIST_ITEM.test(rest);
    if (item && items++ === 0) firstItem = index + 1;
    // A line that goes on with a quotation without its > (or a list item without its indentation)
    // is "lazy": micromark's time grows with the square of their number.
    if (rest.startsWith('>') && container !== 'quotation' && quotations++ === 0) firstQuotation = index + 1;
    if (rest.startsWith('>')) container = 'quotation';
    else if (item) {
      container = 'list';
      itemIndent = width + (LIST_ITEM_TEXT.exec(rest)?.[0].length ?? 2);
    }
    // A list item's line indented less than its text ("1000000. a" then "  b") goes on lazily too.
    else if ((container === 'quotation' || (container === 'list' && width < itemIndent)) && lazy++ === 0)
      firstLazy = index + 1;
    const depth = Math.floor(width / 2) + markers.length;
    // The first line of each kind is enough: the editor fixes the structure, not each line.
    if (depth > MAX_MARKDOWN_NESTING && !reported.has('depth')) {
      reported.add('depth');
      const indented = width > 0 ? ` (the line is indented by ${width.toLocaleString('en-US')} spaces)` : '';
      problems.push({
        line: index + 1,
        message: `is nested too deeply: about ${depth.toLocaleString('en-US')} levels of lists or quotations${indented}, at most ${MAX_MARKDOWN_NESTING} are allowed: remove the extra indentation or ">" marks`,
      });
    }
    const cells = count(line, /\|/g);
    if (cells > MAX_TABLE_CELLS && !reported.has('cells')) {
      reported.add('cells');
      problems.push({
        line: index + 1,
        message: `has a table row with ${cells.toLocaleString('en-US')} cells (at most ${MAX_TABLE_CELLS} are allowed): split the table`,
      });
    }
    emphasis += count(line, /[*_~]/g);
    brackets += count(line, /[[\]]/g);
    htmlOpeners += count(line, /<[!?]/g);
  });
  endParagraph(lines.length);
  const counted: Array<[number, number, number, string]> = [
    [underlined, MAX_UNDERLINED_HEADINGS, firstUnderlined, 'headings underlined with = or - lines'],
    [
      lazy,
      MAX_LAZY_LINES,
      firstLazy,
      'lines continuing a quotation or list item without its > mark or indentation',
    ],
    [items, MAX_LIST_ITEMS, firstItem, 'list items'],
    [quotations, MAX_QUOTATIONS, firstQuotation, 'quotations (lines starting with >)'],
    [tableRows, MAX_TABLE_ROWS, firstTableRow, 'table rows'],
    [htmlLines, MAX_HTML_BLOCK_LINES, firstHtmlLine, 'lines of HTML'],
  ];
  const advice = [
    'write headings as ## Heading instead',
    'start every line of a quotation with >, indent the lines of a list item, and leave a blank line after them',
    'split the article, or write some lists as paragraphs',
    'split the article, or write some quotations as paragraphs',
    'split the article, or put a long table in a PDF under public/documents/ and link to it',
    'write the text as Markdown instead of HTML',
  ];
  counted.forEach(([found, max, line, what], index) => {
    if (found > max) {
      problems.push({
        line,
        message: `has ${found.toLocaleString('en-US')} ${what} (at most ${max.toLocaleString('en-US')} are allowed; the first is here): ${advice[index]!}`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * A table's line under its header: |---|:--:| (the outer | optional). Read cell by cell, in one
 * pass: a single pattern with adjacent runs of spaces took time growing with the square of a
 * long line of spaces, outside the per-file time limit.
 */
export function isTableDelimiter(line: string): boolean {
  let inner = line.trim();
  if (inner.startsWith('|')) inner = inner.slice(1);
  if (inner.endsWith('|')) inner = inner.slice(0, -1);
  return inner !== '' && inner.split('|').every((cell) => /^:?-+:?$/.test(cell.trim()));
}

/** A list item's marker, after any quotation marks: "- ", "* ", "12. ", "> 3) ". */
const LIST_ITEM = /^(?:>[ \t]*)*(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/;
/**
 * A list item's marker and the blanks after it, up to where its text starts: one to four blanks
 * (more than four and the text starts after the first, as an indented code block).
 */
const LIST_ITEM_TEXT = /^(?:[-+*]|\d{1,9}[.)])(?: {1,4}(?! )| (?= {4})|$)/;

/**
 * Footnotes ([^label]: text) and references to them ([^label]). A label cannot hold [, ] or
 * whitespace, so each match stops at the next [ and the scan stays linear.
 */
function footnoteProblems(body: string): LineProblem[] {
  const definitions = new Map<string, number>();
  const references = new Map<string, { count: number; index: number }>();
  for (const match of body.matchAll(/\[\^([^[\]\s]+)\](:?)/g)) {
    const label = match[1]!.toLowerCase();
    if (match[2]) {
      if (!definitions.has(label)) definitions.set(label, match.index);
    } else {
      const seen = references.get(label) ?? { count: 0, index: match.index };
      seen.count++;
      references.set(label, seen);
    }
  }
  const lineAt = (offset: number) => countLines(body, offset);
  const problems: LineProblem[] = [];
  if (definitions.size > MAX_FOOTNOTES) {
    const first = [...definitions.values()][MAX_FOOTNOTES]!;
    problems.push({
      line: lineAt(first),
      message: `has ${definitions.size.toLocaleString('en-US')} footnotes (at most ${MAX_FOOTNOTES} are allowed; footnote ${MAX_FOOTNOTES + 1} is here): split the article or turn some footnotes into text`,
    });
  }
  const overused = [...references].find(([, seen]) => seen.count > MAX_FOOTNOTE_REFERENCES);
  if (overused) {
    const [label, seen] = overused;
    problems.push({
      line: lineAt(seen.index),
      message: `refers to footnote [^${label.length > 40 ? `${label.slice(0, 40)}...` : label}] ${seen.count.toLocaleString('en-US')} times (at most ${MAX_FOOTNOTE_REFERENCES} are allowed): refer to it fewer times, or write the note out where it is needed`,
    });
  }
  return problems;
}

/** 1-based line of an offset. */
function countLines(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
