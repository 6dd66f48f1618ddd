/** Runs a Zod schema over parsed data and turns its issues into problems editors can act on. */
import type { z } from 'zod';
import { describe, tooLongMessage } from '../../src/content/schemas/fields';
import { locate } from './entry-names';
import { didYouMean } from './nearest';
import type { FieldPath, Problem } from './problems';
import { fieldsAt } from './schema-fields';

export interface Located {
  file: string;
  lineOf: (path: FieldPath) => number | undefined;
}

type RawIssue = z.core.$ZodRawIssue;

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  int: 'a whole number',
};

/**
 * A value that is one of several shapes (a training's fee: the word tba or the two rates) and
 * has the shape of exactly one of them is explained by that shape's own messages ("fee.member:
 * must be a number..."), not by the list of shapes: only that one failed inside rather than at
 * the value itself.
 */
function matchingBranch(
  branches: readonly (readonly z.core.$ZodIssue[])[],
): readonly z.core.$ZodIssue[] | undefined {
  const inside = branches.filter((issues) => issues.some((inner) => inner.path.length > 0));
  return inside.length === 1 ? inside[0] : undefined;
}

/** Default wording for the checks that have no message of their own in the schemas. */
export function editorMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${KIND_NAMES[issue.expected] ?? issue.expected} (got ${describe(issue.input)})`;
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${String(issue.minimum)}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `must list at most ${String(issue.maximum)}`;
      if (issue.origin === 'string') return tooLongMessage(issue);
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')} (got ${describe(issue.input)})`;
    default:
      return undefined;
  }
}

/**
 * A field left out says so: a schema's own message for a wrong value ("must be a number ...
 * (got ...)") would otherwise say "got undefined" for a field that is not there at all.
 */
export function missingMessage(issue: z.core.$ZodIssue): string | undefined {
  if (!('input' in issue) || issue.input !== undefined) return undefined;
  return /\bundefined\b/.test(issue.message) ? 'is missing' : undefined;
}

export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  where: Located,
  basePath: FieldPath = [],
): { value?: z.output<S>; problems: Problem[] } {
  const result = schema.safeParse(data, { error: editorMessage, reportInput: true });
  if (result.success) return { value: result.data, problems: [] };
  const problems: Problem[] = [];
  const problem = (path: FieldPath, message: string): Problem => ({
    ...locate(where, data, path, basePath),
    message,
  });
  // Required fields left out, by the object they belong to: a lone unknown field beside a lone
  // missing one is most likely that field misspelt (registrationLink for registerLink).
  const missingIn = (at: readonly PropertyKey[]) =>
    result.error.issues
      .filter(
        (other) =>
          other.code === 'invalid_type' &&
          other.input === undefined &&
          other.path.length === at.length + 1 &&
          at.every((key, index) => other.path[index] === key),
      )
      .map((other) => String(other.path.at(-1)));
  for (const issue of result.error.issues) {
    const path = [...basePath, ...(issue.path as Array<string | number>)];
    if (issue.code === 'unrecognized_keys') {
      const known = fieldsAt(schema, issue.path as FieldPath);
      const missing = issue.keys.length === 1 ? missingIn(issue.path) : [];
      for (const name of issue.keys) {
        const hint =
          didYouMean(name, known) || (missing.length === 1 ? ` is it ${missing[0]}, which is missing?` : '');
        problems.push(
          problem(
            [...path, name],
            hint !== ''
              ? `is not a known field:${hint} (docs/content-reference.md lists the fields)`
              : // A field pasted from another kind of entry (a Board member's into the Secretariat):
                // the few fields that belong here say what to keep.
                known.length > 0 && known.length <= 8
                ? `is not a field here (the fields here are ${known.join(', ')}): remove the line, or correct its spelling`
                : 'is not a known field (check its spelling; docs/content-reference.md lists the fields)',
          ),
        );
      }
      continue;
    }
    const branch = issue.code === 'invalid_union' ? matchingBranch(issue.errors) : undefined;
    if (branch) {
      for (const inner of branch) {
        problems.push(
          problem(
            [...path, ...(inner.path as Array<string | number>)],
            missingMessage(inner) ?? inner.message,
          ),
        );
      }
      continue;
    }
    problems.push(problem(path, missingMessage(issue) ?? issue.message));
  }
  return { problems };
}
