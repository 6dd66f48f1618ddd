/** A misspelt field name: the check names the missing field it most likely stands for. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatProblem } from '../../scripts/content/problems';
import { validate } from '../../scripts/content/validate';

const Schema = z.strictObject({ title: z.string(), registerLink: z.string(), venue: z.string().optional() });
const messages = (data: unknown) =>
  validate(Schema, data, { file: 'f', lineOf: () => undefined }).problems.map(formatProblem);

describe('an unknown field beside a missing one', () => {
  it('is taken for the missing field when the names are too far apart for a spelling hint', () => {
    expect(messages({ title: 'T', registrationLink: 'https://x' })).toEqual([
      'f registerLink: is required',
      'f registrationLink: is not a known field: is it registerLink, which is missing? (docs/content-reference.md lists the fields)',
    ]);
  });

  it('keeps the spelling hint when there is one, and says nothing more when two fields are unknown', () => {
    expect(messages({ title: 'T', registerLink: 'https://x', venu: 'Manila' })).toEqual([
      'f venu: is not a known field: did you mean "venue"? (docs/content-reference.md lists the fields)',
    ]);
    expect(messages({ title: 'T', registrationLink: 'https://x', place: 'Manila' })).toEqual([
      'f registerLink: is required',
      'f registrationLink: is not a known field (check its spelling; docs/content-reference.md lists the fields)',
      'f place: is not a known field (check its spelling; docs/content-reference.md lists the fields)',
    ]);
  });
});
