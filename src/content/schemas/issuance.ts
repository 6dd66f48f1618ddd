/**
 * content/issuances.yaml: the laws and circulars on internal audit, grouped by type. The page
 * shows them as one register, newest first, with a filter by type (?category=id).
 */
import { z } from 'zod';
import { isHomePageAddress } from '../../lib/home-page-address';
import type { DocumentLink } from './document';
import { aliases, httpsUrl, isoDate, localPath, shortText, slug, text } from './fields';

/** Longest one-line summary, in characters: it must read as a single line on a wide screen. */
export const SUMMARY_MAX = 300;

const hasFileOrSource = (value: { file?: unknown; source?: unknown }) =>
  value.file !== undefined || value.source !== undefined;

export const IssuanceSchema = z
  .strictObject({
    number: shortText().describe(
      "The number exactly as printed on the issuance: Republic Act No. 3456, Memorandum Circular No. 89, s. 2005. It also makes the issuance's own address on the page (`/issuances#memorandum-circular-no-89-s-2005`), so keep it once published; two issuances cannot have the same number.",
    ),
    date: isoDate().describe(
      'The day it was signed or approved, `YYYY-MM-DD`. If you cannot find the date, do not add the issuance yet.',
    ),
    issuedBy: shortText().describe(
      'Who issued it: Congress of the Philippines, Office of the President, Department of Budget and Management, Commission on Audit, Civil Service Commission...',
    ),
    title: shortText().describe('Its official title or subject, e.g. Internal Auditing Act of 1962'),
    summary: text(SUMMARY_MAX).describe(
      'One sentence (at most 300 characters): what it means for internal auditors',
    ),
    file: localPath('documents')
      .optional()
      .describe(
        'Instead of `source`: a PDF you put in `public/documents/` first, written `/documents/name.pdf`. The page shows its type and size ("PDF, 240 KB"), measured from the file.',
      ),
    source: httpsUrl()
      .refine((url) => !isHomePageAddress(url), {
        error: (issue) =>
          `is the home page of ${new URL(String(issue.input)).hostname}, not the issuance: open the issuance itself there and copy the address of its page or PDF, or leave the issuance out until you find it`,
      })
      .optional()
      .describe(
        "The `https://` address of the official text: the Official Gazette, the Senate's issuances library, or the issuing agency's page or PDF of this issuance. Copy it from your browser's address bar after opening the issuance there. Needed when there is no `file`. An agency's home page is refused: link the document itself.",
      ),
    aliases: aliases().describe(
      'Other names visitors search for, one per line starting with `-`: abbreviations and variants such as `NGICS`. Found by the site search, whose result shows them as "Also known as"; the register itself does not repeat them.',
    ),
  })
  .refine(hasFileOrSource, {
    path: ['source'],
    // Checked even while other fields are wrong, so an editor sees every problem in one run.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    error:
      'is required when there is no file: give the https:// address of the official text, or a PDF in file',
  });

export const IssuanceCategorySchema = z.strictObject({
  name: shortText().describe('The type as visitors see it in the filter, e.g. Republic Act'),
  id: slug().describe(
    'Used in links to the filter (`/issuances?category=republic-act`): lower-case letters, digits and hyphens. Change it only if you accept that old links then open the full list.',
  ),
  items: z
    .array(IssuanceSchema)
    .describe('The issuances of this type, in any order: the page lists them newest first'),
});

/**
 * An issuance visitors look for whose official text we cannot link yet: no confirmed address and
 * no PDF. Listed apart from the register with a "Request a copy" e-mail to the Secretariat, so a
 * visitor who searches for it finishes with a request instead of a vague link.
 */
export const CopyOnRequestSchema = z.strictObject({
  number: shortText().describe(
    'The number exactly as printed: `DBM Circular Letter No. 2020-8`. It makes its address on the page (`/issuances#dbm-circular-letter-no-2020-8`) and the subject of the e-mail; it cannot be the number of an issuance of the register.',
  ),
  date: isoDate()
    .optional()
    .describe('The day it was signed, `YYYY-MM-DD`, if you know it for certain; otherwise leave it out.'),
  issuedBy: shortText().describe('Who issued it: Department of Budget and Management...'),
  title: shortText().describe(
    'Its title as visitors know it: `Revised Philippine Government Internal Audit Manual (RPGIAM)`',
  ),
  aliases: aliases().describe(
    'Other names visitors search for, one per line starting with `-`: `PGIAM`, `RPGIAM`. Found by the site search.',
  ),
});

export const IssuancesSchema = z.strictObject({
  copyOnRequest: z
    .array(CopyOnRequestSchema)
    .optional()
    .describe(
      'Issuances whose official text you cannot link or attach yet: the page lists them under "Copies on request", each with a "Request a copy" e-mail to the Secretariat. Move one into `categories` the day you have its official address or PDF.',
    ),
  categories: z
    .array(IssuanceCategorySchema)
    .min(1, { error: 'must list at least one category' })
    .describe('The types of issuance, in the order of the filter'),
});

export type Issuance = z.infer<typeof IssuanceSchema>;
export type IssuanceCategory = z.infer<typeof IssuanceCategorySchema>;
export type CopyOnRequest = z.infer<typeof CopyOnRequestSchema>;
export type Issuances = z.infer<typeof IssuancesSchema>;

/** An issuance as pages receive it: its anchor, and the file with its type and size measured at build time. */
export type IssuanceEntry = Omit<Issuance, 'file'> & { anchor: string; file?: DocumentLink };
export type IssuanceCategoryEntry = Omit<IssuanceCategory, 'items'> & { items: IssuanceEntry[] };
/** An issuance available on request, with its anchor on /issuances. */
export type CopyOnRequestEntry = CopyOnRequest & { anchor: string };
export interface IssuancesContent {
  categories: IssuanceCategoryEntry[];
  copyOnRequest?: CopyOnRequestEntry[];
}
