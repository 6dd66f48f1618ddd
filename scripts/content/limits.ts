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
/** Cells in one table row (| separators). */
export const MAX_TABLE_CELLS = 50;

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

/** List and quotation markers at the start of a line: "> - 1. > text" has four. */
function containerMarkers(text: string): number {
  const marker = /^(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/;
  let count = 0;
  let rest = text;
  for (let match = marker.exec(rest); match; match = marker.exec(rest)) {
    count++;
    rest = rest.slice(match[0].length);
  }
  return count;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Shapes of Markdown that would make the parser hang or overflow its stack, found with a linear
 * scan before anything is parsed. Nesting depth is over-estimated on purpose (every two columns
 * of indentation may open a list), so the check can never miss a deep tree.
 */
export function markdownShapeProblems(body: string): LineProblem[] {
  const problems: LineProblem[] = [];
  const lines = body.split(/\r?\n/);
  const reported = new Set<string>();
  let paragraphStart = 0;
  let emphasis = 0;
  let brackets = 0;
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
    paragraphStart = next;
    emphasis = 0;
    brackets = 0;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      endParagraph(index + 1);
      return;
    }
    const { width, rest } = indentWidth(line);
    const depth = Math.floor(width / 2) + containerMarkers(rest);
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
  });
  endParagraph(lines.length);
  return problems;
}
