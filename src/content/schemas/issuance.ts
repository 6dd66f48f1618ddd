/** content/issuances.yaml: legal issuances grouped by category, shown as tabs. */
import { z } from 'zod';
import type { DocumentLink } from './document';
import { isoDate, localPath, shortText, slug, text } from './fields';

export const IssuanceSchema = z.strictObject({
  /** Title, e.g. Republic Act No. 3456. */
  title: shortText(),
  /** Date of the issuance, YYYY-MM-DD (optional). */
  date: isoDate().optional(),
  /** What the issuance is about, one or two sentences. */
  description: text(),
  /** The PDF under public/documents/. */
  file: localPath('documents'),
});

export const IssuanceCategorySchema = z.strictObject({
  /** Tab label, e.g. Republic Act. */
  name: shortText(),
  /** Used in the address (?category=...), e.g. republic-act. */
  id: slug(),
  /** Documents in the order shown. */
  items: z.array(IssuanceSchema),
});

export const IssuancesSchema = z.strictObject({
  /** Categories in tab order; the first is shown first. */
  categories: z.array(IssuanceCategorySchema).min(1, { error: 'must list at least one category' }),
});

export type Issuance = z.infer<typeof IssuanceSchema>;
export type IssuanceCategory = z.infer<typeof IssuanceCategorySchema>;
export type Issuances = z.infer<typeof IssuancesSchema>;

/** An issuance as pages receive it: the file with its type and size, measured at build time. */
export type IssuanceEntry = Omit<Issuance, 'file'> & { file: DocumentLink };
export type IssuanceCategoryEntry = Omit<IssuanceCategory, 'items'> & { items: IssuanceEntry[] };
export interface IssuancesContent {
  categories: IssuanceCategoryEntry[];
}
