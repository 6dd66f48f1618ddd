/** The prerendered pages as the post-build steps see them, and which of them are indexable. */
import path from 'node:path';

export interface PageText {
  /** Absolute path of the file in dist/. */
  file: string;
  /** Route path: / for index.html, /about for about.html, /news/x for news/x.html. */
  route: string;
  /** The page as written. */
  html: string;
}

/** True for pages marked <meta name="robots" content="noindex"> (the not-found pages). */
export function isNoindex(html: string): boolean {
  return /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html);
}

/** Whether a page belongs in the sitemap and the site search: not 404.html, not noindex. */
export function isIndexable(page: PageText): boolean {
  return path.basename(page.file) !== '404.html' && !isNoindex(page.html);
}

/** The pages that belong in the sitemap and the site search. */
export function indexablePages(pages: readonly PageText[]): PageText[] {
  return pages.filter(isIndexable);
}
