/**
 * The layout check (npm run content:layout): which content files the web editor would lay out
 * differently when it next saves them (a comment it would drop, quotes it would not write).
 * Inputs:  content/ under CONTENT_ROOT (default: the project; src/ssg/site-paths.server.ts);
 *          GITHUB_ACTIONS.
 * Outputs: one note per such file, at its first differing line (and a yellow `::warning`
 *          annotation on the pull request under GitHub Actions); exit code 0 either way: valid
 *          content in another layout is not a mistake (docs/decisions/013, "the layout is a note").
 * Steps:   parse each file as the content build does, lay it out with the web editor's own
 *          formatters (scripts/content/layout-check.ts), report the first difference.
 * Why a command of its own: the formatters come from the editor's internals (decap-cms-core),
 * which neither the content build nor the development server should load
 * (docs/decisions/041-layers-enforced-by-lint.md). `npm run content:format` fixes what it lists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { annotations, sortProblems } from './content/annotations';
import { editorLayoutProblems } from './content/layout-check';
import { formatProblem, type Problem } from './content/problems';
import { sitePaths } from '../src/ssg/site-paths.server';

/** What the command prints for these notes (`fromGitHub`: also as annotations). */
export function layoutReport(notes: readonly Problem[], fromGitHub = false): string {
  if (notes.length === 0) return 'Every content file is laid out as the web editor saves it.';
  const sorted = sortProblems(notes);
  return [
    ...(fromGitHub ? [annotations(notes, 'warning')] : []),
    `${notes.length} file${notes.length === 1 ? '' : 's'} the web editor would lay out differently when saving (notes, not errors; npm run content:format fixes them):`,
    ...sorted.map(formatProblem),
  ].join('\n');
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const notes = await editorLayoutProblems(sitePaths(project).contentRoot);
  console.log(layoutReport(notes, process.env.GITHUB_ACTIONS === 'true'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
