/** Checks that span fields or files: unique identifiers and files that must exist in public/. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { nearest } from './nearest';
import { locate } from './entry-names';
import { shortValue, type FieldPath, type Problem } from './problems';
import { spacedAddressFix } from './body-structure';
import type { Located } from './validate';

export interface Keyed {
  /** The identifier value. */
  value: string;
  where: Located;
  path: FieldPath;
  /** The file's data, to name the entry in the report. */
  data?: unknown;
}

/** The file a Decap copy was named after: `rbia-2026-03-1.yaml` -> `rbia-2026-03.yaml`. */
export function decapOriginal(file: string): string | undefined {
  const match = /^(.*)-\d+(\.[a-z]+)$/.exec(file);
  return match ? `${match[1]}${match[2]}` : undefined;
}

/**
 * The entries, the newer files last, so a repeated identifier is blamed on the file that repeats
 * it, never on the published one: first the files already published (in `published`, when the
 * caller knows it), then the ones named like the web editor names a new entry whose name is taken
 * (`x-1.yaml` next to `x.yaml`), then the files that are new; otherwise in the order given.
 */
export function newerLast(entries: readonly Keyed[], published?: ReadonlySet<string>): Keyed[] {
  const files = new Set(entries.map((entry) => entry.where.file));
  const rank = (file: string) => {
    if (published && !published.has(file)) return 2;
    const original = decapOriginal(file);
    return original !== undefined && files.has(original) ? 1 : 0;
  };
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry.where.file) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * One problem for every repeat of an identifier, pointing back at the first use; the newer file
 * is the repeat (newerLast). `published`: the content files of the published site, when known.
 */
export function findDuplicates(
  entries: readonly Keyed[],
  label: string,
  published?: ReadonlySet<string>,
): Problem[] {
  const first = new Map<string, Keyed>();
  const problems: Problem[] = [];
  for (const entry of newerLast(entries, published)) {
    const seen = first.get(entry.value);
    if (!seen) {
      first.set(entry.value, entry);
      continue;
    }
    const at = `${seen.where.file}:${seen.where.lineOf(seen.path) ?? '?'}`;
    problems.push({
      ...locate(entry.where, entry.data, entry.path),
      message: `${label} "${entry.value}" is already used at ${at} (each ${label} must be unique)`,
    });
  }
  return problems;
}

/**
 * Two news articles with the same title and date: most often one article saved twice (the web
 * editor names the second `...-1.md`), which the site would list twice. Blamed on the newer file.
 */
export function sameTitleSameDay(
  articles: ReadonlyArray<{ title: string; date: string; slug: string; where: Located; data: unknown }>,
  published?: ReadonlySet<string>,
): Problem[] {
  const slugOf = new Map(articles.map((article) => [article.where.file, article.slug]));
  const keyed: Keyed[] = articles.map(({ title, date, where, data }) => ({
    value: `${date} ${title.trim().replace(/\s+/g, ' ').toLowerCase()}`,
    where,
    path: ['title'],
    data,
  }));
  const first = new Map<string, Keyed>();
  const problems: Problem[] = [];
  for (const entry of newerLast(keyed, published)) {
    const seen = first.get(entry.value);
    if (!seen) {
      first.set(entry.value, entry);
      continue;
    }
    // The same address too: the repeated slug is reported already, once is enough.
    if (slugOf.get(seen.where.file) === slugOf.get(entry.where.file)) continue;
    const { title, date } = entry.data as { title: string; date: string };
    problems.push({
      ...locate(entry.where, entry.data, entry.path),
      message: `"${shortValue(title)}" dated ${date} is already the title of ${seen.where.file}, on the same day: if this file is a copy of that article, delete it; otherwise give one of them another title`,
    });
  }
  return problems;
}

const LOCAL_FILE = /^\/(images|documents)\//;

/** Every string in a value that names a file under public/, with its field path. */
export function localFileRefs(value: unknown, at: FieldPath = []): Array<{ path: FieldPath; ref: string }> {
  if (typeof value === 'string') return LOCAL_FILE.test(value) ? [{ path: at, ref: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => localFileRefs(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'body' ? [] : localFileRefs(item, [...at, key]),
    );
  }
  return [];
}

/** The file path of a reference, %-escapes decoded; null when an escape is broken (%E0%A4%A). */
export function decodedPath(ref: string): string | null {
  try {
    return decodeURIComponent(ref.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
}

export function publicFileExists(publicDir: string, ref: string): boolean {
  const clean = decodedPath(ref);
  if (clean === null) return false;
  const resolved = path.join(publicDir, clean);
  return resolved.startsWith(publicDir + path.sep) && existsSync(resolved);
}

/**
 * A file in the same folder that the editor most likely meant: the same name in other capitals
 * (Photo.JPG for photo.jpg: the web server tells them apart), the same name with another
 * extension (.jpeg for .jpg), or else the nearest name (forum-l.jpg for forum-1.jpg, nearest.ts).
 */
export function similarPublicFile(publicDir: string, ref: string): string | undefined {
  const clean = decodedPath(ref);
  if (clean === null) return undefined;
  const folder = path.join(publicDir, path.dirname(clean));
  if (!folder.startsWith(publicDir + path.sep) || !existsSync(folder)) return undefined;
  const wanted = path.basename(clean).toLowerCase();
  const stem = (name: string) => name.toLowerCase().replace(/\.[^.]*$/, '');
  const names = readdirSync(folder);
  // A name one digit off (induction-2025.jpg for induction-2026.jpg) is another photo, not a typo.
  const letters = (name: string) => name.toLowerCase().replace(/[0-9]/g, '');
  const near = nearest(path.basename(clean), names);
  const match =
    names.find((name) => name.toLowerCase() === wanted) ??
    names.find((name) => stem(name) === stem(wanted) && name.includes('.')) ??
    (near !== undefined && letters(near) !== letters(wanted) ? near : undefined);
  return match === undefined ? undefined : `${path.posix.dirname(clean)}/${match}`;
}

/**
 * The same file name in another folder under the same top folder (/images/x.jpg for
 * /images/news/x.jpg): the photo was uploaded, but not into the folder the path names.
 */
export function sameNameElsewhere(publicDir: string, ref: string): string | undefined {
  const clean = decodedPath(ref);
  const top = clean?.split('/').find(Boolean);
  if (clean == null || top === undefined || top === path.basename(clean)) return undefined;
  const root = path.join(publicDir, top);
  if (!root.startsWith(publicDir + path.sep) || !existsSync(root)) return undefined;
  const wanted = path.basename(clean).toLowerCase();
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((relative) => `/${top}/${relative.split(path.sep).join('/')}`)
    .filter((found) => found !== clean && path.posix.basename(found).toLowerCase() === wanted)
    .sort()[0];
}

/** What the check says about a path under public/ that names no file. */
export function missingFileMessage(publicDir: string, ref: string, written: string = ref): string {
  written = shortValue(written);
  if (decodedPath(ref) === null) {
    return `refers to ${written}, which has a broken %-code (% must be followed by two hexadecimal digits of a valid character): correct the path`;
  }
  const similar = similarPublicFile(publicDir, ref);
  if (similar !== undefined)
    return `refers to ${written}, but there is no file public${written}: did you mean ${similar}? Write it exactly so (capital letters and the ending must match)`;
  const elsewhere = sameNameElsewhere(publicDir, ref);
  if (elsewhere !== undefined) {
    const folder = `public${path.posix.dirname(decodedPath(ref)!)}/`;
    return `refers to ${written}, but there is no file public${written}: did you mean ${elsewhere}? Write it so, or move public${elsewhere} into ${folder}`;
  }
  return `refers to ${written}, but there is no file public${written} (add the file or correct the path)`;
}

/** Every web address in a value that has a space in it, with its field path. */
export function spacedLinks(value: unknown, at: FieldPath = []): Array<{ path: FieldPath; href: string }> {
  if (typeof value === 'string') return /^https?:\/\/\S*\s/.test(value) ? [{ path: at, href: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => spacedLinks(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'body' ? [] : spacedLinks(item, [...at, key]),
    );
  }
  return [];
}

/** A web address with a space is published cut or escaped, and the link leads nowhere. */
export const spacedLinkMessage = (href: string) =>
  `has a space in its address (${shortValue(href)}), which breaks the link: ${spacedAddressFix(href)}`;

/**
 * Problems for referenced images and documents that are not in public/, and for web addresses
 * with a space: both are checked wherever a file's fields are.
 */
export function checkLocalFiles(
  publicDir: string,
  value: unknown,
  where: Located,
  basePath: FieldPath = [],
): Problem[] {
  const missing = localFileRefs(value, basePath)
    // A path with spaces is refused by its schema with the rename to do.
    .filter(({ ref }) => !/\s/.test(ref) && !publicFileExists(publicDir, ref))
    .map(({ path: field, ref }) => ({
      ...locate(where, value, field, basePath),
      message: missingFileMessage(publicDir, ref),
    }));
  const spaced = spacedLinks(value, basePath).map(({ path: field, href }) => ({
    ...locate(where, value, field, basePath),
    message: spacedLinkMessage(href),
  }));
  return [...missing, ...spaced];
}
