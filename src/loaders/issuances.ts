/** Route loader for /issuances (server side only; see loaders/page.ts). */
import type { IssuanceCategoryEntry } from '../content/schemas/issuance';
import type { Page } from '../content/schemas/page';
import { loadPage } from './page';

export interface IssuancesData {
  page: Page;
  categories: IssuanceCategoryEntry[];
}

export async function issuancesLoader(): Promise<IssuancesData | null> {
  if (!import.meta.env.SSR) return null;
  const { issuances } = await import('../content/generated/issuances');
  return { page: await loadPage('issuances'), categories: issuances.categories };
}
