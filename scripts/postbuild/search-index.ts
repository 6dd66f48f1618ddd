/**
 * Post-build step: the site search index (pagefind).
 * Inputs:  the indexable pages in dist/ (not 404.html, not noindex pages), content trainings and
 *          issuances, the build date, BASE_PATH.
 * Outputs: dist/pagefind/ (the index and its loader), fetched by the browser only when a visitor
 *          starts searching (src/components/search/).
 * Steps:   index each page's <main> with its result type, add a record per training and per
 *          issuance, write the files.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { buildToday } from '../../src/content/generated/build';
import { issuances } from '../../src/content/generated/issuances';
import { trainings } from '../../src/content/generated/trainings';
import { indexablePages } from './html-files';
import type { PostBuildContext } from './index';
import {
  issuanceRecords,
  mainOnly,
  resultTypeOf,
  trainingRecords,
  withoutInitials,
  withResultType,
} from './search-records';

export async function writeSearchIndex({ distDir, pages: readPages }: PostBuildContext): Promise<void> {
  const base = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav[aria-label="Breadcrumb"]'],
    forceLanguage: 'en',
  });
  try {
    if (!index) throw new Error(`pagefind could not start: ${errors.join('; ')}`);
    const pages = indexablePages(await readPages());
    const routes = new Set(pages.map((page) => page.route));
    // All pages at once: pagefind works on one while the next ones are on their way. Each page
    // goes in as its <main> (the only part indexed) with its result type.
    await Promise.all(
      pages.map(async (page) => {
        const added = await index.addHTMLFile({
          url: `${base}${page.route}`,
          content: withoutInitials(withResultType(mainOnly(page.html), resultTypeOf(page.route))),
        });
        if (added.errors.length > 0) throw new Error(`pagefind: ${page.route}: ${added.errors.join('; ')}`);
      }),
    );
    // A training with a page of its own is found through that page.
    const pageOf = (id: string) => [...routes].find((route) => route.endsWith(`/${id}`));
    const records = [
      ...trainingRecords(trainings, buildToday, pageOf, base),
      ...issuanceRecords(issuances, base),
    ];
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length > 0) throw new Error(`pagefind: ${record.url}: ${added.errors.join('; ')}`);
    }
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
}
