/**
 * The scaffolds behind `npm run new:news`, `new:training` and `new:issuance`: each writes a new
 * entry with every field (see templates.ts) where an editor expects it, and refuses to overwrite a
 * file or reuse an address or identifier. A training is a file of its own; issuances get the entry appended
 * to the right list with the rest of the file left exactly as it was; the result is parsed again
 * before anything is written, so a file the scaffold cannot extend safely is never damaged.
 */
import { newsPath } from '../../src/lib/news-pages';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { editorLayoutProblem, editorVersion } from '../content/layout-check';
import { parseMarkdown } from '../content/markdown';
import { issuanceAnchor } from '../../src/lib/issuance-anchor';
import { shorten, slugify } from './slug';
import { issuanceEntry, newsFile, trainingFile } from './templates';

/** A refusal or a mistake in the command, with a message for the editor. */
export class ScaffoldError extends Error {}

export interface Scaffolded {
  /** The file written, relative to the project root. */
  file: string;
  /** Its 1-based line where the new entry starts. */
  line: number;
  /** What to do next, for the editor. */
  next: string;
}

/** YAML parsed, or a refusal naming the file when it has a mistake the editor must fix first. */
function loadYaml(text: string, name: string): unknown {
  try {
    return load(text);
  } catch {
    throw new ScaffoldError(
      `${name} is not valid YAML, so nothing was written: fix it first (npm run content:check says where).`,
    );
  }
}

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

function slugFor(title: string): string {
  if (title.trim() === '')
    throw new ScaffoldError(
      'Give a title in quotes, for example: npm run new:news -- "Board Meeting Highlights"',
    );
  const slug = shorten(slugify(title));
  if (slug === '')
    throw new ScaffoldError(`The title "${title}" has no letter or digit to make a web address from.`);
  return slug;
}

/** content/news/{slug}.md, unless that file or an article with that slug already exists. */
export async function scaffoldNews(root: string, title: string, today: string): Promise<Scaffolded> {
  const slug = slugFor(title);
  const dir = path.join(root, 'content/news');
  const file = path.join(dir, `${slug}.md`);
  if (existsSync(file)) {
    throw new ScaffoldError(
      `${rel(root, file)} already exists: nothing was written. Choose another title, or edit that file.`,
    );
  }
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.md')) : [];
  for (const name of names) {
    let data: unknown;
    try {
      ({ data } = parseMarkdown(await readFile(path.join(dir, name), 'utf8')));
    } catch {
      continue; // a file with a mistake is reported by the content check, not here
    }
    if ((data as { slug?: unknown } | null)?.slug === slug) {
      throw new ScaffoldError(
        `content/news/${name} already uses the address ${newsPath(slug)}: nothing was written. Choose another title.`,
      );
    }
  }
  await mkdir(dir, { recursive: true });
  await writeFile(file, newsFile({ title, slug, date: today }), { flag: 'wx' });
  return {
    file: rel(root, file),
    line: 1,
    next: `Fill in every "TODO:" and put the photo at public/images/news/${slug}.jpg (or change listImage and headerImage; without a photo, delete them and imageAlt).`,
  };
}

/** Indentation of a list's items in a file: the spaces before the first line that starts with `- key:`. */
function itemIndent(lines: readonly string[], key: string, fallback: number): number {
  const found = lines.map((line) => new RegExp(`^( *)- ${key}:`).exec(line)).find(Boolean);
  return found ? found[1]!.length : fallback;
}

/** Appends `entry` after line `after` (0-based index of the last line to keep before it). */
function insertAfter(text: string, after: number, entry: string): { text: string; line: number } {
  const lines = text.split('\n');
  const head = lines.slice(0, after + 1).join('\n');
  const tail = lines.slice(after + 1).join('\n');
  const joined = `${head}${head.endsWith('\n') || head === '' ? '' : '\n'}${entry}${tail}`;
  return { text: joined, line: after + 2 };
}

/**
 * Writes content/trainings/{id}.yaml, one training per file as the web editor keeps them. Its id
 * is the title's slug and the year-month; an id already used by another training is refused.
 */
export async function scaffoldTraining(root: string, title: string, today: string): Promise<Scaffolded> {
  const id = `${shorten(slugFor(title), 50)}-${today.slice(0, 7)}`;
  const dir = path.join(root, 'content/trainings');
  const file = path.join(dir, `${id}.yaml`);
  if (existsSync(file)) {
    throw new ScaffoldError(
      `${rel(root, file)} already exists: nothing was written. Choose another title, or edit that file.`,
    );
  }
  // A training keeps its file name when its id is edited later, so other files are read too. A
  // file with a mistake is left to the content check: it does not stop a new training.
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.yaml')).sort() : [];
  for (const name of names) {
    let parsed: { id?: unknown } | undefined;
    try {
      parsed = load(await readFile(path.join(dir, name), 'utf8')) as { id?: unknown } | undefined;
    } catch {
      continue;
    }
    if (parsed?.id === id) {
      throw new ScaffoldError(
        `content/trainings/${name} already has the id "${id}": nothing was written. Choose another title.`,
      );
    }
  }
  await mkdir(dir, { recursive: true });
  await writeFile(file, trainingFile({ id, title, date: today }));
  return {
    file: rel(root, file),
    line: 1,
    next: 'Set date, endDate and registrationDeadline to the training\'s days, fill in every "TODO:", replace fee: tba with the member and nonMember rates once they are set, and fill in or delete the empty fields. docs/content-reference.md, "trainings/: training events", explains every field.',
  };
}

interface IssuancesFile {
  categories?: Array<{ id?: unknown; items?: Array<{ number?: unknown }> | null }>;
}

/**
 * Appends an issuance at the end of one category (type) of content/issuances.yaml, from its
 * number. A number already listed (or one giving the same address on the page) is refused.
 */
export async function scaffoldIssuance(
  root: string,
  number: string,
  categoryId: string | undefined,
): Promise<Scaffolded> {
  const slug = slugFor(number);
  const file = path.join(root, 'content/issuances.yaml');
  const original = await readFile(file, 'utf8');
  const parsed = loadYaml(original, 'content/issuances.yaml') as IssuancesFile | undefined;
  const categories = parsed?.categories ?? [];
  const ids = categories.map((category) => String(category.id));
  if (categoryId === undefined || !ids.includes(categoryId)) {
    const known = ids.join(', ');
    throw new ScaffoldError(
      categoryId === undefined
        ? `Say which type the issuance is, after its number: npm run new:issuance -- "${number}" ${ids[0] ?? 'category-id'}\nThe types are: ${known}`
        : `There is no category "${categoryId}" in content/issuances.yaml. The types are: ${known}`,
    );
  }
  for (const category of categories) {
    for (const item of category.items ?? []) {
      if (typeof item.number === 'string' && issuanceAnchor(item.number) === issuanceAnchor(number))
        throw new ScaffoldError(
          `content/issuances.yaml already lists "${item.number}" (type ${String(category.id)}): nothing was written.`,
        );
    }
  }
  const lines = original.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^\\s*(- )?id:\\s*["']?${categoryId}["']?\\s*(#.*)?$`).test(line),
  );
  const categoryIndent = itemIndent(lines, 'name', 2);
  // The category's block ends before the next category (a "- " at the categories' indentation) or at the end.
  let end = lines.findIndex(
    (line, index) => index > start && new RegExp(`^ {${categoryIndent}}- `).test(line),
  );
  if (end === -1) end = lines.length;
  let last = end - 1;
  while (last > start && (lines[last]!.trim() === '' || lines[last]!.trim().startsWith('#'))) last -= 1;
  const blockItems = lines.slice(start, end);
  const entry = issuanceEntry({ number, slug }, itemIndent(blockItems, 'number', categoryIndent + 4));
  const result = insertAfter(original, last, entry);
  const check = loadYaml(result.text, 'content/issuances.yaml') as IssuancesFile | undefined;
  const target = check?.categories?.find((category) => category.id === categoryId);
  if (start === -1 || target?.items?.at(-1)?.number !== number) {
    throw new ScaffoldError(
      `The tab "${categoryId}" in content/issuances.yaml is written in a way the scaffold cannot extend safely (for example "items: []"): nothing was written. Add the entry by hand (content/README.md, "Templates to copy", shows one to paste).`,
    );
  }
  // A file already in the web editor's layout stays in it (a long title is folded as the editor
  // folds it); one with comments keeps them, and gets only the new lines.
  const inLayout = editorLayoutProblem('content/issuances.yaml', original) === undefined;
  await writeFile(
    file,
    inLayout ? (editorVersion('content/issuances.yaml', result.text) ?? result.text) : result.text,
  );
  return {
    file: rel(root, file),
    line: result.line,
    next: 'Fill in every "TODO:"; for a PDF kept on this site instead of source, see the comment under the entry.',
  };
}
