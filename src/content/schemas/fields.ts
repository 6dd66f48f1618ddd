/**
 * Field builders shared by the content schemas. Each one carries a message written for
 * editors, because these messages are what the build prints when a content file is wrong.
 */
import { z } from 'zod';
import { isValidIsoDate } from '../../lib/dates';
import { isSafePath, safePath } from '../../lib/file-names';

/**
 * Longest value a field may hold, in characters. Far above any real value (the longest
 * description today is about 230 characters); they stop a pasted document or a runaway value
 * from reaching every page. docs/content-reference.md lists them.
 */
export const MAX_LENGTH = {
  /** Titles, names, labels, places, times. */
  short: 200,
  /** Descriptions, excerpts, summaries, one-paragraph texts. */
  text: 1_000,
  /** Alternative text of an image. */
  alt: 500,
  /** Web links. */
  url: 2_000,
  /** Paths of files under public/ and of pages of this site. */
  path: 200,
  /** Identifiers used in web addresses. */
  slug: 100,
} as const;

/**
 * A true-or-false field: "yes" or "no", as people write them, gets the word to write
 * (YAML reads them as text, not as true and false).
 */
export function trueOrFalse(field: string) {
  return z.boolean({
    error: (issue) => {
      const word = typeof issue.input === 'string' ? issue.input.trim().toLowerCase() : '';
      const value = ['yes', 'y', 'on'].includes(word)
        ? 'true'
        : ['no', 'n', 'off'].includes(word)
          ? 'false'
          : undefined;
      return value ? `must be true or false: write ${field}: ${value}` : 'must be true or false';
    },
  });
}

/** The message for a value over its length limit (shared with the default wording in validate.ts). */
export function tooLongMessage(issue: { maximum: number | bigint; input?: unknown }): string {
  const has =
    typeof issue.input === 'string' ? ` (this one has ${issue.input.length.toLocaleString('en-US')})` : '';
  return `is too long: at most ${issue.maximum.toLocaleString('en-US')} characters are allowed${has}; shorten it`;
}

/** .max() with its own message: a schema's type message would otherwise be used for it. */
const maxLength = (max: number) => [max, { error: tooLongMessage }] as const;

/** Free text that must not be blank; `max` is the longest allowed, in characters. */
export const text = (max: number = MAX_LENGTH.text) =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(...maxLength(max))
    .refine(isFilledIn, placeholderError);

/** A short line of text (title, name, label) that must not be blank. */
export const shortText = () => text(MAX_LENGTH.short);

/** Optional text that may be left blank. */
export const optionalText = (max: number = MAX_LENGTH.short) =>
  z
    .string({ error: textTypeError })
    .trim()
    .max(...maxLength(max))
    .optional();

/** A calendar date written as YYYY-MM-DD (Asia/Manila), for example 2026-03-12. */
export const isoDate = (missing = 'is required: write the date YYYY-MM-DD, e.g. write 2026-12-05') =>
  z
    .string({ error: (issue) => dateTypeError(issue, missing) })
    .refine(isValidIsoDate, { error: (issue) => dateMessage(String(issue.input)) })
    // A refinement has no JSON Schema form: the format tells the web editor to offer a date picker.
    .meta({ format: 'date' });

/**
 * What a date that is not YYYY-MM-DD should be: `2026-12-5`, `2026/12/05`, `December 5, 2026`,
 * `5 Dec 2026` or `12/05/2026` names the day meant (write 2026-12-05); anything else is asked for
 * as a real calendar date.
 */
export function dateMessage(input: string): string {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(input.trim());
  if (parts) {
    const written = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
    if (isValidIsoDate(written))
      return `must be written YYYY-MM-DD, with two digits for the month and the day: write ${written} (got ${input})`;
  }
  const inWords = dateInWords(input);
  if (inWords) return `must be written YYYY-MM-DD (year, month, day): write ${inWords} (got ${input})`;
  const slashed = slashedDate(input);
  if (slashed) return `must be written YYYY-MM-DD (year, month, day): ${slashed} (got ${input})`;
  return `must be a real calendar date written YYYY-MM-DD (got ${input})`;
}

/**
 * 12/05/2026 read as month/day/year, as dates are written in the Philippines (content/README.md
 * says so): "write 2026-12-05", with the other reading when both numbers could be the month.
 * 25/12/2026 can only be day/month and is read so.
 */
function slashedDate(input: string): string | undefined {
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(input.trim());
  if (!parts) return undefined;
  const [first, second, year] = [parts[1]!.padStart(2, '0'), parts[2]!.padStart(2, '0'), parts[3]!];
  const monthDay = `${year}-${first}-${second}`;
  const dayMonth = `${year}-${second}-${first}`;
  if (isValidIsoDate(monthDay)) {
    return isValidIsoDate(dayMonth) && dayMonth !== monthDay
      ? `write ${monthDay} (read as month/day/year, as in the Philippines; if you meant day/month, write ${dayMonth})`
      : `write ${monthDay}`;
  }
  return isValidIsoDate(dayMonth) ? `write ${dayMonth}` : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "November 25, 2026", "Nov. 25 2026" or "25 November 2026" as 2026-11-25; undefined otherwise. */
function dateInWords(input: string): string | undefined {
  const text = input.trim();
  const monthFirst = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  const dayFirst = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text);
  const [month, day, year] = monthFirst
    ? [monthFirst[1]!, monthFirst[2]!, monthFirst[3]!]
    : dayFirst
      ? [dayFirst[2]!, dayFirst[1]!, dayFirst[3]!]
      : [];
  if (!month || !day || !year) return undefined;
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  if (index === -1) return undefined;
  const written = `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(written) ? written : undefined;
}

/** A link to another website: must start with https://. */
export const httpsUrl = () =>
  z
    .string({ error: textTypeError })
    .max(...maxLength(MAX_LENGTH.url))
    .refine(isHttpsUrl, {
      error: (issue) => {
        const written = String(issue.input).trim();
        // An address copied without its beginning (forms.agia.org.ph/...) or with http://.
        const https = written.replace(/^http:\/\//i, 'https://');
        const whole = /^[a-z][a-z+.-]*:/i.test(https) ? https : `https://${https.replace(/^\/+/, '')}`;
        const fix =
          whole !== written && isHttpsUrl(whole) && !written.startsWith('/') ? `: write ${whole}` : '';
        return `must be a full https:// link (got ${written})${fix}`;
      },
    })
    .meta({ format: 'uri' });

/** A file under public/, written from the site root: /images/news/convention.svg. */
export const localPath = (folder: 'images' | 'documents') =>
  z
    .string({ error: textTypeError })
    .max(...maxLength(MAX_LENGTH.path))
    .regex(new RegExp(`^/${folder}/[A-Za-z0-9._/-]+\\.[A-Za-z0-9]+$`), {
      error: (issue) => localPathMessage(folder, String(issue.input)),
    });

/**
 * A path under public/ written another way. A name with spaces or brackets (a photo as the phone
 * named it) gets the rename to do and the path to write; anything else an example of its kind.
 */
export function localPathMessage(folder: 'images' | 'documents', input: string): string {
  const example = folder === 'images' ? '/images/news/photo.jpg' : '/documents/example.pdf';
  if (input.startsWith(`/${folder}/`) && /\.[A-Za-z0-9]+$/.test(input) && !isSafePath(input)) {
    const renamed = safePath(input);
    return `must be a file path without spaces, brackets or other signs (got ${input}): rename the file public${input} to public${renamed} and write ${renamed}`;
  }
  // The path as github.com shows the file (public/images/...): the site's address leaves out public.
  const fromSite = input.trim().replace(/^\/?public\//, '/');
  if (fromSite !== input.trim() && fromSite.startsWith(`/${folder}/`)) {
    return `must be written from the site's root, without public/: write ${fromSite} (got ${input})`;
  }
  return `must be a file path under public/${folder}/, written like ${example} (got ${input})`;
}

/**
 * A page of this site: /training, /membership/how-to-join, /membership#renew. Never //host or /\\host, which a
 * browser opens as another website.
 */
export const sitePath = () =>
  z
    .string()
    .max(MAX_LENGTH.path)
    // Segments of letters, digits and hyphens, each after a single slash (no nested choice to
    // backtrack over): /, /training, /membership/how-to-join/, and optionally a section of the
    // page as its heading's id: /membership#renew.
    .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?)?(?:#[a-z0-9-]+)?$/, {
      error: (issue) =>
        /^[/\\](?:[/\\]|.*\/\/)/.test(String(issue.input))
          ? `must be a page of this site written with single slashes, like /training (got ${describe(issue.input)}; an address starting with // opens another website)`
          : `must be a page of this site starting with /, like /training (got ${String(issue.input)})`,
    });

/** Alternative text for an image: what a person who cannot see it needs to know. */
export const altText = () =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, { error: 'must describe the image (alt text cannot be empty)' })
    .max(...maxLength(MAX_LENGTH.alt))
    .refine(isFilledIn, placeholderError);

/** An identifier used in web addresses: lower-case letters, digits and hyphens. */
export const slug = () =>
  z
    .string({ error: textTypeError })
    .max(...maxLength(MAX_LENGTH.slug))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: (issue) =>
        `must use only lower-case letters, digits and single hyphens, like board-meeting-2026 (got ${String(issue.input)})`,
    });

/** True when both days are real YYYY-MM-DD dates, so their order can be checked. */
function hasBothDates(payload: { value: unknown }): boolean {
  const value = payload.value as { date?: unknown; endDate?: unknown } | undefined;
  return (
    typeof value?.date === 'string' &&
    typeof value.endDate === 'string' &&
    isValidIsoDate(value.date) &&
    isValidIsoDate(value.endDate)
  );
}

/**
 * endDate is on or after date. Checked whenever both dates are valid, even while other fields of
 * the same entry are wrong, so an editor sees every problem in one run.
 */
export function inDateOrder<T extends { date: string; endDate: string }, S extends z.ZodType<T>>(schema: S) {
  return schema.refine((value) => value.endDate >= value.date, {
    path: ['endDate'],
    when: hasBothDates,
    error: (issue) => `must be on or after date (${(issue.input as { date: string }).date})`,
  });
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The scaffolds (npm run new:news, ...) write "TODO: ..." in the fields an editor must fill in;
 * such a value is refused so that a half-filled file cannot be published.
 */
export const PLACEHOLDER = /^TODO\b/;

function isFilledIn(value: string): boolean {
  return !PLACEHOLDER.test(value);
}

const placeholderError = {
  error: (issue: { input: unknown }) =>
    `still holds the placeholder ${describe(issue.input)}: replace it with the real text`,
};

function textTypeError(issue: { input: unknown }): string {
  return issue.input === undefined ? 'is required' : `must be text (got ${describe(issue.input)})`;
}

function dateTypeError(issue: { input: unknown }, missing: string): string {
  return issue.input === undefined
    ? missing
    : `must be a date written YYYY-MM-DD in quotes or plain (got ${describe(issue.input)})`;
}

export function describe(value: unknown): string {
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `"${value.length > 80 ? `${value.slice(0, 80)}...` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}

/**
 * Other names of an issuance or a course (PGIAM, RPGIAM, NGICS), which the site search indexes, so a
 * visitor typing the abbreviation finds it (a course's page also shows them as "Also known as").
 */
export const aliases = () =>
  z
    .array(shortText(), { error: 'must be a list of names, one per line starting with -' })
    .min(1, { error: 'must list at least one name, or be left out' })
    .optional();
