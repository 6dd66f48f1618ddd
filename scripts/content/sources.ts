/** Reads content files into parsed, line-aware sources. */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseMarkdown, type ParsedMarkdown } from './markdown';
import { invisibleCharacterProblems } from './invisible';
import { MAX_TEXT_FILE_BYTES, sizeProblem } from './limits';
import { SourceError, type Problem } from './problems';
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

async function read<P extends Omit<Located, 'file'> & Pick<ParsedYaml, 'data' | 'curlyQuoted'>>(
  ctx: ContentContext,
  file: string,
  parse: (text: string) => P,
): Promise<{ source?: Source<P>; problems: Problem[] }> {
  const name = relative(ctx, file);
  let text: string;
  try {
    // Measured before reading: a huge file is refused without being loaded or parsed.
    const tooLarge = sizeProblem((await stat(file)).size, MAX_TEXT_FILE_BYTES, 'a content file', 'split it or shorten it');
    if (tooLarge) return { problems: [{ file: name, path: [], message: tooLarge }] };
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { problems: [{ file: name, path: [], message: 'is missing (this file is required)' }] };
    }
    throw error;
  }
  // Reported with the other problems of the file: the file is still read, so one run lists all.
  const invisible: Problem[] = invisibleCharacterProblems(text).map(({ line, message }) => ({ file: name, line, path: [], message }));
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
      return { problems: [{ file: name, line: error.line, path: [], message: error.message }, ...invisible] };
    }
    throw error;
  }
}

export const readYaml = (ctx: ContentContext, file: string) =>
  read<ParsedYaml>(ctx, file, (text) => parseYaml(text));

export const readMarkdown = (ctx: ContentContext, file: string) =>
  read<ParsedMarkdown>(ctx, file, parseMarkdown);
