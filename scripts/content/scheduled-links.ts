/**
 * Links to news articles that are not on the site yet: scheduled ones (dated after the build's
 * "today") and drafts. A link in a Markdown body to a scheduled article waits for it: the build
 * writes its text without the link until the article's day, and the nightly rebuild of that day
 * writes the link (docs/decisions/011-tests-on-a-fixture-site.md). Everything else that
 * names such an article is reported.
 */
import type { Element, ElementContent, Root } from 'hast';
import { formatDate, type IsoDate } from '../../src/lib/dates';
import { isTree } from './body-html';
import type { LinkRef } from './internal-links';

/** A news article the build leaves out, by the address it will have. */
export interface UnpublishedPage {
  /** /news/{slug} */
  path: string;
  date: IsoDate;
  draft: boolean;
  /** The article's file, e.g. content/news/x.md. */
  file: string;
}

/** The page a link leads to, as the site's addresses are written (no query, part or trailing slash). */
export function linkedPage(href: string): string {
  const { pathname } = new URL(href, 'https://site.invalid');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when a link in a body waits for its article instead of being reported. */
export const waitsForArticle = (link: Pick<LinkRef, 'path'>, page: UnpublishedPage): boolean =>
  !page.draft && link.path.length === 1 && link.path[0] === 'body';

/** What to tell the editor about a link to an article that is not on the site, or undefined when the link waits. */
export function unpublishedLinkProblem(
  link: Pick<LinkRef, 'href' | 'path'>,
  page: UnpublishedPage,
): string | undefined {
  if (page.draft) {
    return `links to ${link.href}, but that article is a draft (draft: true in ${page.file}), so it is not on the site: remove the link, or publish the article by removing draft: true`;
  }
  if (waitsForArticle(link, page)) return undefined;
  return `links to ${link.href}, an article scheduled for ${formatDate(page.date)}: it is not on the site until then. Add this link on or after that day, or write it in the text of a page or article, where a link to a scheduled article appears by itself on the article's day`;
}

/** Neighbouring text nodes as one, as the link's text reads in the sentence around it. */
function joinTexts(children: ElementContent[]): ElementContent[] {
  const joined: ElementContent[] = [];
  for (const child of children) {
    const last = joined.at(-1);
    if (child.type === 'text' && last?.type === 'text')
      joined[joined.length - 1] = { type: 'text', value: last.value + child.value };
    else joined.push(child);
  }
  return joined;
}

function unlinkChildren(children: ElementContent[], waiting: ReadonlySet<string>): ElementContent[] {
  let unwrapped = false;
  const unlinked = children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    const element: Element = { ...child, children: unlinkChildren(child.children, waiting) };
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href !== 'string' || !href.startsWith('/') || !waiting.has(linkedPage(href))) return [element];
    unwrapped = true;
    return element.children;
  });
  return unwrapped ? joinTexts(unlinked) : unlinked;
}

/** A body tree whose links to the waiting pages are replaced by their text. */
export function withoutLinksTo(tree: Root, waiting: ReadonlySet<string>): Root {
  return { ...tree, children: unlinkChildren(tree.children as ElementContent[], waiting) };
}

/** Replaces, in place, every `body` tree found in `value` (a generated export) by one without links to `waiting`. */
export function unlinkWaitingArticles(value: unknown, waiting: ReadonlySet<string>): void {
  if (waiting.size === 0 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) unlinkWaitingArticles(item, waiting);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'body' && isTree(child)) record[key] = withoutLinksTo(child, waiting);
    else unlinkWaitingArticles(child, waiting);
  }
}
