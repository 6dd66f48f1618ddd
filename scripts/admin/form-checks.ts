/**
 * Checks the web editor makes before it saves, as plain functions (editor-init.ts calls them in
 * the browser; the content check still runs on every save). A date field checks its own value as
 * it is typed; what involves two fields (an end date before the start, one fee without the other)
 * is checked on the whole entry when the editor saves, where the values are always the current
 * ones. Each returns sentences for the editor, in sentence case.
 */
import { formatDate, isValidIsoDate } from '../../src/lib/dates';
import { labelOf } from './field-labels';
import { trainingPath } from '../../src/lib/training-paths';
import { REQUIRED_BEFORE_END } from '../../src/content/schemas/training';
import { dateMessage } from '../../src/content/schemas/fields';
import { spacedAddressFix } from '../content/body-structure';

/** Dates that may not be before ('after') or after ('before') another date of the same entry. */
export const DATE_ORDER: Record<string, { field: string; relation: 'after' | 'before' }> = {
  endDate: { field: 'date', relation: 'after' },
  registrationDeadline: { field: 'date', relation: 'before' },
};

/** Groups whose fields are filled in all together or not at all (a training's two fees). */
export const TOGETHER: ReadonlyArray<{ path: readonly string[]; fields: readonly string[] }> = [
  { path: ['fee'], fields: ['member', 'nonMember'] },
];

/** "2026-11-25" -> "November 25, 2026"; undefined unless a real calendar date. */
export function longDate(value: string | undefined): string | undefined {
  return value && isValidIsoDate(value) ? formatDate(value) : undefined;
}

/** A date field's own value: written as YYYY-MM-DD, and a day that exists. */
export function dateProblem(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // The content check's reading of 2026-12-5, 5 Dec 2026 or 12/05/2026.
    const fix = /: (write \d{4}-\d{2}-\d{2}.*) \(got .*\)$/.exec(dateMessage(value))?.[1];
    return fix
      ? `Write the date as year-month-day: ${fix}.`
      : 'Write the date as year-month-day, e.g. 2026-11-25.';
  }
  const written = value;
  return isValidIsoDate(value)
    ? undefined
    : `There is no such day as ${written}: check the month and the day.`;
}

const isFilled = (value: unknown) =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.trim() !== '');
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** What is wrong with an entry's fields taken together, before it is saved. */
export function entryProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [name, { field, relation }] of Object.entries(DATE_ORDER)) {
    const value = data[name];
    const other = data[field];
    if (typeof value !== 'string' || typeof other !== 'string') continue;
    if (!isValidIsoDate(value) || !isValidIsoDate(other)) continue;
    if (relation === 'after' ? value >= other : value <= other) continue;
    problems.push(
      `${labelOf(name)} (${formatDate(value)}) is ${relation === 'after' ? 'before' : 'after'} the ${lower(labelOf(field))} (${formatDate(other)}).`,
    );
  }
  for (const { path, fields: names } of TOGETHER) {
    const group = path.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
    if (!group || typeof group !== 'object') continue;
    const fields = names.map((key) => [key, (group as Record<string, unknown>)[key]] as const);
    const filled = fields.filter(([, value]) => isFilled(value)).map(([key]) => labelOf(key, [...path, key]));
    const empty = fields.filter(([, value]) => !isFilled(value)).map(([key]) => labelOf(key, [...path, key]));
    if (filled.length > 0 && empty.length > 0) {
      problems.push(
        `${filled.join(' and ')} is filled in but not the ${empty.map(lower).join(' and ')}: fill in both, or neither.`,
      );
    }
  }
  return problems;
}

/** What the form says is missing for a training that has not ended, by field. */
const UPCOMING_MISSING: Record<(typeof REQUIRED_BEFORE_END)[number], string> = {
  summary: 'the summary (two to four sentences on what participants learn)',
  fee: 'the registration fee (both rates, or choose To be announced)',
  cpdUnits: 'the CPD units (a number, or choose No CPD units)',
};

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && Object.values(value).every((item) => isEmpty(item)));

/**
 * A training that has not ended (its last day is today or later) needs a summary, a fee and CPD
 * units, as the content check says (src/content/schemas/training.ts, missingBeforeEnd); the form
 * cannot mark them required, since a past training may lack them.
 */
export function upcomingProblems(collection: string, data: Record<string, unknown>, today: string): string[] {
  if (collection !== 'trainings') return [];
  const last = typeof data.endDate === 'string' && data.endDate ? data.endDate : data.date;
  if (typeof last !== 'string' || !isValidIsoDate(last) || last < today) return [];
  const missing = REQUIRED_BEFORE_END.filter((field) => isEmpty(data[field])).map(
    (field) => UPCOMING_MISSING[field],
  );
  if (missing.length === 0) return [];
  const list =
    missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  return [
    `A training that has not ended yet needs ${list}: fill ${missing.length === 1 ? 'it' : 'them'} in.`,
  ];
}

/**
 * Where the site publishes a new entry, by collection, to tell before saving that its identifier
 * is taken (the web editor would save it as `x-1.yaml` beside the published `x.yaml`). Trainings
 * only: a news article is checked by its title (duplicateTitleProblem).
 */
export function publishedPage(collection: string, data: Record<string, unknown>): string | undefined {
  const id = data.id;
  if (collection !== 'trainings' || typeof id !== 'string') return undefined;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) ? trainingPath(id).slice(1) : undefined;
}

export function takenIdProblem(id: string, page: string): string {
  return `A training with the id ${id} is already on the site (/${page}): give this one an id of its own.`;
}

const sameTitle = (title: string) => title.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A new news article whose title is already published (the site's articles at build time): the
 * editor would save it as a copy (`x-1.md`) and the site would list two articles alike.
 */
export function duplicateTitleProblem(
  collection: string,
  data: Record<string, unknown>,
  published: readonly string[],
): string | undefined {
  if (collection !== 'news' || typeof data.title !== 'string' || !data.title.trim()) return undefined;
  const wanted = sameTitle(data.title);
  const match = published.find((title) => sameTitle(title) === wanted);
  return match === undefined
    ? undefined
    : `An article titled "${match}" is already on the site: give this one a title of its own, or open the published article to change it.`;
}

/** `[text](address)` or `![description](address "Caption")`, the address with its caption. */
const LINK = /(!?)\[([^\]\n]*)\]\(([^()\n]*)\)/g;
/** What follows the address when it has a caption: a space, then the caption in quotes (\" inside). */
const CAPTION = /\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')$/;

/**
 * What in the text of an article or page the content check would refuse on the pull request, said
 * before saving: a second top-level heading (`# `: the title is the page's only one) and an address
 * with a space (Markdown ends it there, so the page would show the text). Code blocks are left out.
 */
export function bodyProblems(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  const problems: string[] = [];
  let inCode = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) continue;
    const heading = /^# +(\S.*?)\s*$/.exec(line);
    if (heading) {
      problems.push(
        `The text has a second top-level heading, "# ${heading[1]}" (the title is the page's only one): write ## ${heading[1]}.`,
      );
    }
    for (const [written, bang, words, inside] of line.matchAll(LINK)) {
      const address = inside!.trim().replace(CAPTION, '');
      // <an address> may hold spaces in Markdown; any other address ends at the first one.
      if (!/\s/.test(address) || address.startsWith('<')) continue;
      const what = bang ? 'photo' : 'link';
      const fix = /^https?:\/\//.test(address)
        ? spacedAddressFix(address, (fixed) => `${bang}[${words}](${fixed})`)
        : "remove the space: the site's addresses and file names have none";
      problems.push(
        `The ${what} ${written} has a space in its address, so the page would show this text: ${fix}.`,
      );
    }
  }
  return problems;
}
