/** Content problems: what the build reports to editors, one line each. */

export type FieldPath = ReadonlyArray<string | number>;

export interface Problem {
  /** File relative to the project root, e.g. content/trainings/rbia-2026-03.yaml. */
  file: string;
  /** 1-based line in that file, when known. */
  line?: number;
  /** The list entry the problem is in, named by its id or title, e.g. training "rbia-2026-03". */
  entry?: string;
  /** Field path inside the entry (or the file, when there is no entry), e.g. ['endDate']. */
  path: FieldPath;
  /** What is wrong, written for editors. */
  message: string;
}

/** A value as a message quotes it: at most `max` characters, the rest replaced by "...". */
export function shortValue(value: string, max = 100): string {
  return value.length > max ? `${value.slice(0, max - 3)}...` : value;
}

/** trainings[3].endDate */
export function formatPath(path: FieldPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

/** training "rbia-2026-03" endDate, or trainings[3].endDate when the entry has no name. */
export function formatSubject(problem: Pick<Problem, 'entry' | 'path'>): string {
  return [problem.entry, formatPath(problem.path)]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

/**
 * Text as a report line shows it: line breaks written as \r and \n and "::" as ": :", so a value
 * from a content file (a title, a link) can neither start a line of its own nor be read by
 * GitHub's runner as a workflow command (::warning ..., ::add-mask ...).
 */
export function escapeText(value: string): string {
  return value.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/::/g, ': :');
}

/** content/people/board-of-directors.yaml:14 member "Maria Santos" position: is required */
export function formatProblem(problem: Problem): string {
  const file = escapeText(problem.file);
  const where = problem.line === undefined ? file : `${file}:${problem.line}`;
  const subject = escapeText(formatSubject(problem));
  const message = escapeText(problem.message);
  return subject === '' ? `${where} ${message}` : `${where} ${subject}: ${message}`;
}

/** A file that cannot be read at all; `line` is where the reason is, when known. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

export function formatReport(problems: readonly Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const files = new Set(sorted.map((p) => p.file)).size;
  return [
    `Content check failed: ${sorted.length} problem${sorted.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`,
    '',
    ...sorted.map(formatProblem),
    '',
    'Each line names the file, the line, the field and what is wrong. docs/content-reference.md',
    'explains every field ("What the build says when something is wrong" lists the messages).',
  ].join('\n');
}
