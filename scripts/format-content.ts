/**
 * Lays every content file out the way the web editor saves it (npm run content:format).
 * Inputs:  content/ under CONTENT_ROOT (default: the project; scripts/lib/site-paths.ts).
 * Outputs: the YAML and Markdown files the web editor would rewrite, rewritten; the others untouched.
 * Steps:   parse each file as the content build does, write it with the editor's own formatter
 *          (scripts/content/layout-check.ts), list what changed. The data never changes: only
 *          line wrapping, quoting, blank lines, comments and the order of top-level fields.
 * Why:     docs/decisions/018-one-file-per-training.md (an unchanged save must leave no diff).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from './lib/site-paths';
import { contentFiles, editorVersion } from './content/layout-check';

/** Rewrites the files that differ from the editor's layout; returns their paths. */
export async function formatContent(root: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of await contentFiles(root)) {
    const text = await readFile(path.join(root, file), 'utf8');
    const expected = editorVersion(file, text);
    if (expected === undefined || expected === text) continue;
    await writeFile(path.join(root, file), expected);
    changed.push(file);
  }
  return changed;
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const changed = await formatContent(sitePaths(project).contentRoot);
  console.log(
    changed.length === 0
      ? 'Every content file is already laid out as the web editor saves it.'
      : changed.map((file) => `Laid out: ${file}`).join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
