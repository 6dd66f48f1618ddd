/** Reads content files into parsed, line-aware sources. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMarkdown, type ParsedMarkdown } from './markdown';
import type { Problem } from './problems';
import { parseYaml, YamlSyntaxError, type ParsedYaml } from './yaml-source';
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

async function read<P extends Omit<Located, 'file'>>(
  ctx: ContentContext,
  file: string,
  parse: (text: string) => P,
): Promise<{ source?: Source<P>; problems: Problem[] }> {
  const name = relative(ctx, file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { problems: [{ file: name, path: [], message: 'is missing (this file is required)' }] };
    }
    throw error;
  }
  try {
    return { source: { file: name, ...parse(text) }, problems: [] };
  } catch (error) {
    if (error instanceof YamlSyntaxError) {
      return { problems: [{ file: name, line: error.line, path: [], message: error.message }] };
    }
    throw error;
  }
}

export const readYaml = (ctx: ContentContext, file: string) =>
  read<ParsedYaml>(ctx, file, (text) => parseYaml(text));

export const readMarkdown = (ctx: ContentContext, file: string) =>
  read<ParsedMarkdown>(ctx, file, parseMarkdown);
