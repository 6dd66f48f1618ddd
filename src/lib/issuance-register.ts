/** The issuances as one register: every type together, newest first. */
import type { IssuanceCategoryEntry, IssuanceEntry } from '../content/schemas/issuance';

/** An issuance with the type it is filed under. */
export type IssuanceRow = IssuanceEntry & { category: { id: string; name: string } };

/** Newest first by date; issuances of the same day keep the order of the file. */
export function issuanceRegister(categories: readonly IssuanceCategoryEntry[]): IssuanceRow[] {
  const rows = categories.flatMap(({ id, name, items }) =>
    items.map((item) => ({ ...item, category: { id, name } })),
  );
  return rows.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
