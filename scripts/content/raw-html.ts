/**
 * Raw HTML in Markdown bodies. The site never shows it (the sanitizer would drop it silently,
 * so "risks<br>of" became "risksof"), so each piece is reported with what to write instead.
 * HTML comments are allowed: editors leave notes in them, and visitors never see them.
 */
import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export interface RawHtml {
  /** The HTML as written, shortened for the report. */
  html: string;
  /** 1-based line in the body. */
  line: number | undefined;
}

/** Every piece of raw HTML in a parsed Markdown body, comments left out. */
export function rawHtmlIn(tree: Root): RawHtml[] {
  const found: RawHtml[] = [];
  visit(tree, 'html', (node: Html) => {
    const html = node.value.trim();
    if (html === '' || /^<!--[\s\S]*-->$/.test(html)) return;
    found.push({ html: html.length > 40 ? `${html.slice(0, 37)}...` : html, line: node.position?.start.line });
  });
  return found;
}

const ADVICE: Array<[RegExp, string]> = [
  [/^<br\b/i, 'to break a line, end it with a backslash \\ instead; to start a new paragraph, leave a blank line'],
  [
    /^<iframe\b[^>]*youtu/i,
    'to show a YouTube video, put its link (https://www.youtube.com/watch?v=...) alone on a line of its own instead: the site shows a player that loads when the visitor presses Play',
  ],
  [/^<iframe\b/i, 'embedded pages are not allowed: put a link to the page instead, like [Title of the page](https://...)'],
  [/^<img\b/i, 'write the picture as ![what the picture shows](/images/news/photo.jpg) instead'],
  [/^<a\b/i, 'write the link as [link text](https://...) instead'],
  [/^<(b|strong)\b/i, 'write **bold text** instead'],
  [/^<(i|em)\b/i, 'write *italic text* instead'],
  [/^<h[1-6]\b/i, 'write a heading as ## Heading instead'],
  [/^<(ul|ol|li)\b/i, 'write a list with - at the start of each line instead'],
  [/^<table\b/i, 'write a Markdown table (| Column | Column |) instead'],
];

/** The message for one piece of raw HTML: that it is not shown, and what to write instead. */
export function rawHtmlMessage(html: string): string {
  const advice =
    ADVICE.find(([pattern]) => pattern.test(html))?.[1] ??
    'write it in Markdown instead (content/README.md, "Writing the article", lists what articles can use)';
  return `contains HTML (${html}), which the site does not show: ${advice}`;
}
