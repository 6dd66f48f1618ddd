/**
 * Problems as GitHub Actions shows them: one `::error` workflow command per problem (shown on the
 * changed line of a pull request) and a Markdown table for the job summary. Pure functions;
 * build-content.ts prints and appends them when it runs under GitHub Actions.
 */
import { escapeText, formatPath, type Problem } from './problems';

/** Message text of a workflow command: %, CR and LF are escaped (GitHub's escapeData). */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values of a workflow command: also : and , (GitHub's escapeProperty). */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * ::error file=content/news/x.md,line=4,title=date::must be a real calendar date ...
 * A `warning` (a notice that does not stop the build) is shown the same way, in yellow.
 */
export function annotation(problem: Problem, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(escapeText(problem.file))}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`);
  const field = formatPath(problem.path);
  properties.push(`title=${escapeProperty(field === '' ? 'Content check' : escapeText(field))}`);
  return `::${level} ${properties.join(',')}::${escapeData(escapeText(problem.message))}`;
}

/** Problems in report order: by file, then line. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/** One workflow command per problem, in report order, one a line. */
export function annotations(problems: readonly Problem[], level: 'error' | 'warning' = 'error'): string {
  return sortProblems(problems)
    .map((problem) => annotation(problem, level))
    .join('\n');
}

/** A table cell: pipes escaped, line breaks flattened, HTML shown as text. */
function cell(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}

/** The job summary: a heading and one table row per problem, in report order. */
export function summaryTable(problems: readonly Problem[]): string {
  const sorted = sortProblems(problems);
  return [
    `### Content check: ${sorted.length} problem${sorted.length === 1 ? '' : 's'}`,
    '',
    '| File | Line | Field | Problem |',
    '| --- | --- | --- | --- |',
    ...sorted.map(
      (p) => `| ${cell(p.file)} | ${p.line ?? ''} | ${cell(formatPath(p.path))} | ${cell(p.message)} |`,
    ),
    '',
    'docs/content-reference.md explains every field and message.',
    '',
  ].join('\n');
}
