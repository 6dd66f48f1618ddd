/**
 * Raw HTML in Markdown bodies. The site never shows it (the sanitizer would drop it silently,
 * so "risks<br>of" became "risksof"), so each kind of tag is reported with what to write
 * instead: all of them in one run, so that text pasted from Word (p with a class, span, font,
 * b, i, u, br, lists, tables) is fixed in one round, not one tag per run.
 * HTML comments are allowed: editors leave notes in them, and visitors never see them.
 */
import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export interface RawHtml {
  /** One opening tag as written, shortened for the report. */
  html: string;
  /** 1-based line in the body. */
  line: number | undefined;
}

/** An opening tag: closing tags (</b>) need no message of their own. */
const OPENING_TAG = /<([a-z][\w:-]*)\b[^>]*>/gi;

/** Every opening HTML tag in a parsed Markdown body, comments left out. */
export function rawHtmlIn(tree: Root): RawHtml[] {
  const found: RawHtml[] = [];
  visit(tree, 'html', (node: Html) => {
    // Comments are blanked out, keeping their line breaks so that lines still count.
    const value = node.value.replace(/<!--[\s\S]*?(?:-->|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
    const start = node.position?.start.line;
    for (const match of value.matchAll(OPENING_TAG)) {
      const tag = match[0];
      const before = value.slice(0, match.index).split('\n').length - 1;
      found.push({
        html: tag.length > 40 ? `${tag.slice(0, 37)}...` : tag,
        line: start === undefined ? undefined : start + before,
      });
    }
  });
  return found;
}

const KEEP_TEXT = 'and keep the text between them (the site sets its own fonts, sizes and colours)';

/** Kinds of tags, each with what to write instead; tags of one kind are reported together. */
const ADVICE: Array<[kind: string, pattern: RegExp, advice: string]> = [
  [
    'br',
    /^<br\b/i,
    'to break a line, end it with a backslash \\ instead; to start a new paragraph, leave a blank line',
  ],
  [
    'youtube',
    /^<iframe\b[^>]*youtu/i,
    'to show a YouTube video, put its link (https://www.youtube.com/watch?v=...) alone on a line of its own instead: the site shows a player that loads when the visitor presses Play',
  ],
  [
    'iframe',
    /^<iframe\b/i,
    'embedded pages are not allowed: put a link to the page instead, like [Title of the page](https://...)',
  ],
  ['img', /^<img\b/i, 'write the picture as ![what the picture shows](/images/news/photo.jpg) instead'],
  ['a', /^<a\b/i, 'write the link as [link text](https://...) instead'],
  ['bold', /^<(b|strong)\b/i, 'write **bold text** instead'],
  ['italic', /^<(i|em)\b/i, 'write *italic text* instead'],
  [
    'u',
    /^<u\b/i,
    'underlined text looks like a link on a web page: remove <u> and </u>, or write **bold text** instead',
  ],
  ['heading', /^<h[1-6]\b/i, 'write a heading as ## Heading instead'],
  [
    'list',
    /^<(ul|ol|li)\b/i,
    'write a list with - at the start of each line (or 1. for a numbered list) instead',
  ],
  ['table', /^<(table|thead|tbody|tr|td|th)\b/i, 'write a Markdown table (| Column | Column |) instead'],
  ['p', /^<p\b/i, 'remove <p> and </p> (and their class): leave a blank line between paragraphs instead'],
  ['div', /^<div\b/i, 'remove <div> and </div>: leave a blank line between paragraphs instead'],
  ['span', /^<span\b/i, `remove <span> and </span> ${KEEP_TEXT}`],
  ['font', /^<font\b/i, `remove <font> and </font> ${KEEP_TEXT}`],
  ['word', /^<o:p\b/i, 'remove <o:p> and </o:p>: Word adds them and they hold nothing'],
];

const OTHER =
  'write it in Markdown instead (content/README.md, "Writing the article", lists what articles can use)';

function kindOf(html: string): [kind: string, advice: string] {
  const found = ADVICE.find(([, pattern]) => pattern.test(html));
  if (found) return [found[0], found[2]];
  return [`<${/^<([\w:-]+)/.exec(html)?.[1]?.toLowerCase() ?? ''}>`, OTHER];
}

/** The message for one piece of raw HTML: that it is not shown, and what to write instead. */
export function rawHtmlMessage(html: string): string {
  return `contains HTML (${html}), which the site does not show: ${kindOf(html)[1]}`;
}

/**
 * One message per kind of tag, at its first line, naming the other lines with the same kind.
 * `lineOffset` turns body lines into file lines.
 */
export function rawHtmlReport(
  found: readonly RawHtml[],
  lineOffset: number,
): Array<{ line?: number; message: string }> {
  const kinds = new Map<string, { first: RawHtml; lines: number[] }>();
  for (const item of found) {
    const [kind] = kindOf(item.html);
    const line = item.line === undefined ? undefined : item.line + lineOffset;
    const group = kinds.get(kind);
    if (!group) kinds.set(kind, { first: { ...item, line }, lines: [] });
    else if (line !== undefined && line !== group.first.line && !group.lines.includes(line))
      group.lines.push(line);
  }
  return [...kinds.values()].map(({ first, lines }) => {
    const shownLines =
      lines.length > 6 ? `${lines.slice(0, 5).join(', ')} and ${lines.length - 5} more` : lines.join(', ');
    const also = lines.length === 0 ? '' : ` (also on line${lines.length === 1 ? '' : 's'} ${shownLines})`;
    return { line: first.line, message: `${rawHtmlMessage(first.html)}${also}` };
  });
}
