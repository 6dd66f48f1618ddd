/** The prerendered pages as the post-build steps see them, and what the steps read in them. */
import path from 'node:path';
import { inlineScriptsIn } from './csp';
import { attribute, elementsNamed, parseHtml, type HtmlParent } from './html-tree';
import { indexHtmlOf } from './search-records';

export interface PageText {
  /** Absolute path of the file in dist/. */
  file: string;
  /** Route path: / for index.html, /about for about.html, /news/x for news/x.html. */
  route: string;
  /** The page as written. */
  html: string;
}

/** True for a page marked <meta name="robots" content="noindex"> (the not-found pages). */
export function hasNoindex(root: HtmlParent): boolean {
  for (const meta of elementsNamed(root, 'meta')) {
    if (attribute(meta, 'name')?.trim().toLowerCase() !== 'robots') continue;
    const directives = (attribute(meta, 'content') ?? '').toLowerCase().split(/[\s,]+/);
    if (directives.includes('noindex')) return true;
  }
  return false;
}

/** What the post-build steps need from a page, read in one pass. */
export interface PageReading {
  /** Whether the page belongs in the site search: not 404.html, not noindex. */
  indexable: boolean;
  /** The text of every inline script the policy must allow (csp.ts). */
  inlineScripts: string[];
  /** The page's own Content-Security-Policy <meta> elements' policies. */
  pagePolicies: string[];
  /** What the search indexer reads of an indexable page (search-records.ts); undefined otherwise. */
  indexHtml?: string;
}

const readings = new WeakMap<PageText, PageReading>();

/**
 * Parses a page once (parse5, as a browser parses it: html-tree.ts) for all the steps: the
 * search indexer and the security check each ask for the same page, and a parse
 * costs about a millisecond per 20 KB. Only the small reading is kept, never the tree.
 */
export function readPage(page: PageText): PageReading {
  const known = readings.get(page);
  if (known) return known;
  const document = parseHtml(page.html);
  const indexable = path.basename(page.file) !== '404.html' && !hasNoindex(document);
  const pagePolicies = [...elementsNamed(document, 'meta')]
    .filter((meta) => attribute(meta, 'http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((meta) => attribute(meta, 'content') ?? '');
  const reading: PageReading = { indexable, inlineScripts: inlineScriptsIn(document), pagePolicies };
  // Last: the search's copy is cut out of the same tree.
  if (indexable) reading.indexHtml = indexHtmlOf(document);
  readings.set(page, reading);
  return reading;
}
