/**
 * Field builders shared by the content schemas. Each one carries a message written for
 * editors, because these messages are what the build prints when a content file is wrong.
 */
import { z } from 'zod';
import { isValidIsoDate } from '../../lib/dates';

/** Free text that must not be blank. */
export const text = () =>
  z.string({ error: textTypeError }).trim().min(1, { error: 'must not be empty' }).refine(isFilledIn, placeholderError);

/** A calendar date written as YYYY-MM-DD (Asia/Manila), for example 2026-03-12. */
export const isoDate = () =>
  z
    .string({ error: dateTypeError })
    .refine(isValidIsoDate, {
      error: (issue) => `must be a real calendar date written YYYY-MM-DD (got ${String(issue.input)})`,
    });

/** A link to another website: must start with https://. */
export const httpsUrl = () =>
  z.string({ error: textTypeError }).refine(isHttpsUrl, {
    error: (issue) => `must be a full https:// link (got ${String(issue.input)})`,
  });

/** A file under public/, written from the site root: /images/news/convention.svg. */
export const localPath = (folder: 'images' | 'documents') =>
  z.string({ error: textTypeError }).regex(new RegExp(`^/${folder}/[A-Za-z0-9._/-]+\\.[A-Za-z0-9]+$`), {
    error: (issue) =>
      `must be a file path under public/${folder}/, written like /${folder}/example.${folder === 'images' ? 'svg' : 'pdf'} (got ${String(issue.input)})`,
  });

/** Alternative text for an image: what a person who cannot see it needs to know. */
export const altText = () =>
  z
    .string({ error: textTypeError })
    .trim()
    .min(1, { error: 'must describe the image (alt text cannot be empty)' })
    .refine(isFilledIn, placeholderError);

/** An identifier used in web addresses: lower-case letters, digits and hyphens. */
export const slug = () =>
  z.string({ error: textTypeError }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
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

function dateTypeError(issue: { input: unknown }): string {
  return issue.input === undefined
    ? 'is required'
    : `must be a date written YYYY-MM-DD in quotes or plain (got ${describe(issue.input)})`;
}

export function describe(value: unknown): string {
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}
