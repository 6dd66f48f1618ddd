/** Route loader for /issuances (server side only; see loaders/page.ts). */
import type { Page } from '../content/schemas/page';
import { issuanceRegister, type IssuanceRow } from '../lib/issuance-register';
import { loadPage } from './page';
import { withListedUpdates } from './updated';

export interface IssuancesData {
  page: Page;
  /** The types, in the order of the filter. */
  categories: Array<{ id: string; name: string }>;
  /** Every issuance, newest first. */
  items: IssuanceRow[];
}

export async function issuancesLoader(): Promise<IssuancesData | null> {
  if (!import.meta.env.SSR) return null;
  const { issuances } = await import('../content/generated/issuances');
  return {
    page: await withListedUpdates(await loadPage('issuances'), '/issuances'),
    categories: issuances.categories.map(({ id, name }) => ({ id, name })),
    items: issuanceRegister(issuances.categories),
  };
}
