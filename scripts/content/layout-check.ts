/**
 * Every content file in the layout the web editor saves it in (editor-layout.ts), so that
 * opening a file in the editor and saving it unchanged leaves it unchanged. The content check
 * reports a file that differs (the first differing line); `npm run content:format` rewrites it.
 * Files are parsed the way the content build parses them (js-yaml's core schema, gray-matter),
 * and written with the top-level field order of the generated editor configuration.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { decapConfig, editorFileFormat } from '../admin/decap-config';
import { editorLayout, firstDifference, layoutMessage } from './editor-layout';
import { parseMarkdown } from './markdown';
import { readContentText } from './read-text';
import type { Problem } from './problems';
import { parseYaml } from './yaml-source';

/** The editor's configuration as far as the layout goes: the backend does not change it. */
export const EDITOR_CONFIG = decapConfig({
  basePath: '/',
  backend: { kind: 'local', url: 'http://localhost' },
});

/** Content files (path from the root, with /) the editor can open: YAML and Markdown under content/. */
export async function contentFiles(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'content'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name) && entry.name !== 'README.md')
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The file as the editor would save it, or undefined when it cannot be parsed (the content check
 * reports that on its own). `file` is the path from the content root, e.g. content/site.yaml.
 */
export function editorVersion(file: string, text: string): string | undefined {
  const format = editorFileFormat(EDITOR_CONFIG, file);
  const kind = format?.kind ?? (file.endsWith('.md') ? 'markdown' : 'yaml');
  try {
    if (kind === 'yaml') {
      const { data } = parseYaml(text);
      if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
      return editorLayout('yaml', data as Record<string, unknown>, format?.fieldOrder ?? []);
    }
    const { data, body } = parseMarkdown(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    return editorLayout('markdown', data as Record<string, unknown>, format?.fieldOrder ?? [], body);
  } catch {
    return undefined;
  }
}

/** One problem per file that the editor would rewrite, at its first differing line. */
export function editorLayoutProblem(file: string, text: string): Problem | undefined {
  // A file saved by Notepad (a byte-order mark, Windows line breaks) holds the same text: the
  // web editor reads it the same way, so it is not reported.
  const plain = withoutWindowsMarks(text);
  const expected = editorVersion(file, plain);
  const difference = expected === undefined ? null : firstDifference(plain, expected);
  return difference
    ? { file, line: difference.line, path: [], message: layoutMessage(difference) }
    : undefined;
}

/** The text without a byte-order mark and with \n line breaks. */
export function withoutWindowsMarks(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export async function editorLayoutProblems(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of await contentFiles(root)) {
    const read = await readContentText(path.join(root, file));
    // A file over the size limit is the content check's error; it is not parsed here.
    if ('tooLarge' in read) continue;
    const problem = editorLayoutProblem(file, read.text);
    if (problem) problems.push(problem);
  }
  return problems;
}
