/** Route loader for /issuances (build only; see loaders/page.server.ts). */
import type { CopyOnRequestEntry } from '../content/schemas/issuance';
import type { Page } from '../content/schemas/page';
import { issuanceRegister, type IssuanceRow } from '../lib/issuance-register';
import { loadPage, type Loaders } from './page.server';

export interface IssuancesData {
  page: Page;
  /** The types, in the order of the filter. */
  categories: Array<{ id: string; name: string }>;
  /** Every issuance, newest first. */
  items: IssuanceRow[];
  /** The issuances whose text is only available from the Secretariat, in the order of the file. */
  copyOnRequest: CopyOnRequestEntry[];
}

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  '/issuances': async (): Promise<IssuancesData> => {
    const { issuances } = await import('#generated/issuances');
    return {
      page: await loadPage('/issuances'),
      categories: issuances.categories.map(({ id, name }) => ({ id, name })),
      items: issuanceRegister(issuances.categories),
      copyOnRequest: issuances.copyOnRequest ?? [],
    };
  },
} satisfies Loaders;
