/**
 * The one build context every post-build step receives: made once, after the last page is
 * written, by scripts/build/ssg-hooks.ts. Steps read what they need from it (site address, build
 * date, compiled content, the pages as written) and never load content or work out the site
 * address on their own, nor read back data from the HTML they or the prerender wrote.
 * Steps import this module, never scripts/build/ssg-hooks.ts (which lists them) or each other,
 * and this module imports no step: there is no import loop.
 */
import { generatedDir, loadGeneratedIndex } from '../content/generated-dir';
import type { IssuancesContent } from '../../src/content/schemas/issuance';
import type { NewsSummary } from '../../src/content/schemas/news';
import type { Training } from '../../src/content/schemas/training';
import type { HtmlDocument } from './html-tree';

/** The compiled content the steps use (the content build's modules, #generated/*). */
export interface BuildContent {
  site: { name: string; shortName: string };
  newsSummaries: readonly NewsSummary[];
  trainings: readonly Training[];
  issuances: IssuancesContent;
  /** The day each content file last changed, by its path under content/ (scripts/content/last-changed.ts). */
  contentUpdated: Readonly<Record<string, string>>;
  /** The pages not ready yet (`comingSoon`): answered at their address, kept out of the search. */
  comingSoonPaths: readonly string[];
}

/** A prerendered page as written, and what the security check reads of it. */
export interface BuiltPage {
  /** Absolute path of the file in dist/. */
  file: string;
  /** Route path: / for index.html, /about for about.html, /news/x for news/x.html. */
  route: string;
  /** The text of every inline script the page's policy must allow (csp.ts). */
  inlineScripts: readonly string[];
  /** The page's own Content-Security-Policy <meta> elements' policies. */
  pagePolicies: readonly string[];
}

/** The search index, fed page by page (made by search-index.ts). */
export interface SearchIndexer {
  /** Starts indexing a page from its parsed tree (which it changes); leaves out 404 and noindex pages. */
  add(page: Pick<BuiltPage, 'file' | 'route'>, document: HtmlDocument): void;
  /** Waits for every page and record to be indexed, writes dist/pagefind/ and stops the indexer. */
  finish(distDir: string): Promise<void>;
  /** Stops the indexer without writing anything (the build failed). */
  close(): Promise<void>;
}

export interface BuildContext {
  /** Absolute path of the output folder (dist/). */
  distDir: string;
  /** Absolute path of the project root. */
  root: string;
  /** Absolute address of the site, base path included, without a trailing slash (src/lib/site-url.ts). */
  siteUrl: string;
  /** The base path pages are served under: "" or "/agia". */
  basePath: string;
  /** The build date, a Manila calendar day (SITE_TODAY or today). */
  today: string;
  content: BuildContent;
  /** The prerendered pages as written, in route order. */
  pages: readonly BuiltPage[];
  /** The search indexer, fed with every page (search-index.ts). */
  searchIndexer: SearchIndexer;
  /** The Content-Security-Policy header's value, for `_headers` (security-headers.ts). */
  headerPolicy: string;
}

export type PostBuildStep = (ctx: BuildContext) => Promise<void>;

/** The base path of BASE_PATH ("/", "/agia/" -> "", "/agia"), as Vite's `base` serves the site. */
export function basePathOf(base: string | undefined): string {
  return (base ?? '/').replace(/\/+$/, '');
}

/**
 * The compiled content and the values the content build settled (site address, build date),
 * loaded once at run time from the modules of this build (CONTENT_ROOT and BASE_PATH).
 */
export async function loadGenerated(
  root: string,
): Promise<{ content: BuildContent; siteUrl: string; today: string }> {
  const generated = await loadGeneratedIndex(generatedDir(root));
  const [
    { site },
    { newsSummaries },
    { trainings },
    { issuances },
    { siteUrl, buildToday },
    { contentUpdated },
    { comingSoonPaths },
  ] = await Promise.all([
    generated.site(),
    generated['news-summaries'](),
    generated.trainings(),
    generated.issuances(),
    generated.build(),
    generated['content-updated'](),
    generated['coming-soon'](),
  ]);
  return {
    content: { site, newsSummaries, trainings, issuances, contentUpdated, comingSoonPaths },
    siteUrl,
    today: buildToday,
  };
}
