/**
 * Lays every content file out the way the web editor saves it (npm run content:format).
 * Inputs:  content/ under CONTENT_ROOT (default: the project; src/ssg/site-paths.server.ts).
 * Outputs: the YAML and Markdown files the web editor would rewrite, rewritten; the others untouched;
 *          for each, a note saying what changed first (the only place layout notes are printed).
 * Steps:   parse each file as the content build does, write it with the editor's own formatter
 *          (scripts/content/layout-check.ts), list what changed. The data never changes: only
 *          line wrapping, quoting, blank lines, comments and the order of top-level fields.
 * Why:     docs/decisions/013-web-editor.md (an unchanged save must leave no diff).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/ssg/site-paths.server';
import { contentFiles, editorLayoutProblem, editorVersion } from './content/layout-check';
import { formatProblem, type Problem } from './content/problems';
import { readContentText } from './content/read-text';

/**
 * Rewrites the files that differ from the editor's layout; returns, for each, the note saying
 * what the web editor would have changed (its first differing line). A file that differs only by
 * a byte-order mark or Windows line breaks is left as it is.
 */
export async function formatContent(root: string): Promise<Problem[]> {
  const notes: Problem[] = [];
  for (const file of await contentFiles(root)) {
    const read = await readContentText(path.join(root, file));
    if ('tooLarge' in read) continue; // the content check reports it
    const { text } = read;
    const note = editorLayoutProblem(file, text);
    const expected = editorVersion(file, text);
    if (!note || expected === undefined) continue;
    await writeFile(path.join(root, file), expected);
    notes.push(note);
  }
  return notes;
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const notes = await formatContent(sitePaths(project).contentRoot);
  console.log(
    notes.length === 0
      ? 'Every content file is already laid out as the web editor saves it.'
      : [
          `Laid out ${notes.length} file${notes.length === 1 ? '' : 's'} as the web editor saves ${notes.length === 1 ? 'it' : 'them'} (the data did not change); what changed first in each:`,
          ...notes.map(formatProblem),
        ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
