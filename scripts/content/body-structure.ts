/**
 * What breaks a page although the Markdown is valid, found on the compiled tree of a body:
 * - a photo or link whose address has a space: Markdown ends the address at the space, so the
 *   page shows the raw `![...](...)` or `[...](...)` text instead of the photo or link (a link to
 *   a page of the site is marked `spacedPage`, for internal-links.ts to name the page meant);
 * - a top-level heading (`#`): the title is the page's only one;
 * - a heading that skips levels (`##` then `####`), which screen readers announce as a gap;
 * - a link with no text (`[](/membership)`): nothing to click, and a screen reader says only "link".
 * Each problem says what to write instead. Pure: the caller names the file and adds its line offset.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { safePath } from '../../src/lib/file-names';
import type { BodyProblem } from './compile-bodies';
import { shortValue } from './problems';

/** `![alt](address with a space)` or `[text](address with a space)` left as text. */
const SPACED_LINK = /(!?)\[([^\]\n]*)\]\(([^()\n]*?\s[^()\n]*?)\)/g;

/**
 * An address and the title Markdown allows after it (`/images/a.jpg "The group."`): the title is
 * kept as written, and only the address is renamed.
 */
function splitTitle(address: string): { address: string; title: string } {
  const match = /^(.*?\S)(\s+(?:"[^"]*"|'[^']*'))$/.exec(address.trim());
  return match ? { address: match[1]!, title: match[2]! } : { address: address.trim(), title: '' };
}

/**
 * What to write for a web address with spaces: most often the space was typed by mistake (or a
 * line break crept in), so the address without it comes first; %20 only if the space is really
 * part of the address. `write` puts an address in the text as the editor writes it.
 */
export function spacedAddressFix(
  address: string,
  write: (fixed: string) => string = (fixed) => fixed,
): string {
  const trimmed = address.trim();
  return `remove the space: write ${shortValue(write(trimmed.replace(/\s+/g, '')))}; only if the space really is in the address (check it in the browser's address bar), write each space as %20: ${shortValue(write(trimmed.replace(/\s+/g, '%20')))}`;
}

/** `rename ... and write ...` for a file of this site, else spacedAddressFix. */
function fixFor(address: string, written: (fixed: string) => string): string {
  const { address: trimmed, title } = splitTitle(address);
  if (/^\/(images|documents)\//.test(trimmed)) {
    const renamed = safePath(trimmed);
    return `rename the file public${trimmed} to public${renamed} and write ${shortValue(written(`${renamed}${title}`))}`;
  }
  return spacedAddressFix(trimmed, (fixed) => written(`${fixed}${title}`));
}

/**
 * Problems of addresses with spaces in the text of one block (a paragraph, a list item...). The
 * text is read across its links: an address with a space that starts with https:// is split
 * into a link and text, so only the whole block shows the `[...](...)` the editor wrote.
 */
function spacedAddresses(pieces: readonly Text[]): BodyProblem[] {
  const text = pieces.map((piece) => piece.value).join('');
  const lineAt = (offset: number) => {
    let start = 0;
    for (const piece of pieces) {
      if (offset < start + piece.value.length) return piece.position?.start.line;
      start += piece.value.length;
    }
    return pieces.at(-1)?.position?.start.line;
  };
  return [...text.matchAll(SPACED_LINK)].map((match) => {
    const [whole, bang, label, address] = match;
    const target = splitTitle(address!).address;
    if (!bang && isSitePage(target)) {
      // The pages of the site are known only once every file is read: internal-links.ts names the
      // nearest one. This message stands when the body's links are not checked.
      return {
        line: lineAt(match.index),
        message: `the link ${shortValue(whole)} has a space in its address, so the page shows this text instead of the link: remove the space (the site's addresses have none), or copy the address again from the browser's address bar`,
        spacedPage: { written: whole, address: target },
      };
    }
    const what = bang ? 'photo' : 'link';
    const fix = fixFor(address!, (fixed) => `${bang}[${label}](${fixed})`);
    return {
      line: lineAt(match.index),
      message: `the ${what} ${shortValue(whole)} has a space in its address, so the page shows this text instead of the ${what}: ${fix}`,
    };
  });
}

/** `/training/calendar`: a page of this site (not a file under public/, not another site). */
const isSitePage = (address: string) => /^\/(?![/\\]|images\/|documents\/)/.test(address);

const HEADING = /^h([1-6])$/;

/** `## Highlights`: a heading as the editor writes it. */
const written = (level: number, text: string) => `${'#'.repeat(level)} ${shortValue(text.trim(), 60)}`;

/** The text of an element, as a heading shows it. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** Whether a link has something to read: text, or a photo with a description. */
function hasName(node: ElementContent): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  if (node.type !== 'element') return false;
  if (node.tagName === 'img') return String(node.properties.alt ?? '').trim() !== '';
  return node.children.some(hasName);
}

/** `[](/membership)`: every link without text, anywhere in the body. */
function emptyLinks(nodes: readonly RootContent[], into: BodyProblem[]): BodyProblem[] {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'a' && !node.children.some(hasName)) {
      const href = String(node.properties.href ?? '');
      into.push({
        line: node.position?.start.line,
        message: `the link ${shortValue(`[](${href})`)} has no text, so there is nothing to click and a screen reader says only "link": write the words to click between [ and ], like [the name of the page](${href})`,
      });
    } else emptyLinks(node.children, into);
  }
  return into;
}

/**
 * A block of code the editor did not mean: text indented by a tab or four spaces (often pasted
 * from a word processor or an e-mail) is shown as code, in a grey box, with no formatting.
 * Code written between ``` lines is meant, and kept.
 */
function indentedCode(node: Element, lines: readonly string[]): BodyProblem | undefined {
  const line = node.position?.start.line;
  const source = line === undefined ? undefined : lines[line - 1];
  if (source === undefined || /^[\s>]*(`{3,}|~{3,})/.test(source)) return undefined;
  const start = /^[ >]*\t/.test(source) ? 'a tab' : 'four or more spaces';
  return {
    line,
    message: `this line starts with ${start}, so the page shows it and the lines after it as code, in a grey box without formatting: remove the ${start === 'a tab' ? 'tab' : 'spaces'} at the start of the line`,
  };
}

export function bodyStructureProblems(tree: Root, body = ''): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const lines = body.split(/\r?\n/);
  // The page's title is its top-level heading: the body starts at level 2.
  let previous = 1;
  const heading = (node: Element, level: number) => {
    const text = textOf(node);
    const line = node.position?.start.line;
    if (level === 1) {
      problems.push({
        line,
        message: `"${written(1, text)}" is a second top-level heading (the title at the top of the page is the only one): write ${written(2, text)}`,
      });
      previous = 2;
    } else if (level > previous + 1) {
      problems.push({
        line,
        message: `"${written(level, text)}" skips heading levels (the heading before it is level ${previous}): write ${written(previous + 1, text)}`,
      });
      previous += 1;
    } else previous = level;
  };
  // The text of a block, in order, code left out (it is shown as written, never read as Markdown).
  const inline = (nodes: readonly RootContent[], into: Text[]) => {
    for (const node of nodes) {
      if (node.type === 'text') into.push(node);
      else if (node.type === 'element' && node.tagName !== 'code') inline(node.children, into);
    }
    return into;
  };
  // Depth-first in document order: headings, and the text of each block that holds text.
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'pre') {
        const problem = body === '' ? undefined : indentedCode(node, lines);
        if (problem) problems.push(problem);
        continue;
      }
      const level = Number(HEADING.exec(node.tagName)?.[1] ?? 0);
      if (level > 0) heading(node, level);
      if (node.children.some((child) => child.type === 'text' && child.value.trim() !== '')) {
        problems.push(...spacedAddresses(inline(node.children, [])));
      } else walk(node.children);
    }
  };
  walk(tree.children);
  return emptyLinks(tree.children, problems).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
