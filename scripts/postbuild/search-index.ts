/**
 * Post-build step: the site search index (pagefind).
 * Inputs:  each page's tree as the policy step parsed it, fed as the pages are written
 *          (scripts/build/ssg-hooks.ts): the indexable ones (not 404.html, not noindex pages, not
 *          the pages not ready yet (`comingSoon`), which no menu links to either; each with its
 *          result type as data-pagefind-* inside <main>); the trainings and issuances, the base path.
 * Outputs: dist/pagefind/ (the index and its loader), fetched by the browser only when a visitor
 *          starts searching (src/components/search/).
 * Steps:   add a record per training and per issuance, index each page's <main>, write the
 *          files.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { BuildContext, BuiltPage, SearchIndexer } from './context';
import { attribute, elementsNamed, type HtmlElement, type HtmlParent } from './html-tree';
import { indexHtmlOf, issuanceRecords, trainingRecords } from './search-records';

export type { SearchIndexer };

/** Whether a page belongs in the site search: not 404.html, not <meta name="robots" content="noindex">. */
export function isIndexable(page: Pick<BuiltPage, 'file'>, document: HtmlParent): boolean {
  const noindex = (meta: HtmlElement) =>
    attribute(meta, 'name')?.trim().toLowerCase() === 'robots' &&
    (attribute(meta, 'content') ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .includes('noindex');
  return path.basename(page.file) !== '404.html' && ![...elementsNamed(document, 'meta')].some(noindex);
}

/**
 * Starts pagefind and adds the training and issuance records, known before any page renders
 * (a training is found at its own page, src/lib/training-paths.ts).
 */
export async function startSearchIndexer({
  content,
  basePath: base,
}: Pick<BuildContext, 'content' | 'basePath'>): Promise<SearchIndexer> {
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav[aria-label="Breadcrumb"]'],
    forceLanguage: 'en',
  });
  if (!index) {
    await pagefind.close();
    throw new Error(`pagefind could not start: ${errors.join('; ')}`);
  }
  const adding: Array<Promise<void>> = [];
  let failure: Error | undefined;
  // Not awaited one by one: pagefind works on one page while the next ones are on their way.
  const track = (what: string, added: Promise<{ errors: string[] }>) => {
    adding.push(
      added.then(
        (result) => {
          if (result.errors.length > 0)
            failure ??= new Error(`pagefind: ${what}: ${result.errors.join('; ')}`);
        },
        (error: unknown) => {
          failure ??= error instanceof Error ? error : new Error(String(error));
        },
      ),
    );
  };
  const records = [...trainingRecords(content.trainings, base), ...issuanceRecords(content.issuances, base)];
  // pagefind handles its requests in the order they are sent: the records, then the pages.
  for (const record of records) track(record.url, index.addCustomRecord(record));
  // A training with a page of its own is found through its record (clean text, its dates);
  // indexing the page too would list it twice.
  const recorded = new Set(records.map((record) => record.url));
  // A page not ready yet answers at its address, but is found neither through the menus nor here.
  const notReady = new Set(content.comingSoonPaths);
  return {
    add(page, document) {
      if (notReady.has(page.route) || recorded.has(`${base}${page.route}`) || !isIndexable(page, document))
        return;
      // Each page goes in as its head and <main> (the only part indexed); the page itself carries
      // its result type as pagefind data (src/components/layout/root-layout.tsx).
      const content = indexHtmlOf(document);
      track(page.route, index.addHTMLFile({ url: `${base}${page.route}`, content }));
    },
    async finish(distDir) {
      try {
        await Promise.all(adding);
        if (failure) throw failure;
        const outputPath = path.join(distDir, 'pagefind');
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
        // The site has its own search page; pagefind's ready-made interfaces are never loaded.
        for (const name of await readdir(outputPath)) {
          if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name))
            await rm(path.join(outputPath, name));
        }
      } finally {
        await pagefind.close();
      }
    },
    close: async () => {
      await pagefind.close();
    },
  };
}

/** The post-build step: finishes the indexer the prerender started and fed. */
export async function writeSearchIndex({ distDir, searchIndexer }: BuildContext): Promise<void> {
  await searchIndexer.finish(distDir);
}
