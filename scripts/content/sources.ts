/** Reads content files into parsed, line-aware sources. */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseMarkdown, splitFrontMatter, type ParsedMarkdown } from './markdown';
import { invisibleCharacterProblems } from './invisible';
import { readContentText } from './read-text';
import { shortValue, SourceError, type Problem } from './problems';
import { nameEntry } from './entry-names';
import { CURLY_QUOTES_MESSAGE, parseYaml, type ParsedYaml } from './yaml-source';
import type { Located } from './validate';

export interface ContentContext {
  /** Project root; files are reported relative to it. */
  root: string;
}

export type Source<P> = Located & P;

export function relative(ctx: ContentContext, file: string): string {
  return path.relative(ctx.root, file).split(path.sep).join('/');
}

/** Files with the given extension in a folder, sorted; none when the folder is missing. */
export async function listFiles(ctx: ContentContext, folder: string, extension: string): Promise<string[]> {
  const dir = path.join(ctx.root, folder);
  try {
    const names = await readdir(dir);
    return names
      .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const LINK_MESSAGE =
  'is a link (shortcut) to another file or folder, which the build never follows: put the file itself here';

/**
 * The first link (symbolic link) on the way from the root to the file, the file included, by its
 * path from the root; undefined when there is none. Links are never followed: their target could
 * be any file of the machine, and its text would end up in messages.
 */
export async function linkOnPath(root: string, file: string): Promise<string | undefined> {
  const parts = path.relative(root, file).split(path.sep);
  for (let i = 1; i <= parts.length; i++) {
    const info = await lstat(path.join(root, ...parts.slice(0, i))).catch(() => undefined);
    if (!info) return undefined;
    if (info.isSymbolicLink()) return parts.slice(0, i).join('/');
  }
  return undefined;
}

async function read<P extends Omit<Located, 'file'> & Pick<ParsedYaml, 'data' | 'curlyQuoted'>>(
  ctx: ContentContext,
  file: string,
  parse: (text: string) => P,
): Promise<{ source?: Source<P>; problems: Problem[]; unparsed?: string }> {
  const name = relative(ctx, file);
  let text: string;
  const link = await linkOnPath(ctx.root, file);
  if (link) return { problems: [{ file: link, path: [], message: LINK_MESSAGE }] };
  try {
    const info = await lstat(file).catch(() => undefined);
    if (info && !info.isFile())
      return {
        problems: [
          { file: name, path: [], message: 'is not a plain file: put a YAML or Markdown file here' },
        ],
      };
    // Measured before reading: a huge file is refused without being loaded or parsed.
    const read = await readContentText(file);
    if ('tooLarge' in read) return { problems: [{ file: name, path: [], message: read.tooLarge }] };
    text = read.text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { problems: [{ file: name, path: [], message: 'is missing (this file is required)' }] };
    }
    throw error;
  }
  // Reported with the other problems of the file: the file is still read, so one run lists all.
  const invisible: Problem[] = invisibleCharacterProblems(text).map(({ line, message }) => ({
    file: name,
    line,
    path: [],
    message,
  }));
  try {
    const parsed = parse(text);
    const curly: Problem[] = parsed.curlyQuoted.map(({ path: at, line }) => ({
      file: name,
      line,
      ...nameEntry(parsed.data, at),
      message: CURLY_QUOTES_MESSAGE,
    }));
    return { source: { file: name, ...parsed }, problems: [...invisible, ...curly] };
  } catch (error) {
    if (error instanceof SourceError) {
      // What js-yaml says of a list entry at the wrong indentation; another failure keeps its message.
      const misplaced = /end of the stream|sequence entry|mapping entry/.test(error.message);
      const entry = misplaced ? listIndentProblem(text, error.line) : undefined;
      const message =
        curlyColonMessage(text, error.line) ??
        colonMessage(text, error.line) ??
        entry?.message ??
        error.message;
      const line = message === entry?.message ? entry.line : error.line;
      return { problems: [{ file: name, line, path: [], message }, ...invisible], unparsed: text };
    }
    throw error;
  }
}

/**
 * The line YAML could not read, when it is a value in curly quotes that holds ": "
 * (`title: “Seminar: Risk-Based Audit”`, as Word or a phone types it): YAML does not read curly
 * quotes as quotes, so the ": " inside starts a field. Says the line to write, in straight quotes.
 */
export function curlyColonMessage(text: string, line: number | undefined): string | undefined {
  if (line === undefined) return undefined;
  const written = text.split(/\r?\n/)[line - 1] ?? '';
  const match = /^(\s*(?:- )?)([\w.-]+):[ \t]+[“”‘’"'](.*?)[“”‘’"']?[ \t]*$/.exec(written);
  if (!match || !/[“”‘’]/.test(written) || !match[3]!.includes(': ')) return undefined;
  const [, indent, field, value] = match;
  const quoted = value!.includes('"') ? `'${value!.replace(/'/g, "''")}'` : `"${value}"`;
  return `is not valid YAML: the value of ${field} is in curly quotes (“...”), which YAML does not read as quotes, so its ": " starts a new field: write ${shortValue(`${indent!.trimStart()}${field}: ${quoted}`)} (straight quotes)`;
}

/**
 * The line YAML could not read, when it is a value that holds ": " without quotes
 * (`title: Seminar: Risk-Based Audit`): the ": " inside starts a field. Says the line to write.
 */
export function colonMessage(text: string, line: number | undefined): string | undefined {
  if (line === undefined) return undefined;
  const written = text.split(/\r?\n/)[line - 1] ?? '';
  const match = /^(\s*(?:- )?)([\w.-]+):[ \t]+([^"'\s#[{|>&*!%@`].*?)[ \t]*$/.exec(written);
  if (!match || !match[3]!.includes(': ')) return undefined;
  const [, indent, field, value] = match;
  const quoted = value!.includes('"') ? `'${value!.replace(/'/g, "''")}'` : `"${value}"`;
  return `is not valid YAML: the value of ${field} holds ": ", which starts a new field unless the value is in quotes: write ${shortValue(`${indent!.trimStart()}${field}: ${quoted}`)}`;
}

/** `  - name: ...`: a list entry, its indentation and its first field. */
const LIST_ENTRY = /^( *)- +([\w-]+):/;

/**
 * The line YAML could not read, or the line before it, when it is a list entry indented otherwise
 * than the entries of the same kind above it: a template pasted without its leading spaces, with
 * too few, or with too many (github.com's editor keeps the previous line's indentation and adds
 * the template's own). Names the entry's line and says how many spaces to put before "-" and
 * before the entry's other fields, with the line as it should be.
 */
export function listIndentProblem(
  text: string,
  line: number | undefined,
): { line: number; message: string } | undefined {
  if (line === undefined) return undefined;
  const lines = text.split(/\r?\n/);
  for (const at of [line, line - 1]) {
    const entry = LIST_ENTRY.exec(lines[at - 1] ?? '');
    if (!entry) continue;
    const [, indent, field] = entry;
    for (let above = at - 2; above >= 0; above--) {
      const other = LIST_ENTRY.exec(lines[above]!);
      if (!other || other[2] !== field || other[1]!.length === indent!.length) continue;
      const spaces = other[1]!.length;
      const fixed = `${' '.repeat(spaces)}${lines[at - 1]!.trimStart()}`;
      return {
        line: at,
        message: `is not valid YAML: this entry starts with ${indent!.length} spaces before "-", the entries above it (line ${above + 1}) with ${spaces}: put ${spaces} spaces before "-" on this line and ${spaces + 2} before each of the entry's other lines (write ${shortValue(JSON.stringify(fixed))})`,
      };
    }
    return undefined;
  }
  return undefined;
}

export const readYaml = (ctx: ContentContext, file: string) =>
  read<ParsedYaml>(ctx, file, (text) => parseYaml(text));

/** A Markdown file's body and the line it starts after, read when its front matter could not be. */
export interface UnparsedBody {
  file: string;
  body: string;
  bodyLineOffset: number;
}

/**
 * A Markdown file, parsed; when its front matter cannot be read (a title in curly quotes), its
 * body is still returned, so its links, photos and headings are checked in the same run.
 */
export async function readMarkdown(
  ctx: ContentContext,
  file: string,
): Promise<{ source?: Source<ParsedMarkdown>; problems: Problem[]; unparsed?: UnparsedBody }> {
  const { unparsed, ...result } = await read<ParsedMarkdown>(ctx, file, parseMarkdown);
  if (unparsed === undefined) return result;
  try {
    const { head, body, bodyLineOffset } = splitFrontMatter(unparsed);
    // With no closing --- line all of the file is front matter: there is no body to check.
    if (head === null || body === '') return result;
    return { ...result, unparsed: { file: relative(ctx, file), body, bodyLineOffset } };
  } catch {
    return result;
  }
}
