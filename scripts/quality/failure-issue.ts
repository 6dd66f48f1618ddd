/**
 * The text of the issue the deploy workflow opens, or adds to, when the site was not published
 * (.github/workflows/deploy.yml, job "report"): what failed and when, and every file the failed
 * checks named (their annotations: the content check names file, line and what to write).
 * Inputs:  stdin: the failed jobs' annotations, one JSON object a line, as GitHub's API gives
 *          them (path, start_line, title, message, annotation_level); the environment: WHAT
 *          ("The nightly rebuild"), WHEN (Manila time), COMMIT and RUN_URL.
 * Outputs: the issue's Markdown on stdout.
 * Why:     file names and messages come from content, which anyone with an editor's access
 *          writes: each is written as a Markdown code span, where GitHub makes no mention, link,
 *          image or issue reference of what it holds.
 * Runs under plain Node.js 24 (its type stripping: erasable syntax only, no project imports), so
 * the job that may write issues installs nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Annotation {
  path?: string | null;
  start_line?: number | null;
  title?: string | null;
  message?: string | null;
  annotation_level?: string | null;
}

/** At most this many problems are listed; the run's page has them all. */
export const MAX_LISTED = 20;

/**
 * `value` as one Markdown code span: white space runs become one space, at most `max`
 * characters, and a fence of one backtick more than the longest run inside, so the text can
 * neither close the span nor start a line of its own.
 */
export function markdownCode(value: string, max = 200): string {
  let text = value.replace(/\s+/g, ' ').trim();
  if (text.length > max) text = `${text.slice(0, max - 3)}...`;
  if (text === '') return '(empty)';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A span's content that starts or ends with a backtick needs a space next to its fence, which
  // GitHub removes again when both ends have one.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** One list item per failure a file was named for (annotations on workflow files left out). */
export function namedProblems(annotations: readonly Annotation[]): string[] {
  const items = annotations
    .filter(
      (note) =>
        note.annotation_level === 'failure' &&
        typeof note.path === 'string' &&
        note.path !== '' &&
        !note.path.startsWith('.github'),
    )
    .map((note) => {
      const line =
        Number.isInteger(note.start_line) && note.start_line! > 0 ? ` line ${note.start_line}` : '';
      const what = [note.title, note.message].filter((part) => typeof part === 'string' && part !== '');
      return `- ${markdownCode(note.path!)}${line}: ${markdownCode(what.join(': '))}`;
    });
  const unique = [...new Set(items)];
  if (unique.length <= MAX_LISTED) return unique;
  return [...unique.slice(0, MAX_LISTED), `- and ${unique.length - MAX_LISTED} more (see the run)`];
}

export interface FailureIssue {
  what: string;
  when: string;
  commit: string;
  runUrl: string;
  annotations: readonly Annotation[];
}

export function failureIssueBody({ what, when, commit, runUrl, annotations }: FailureIssue): string {
  const problems = namedProblems(annotations);
  const named =
    problems.length > 0
      ? [
          'The failed checks named these files:',
          '',
          ...problems,
          '',
          'What to do: correct each file named above in a pull request; its "Content check" lists the same problems with what to write. When it is merged, the site is published again.',
        ]
      : [
          `What to do: open ${runUrl} and look at the job with a red cross; the failed checks named no file. If the failure was not caused by a change (a host or a download that did not answer), use "Re-run failed jobs" on that page.`,
        ];
  return [
    `${what} failed on ${when} Manila time (commit ${commit.slice(0, 7)}). The live site was not updated: it still shows the last version that was published.`,
    '',
    ...named,
    '',
    `The run: ${runUrl}. This issue closes by itself when the site is published again.`,
  ].join('\n');
}

/** Annotations, one JSON object a line; a line that is not one is skipped. */
export function parseAnnotations(text: string): Annotation[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        const value: unknown = JSON.parse(line);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? [value] : [];
      } catch {
        return [];
      }
    });
}

function main(): void {
  const env = process.env;
  process.stdout.write(
    `${failureIssueBody({
      what: env.WHAT || 'A publishing run',
      when: env.WHEN || '',
      commit: env.COMMIT || '',
      runUrl: env.RUN_URL || '',
      annotations: parseAnnotations(readFileSync(0, 'utf8')),
    })}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
