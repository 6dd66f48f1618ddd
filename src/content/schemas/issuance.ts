/**
 * content/issuances.yaml: the laws and circulars on internal audit, grouped by type. The page
 * shows them as one register, newest first, with a filter by type (?category=id).
 */
import { z } from 'zod';
import type { DocumentLink } from './document';
import { httpsUrl, isoDate, localPath, shortText, slug, text } from './fields';

/** Longest one-line summary, in characters: it must read as a single line on a wide screen. */
export const SUMMARY_MAX = 300;

const hasFileOrSource = (value: { file?: unknown; source?: unknown }) =>
  value.file !== undefined || value.source !== undefined;

export const IssuanceSchema = z
  .strictObject({
    number: shortText().describe(
      'The number exactly as printed on the issuance, e.g. Republic Act No. 3456 or Memorandum Circular No. 89, s. 2005. It also makes the address of the entry (#republic-act-no-3456), so keep it once published.',
    ),
    date: isoDate().describe('The date the issuance was signed or approved, written YYYY-MM-DD.'),
    issuedBy: shortText().describe(
      'Who issued it, e.g. Congress of the Philippines, Office of the President, Department of Budget and Management.',
    ),
    title: shortText().describe('Its official title or subject, e.g. Internal Auditing Act of 1962.'),
    summary: text(SUMMARY_MAX).describe('What it means for internal auditors, in one sentence.'),
    file: localPath('documents')
      .optional()
      .describe('A PDF of the issuance under public/documents/, e.g. /documents/ra-3456.pdf. Leave out when you give source.'),
    source: httpsUrl()
      .optional()
      .describe(
        'The https:// address of the official text (Official Gazette, Senate, DBM, COA, CSC...). Leave out when you give file.',
      ),
  })
  .refine(hasFileOrSource, {
    path: ['source'],
    // Checked even while other fields are wrong, so an editor sees every problem in one run.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    error: 'is required when there is no file: give the https:// address of the official text, or a PDF in file',
  });

export const IssuanceCategorySchema = z.strictObject({
  name: shortText().describe('The name of the type, shown in the filter, e.g. Republic Act.'),
  id: slug().describe('Used in links to the filter (/issuances?category=republic-act); keep it once published.'),
  items: z.array(IssuanceSchema).describe('The issuances of this type, in any order: the page sorts them newest first.'),
});

export const IssuancesSchema = z.strictObject({
  categories: z
    .array(IssuanceCategorySchema)
    .min(1, { error: 'must list at least one category' })
    .describe('The types of issuance, in the order of the filter.'),
});

export type Issuance = z.infer<typeof IssuanceSchema>;
export type IssuanceCategory = z.infer<typeof IssuanceCategorySchema>;
export type Issuances = z.infer<typeof IssuancesSchema>;

/** An issuance as pages receive it: its anchor, and the file with its type and size measured at build time. */
export type IssuanceEntry = Omit<Issuance, 'file'> & { anchor: string; file?: DocumentLink };
export type IssuanceCategoryEntry = Omit<IssuanceCategory, 'items'> & { items: IssuanceEntry[] };
export interface IssuancesContent {
  categories: IssuanceCategoryEntry[];
}
