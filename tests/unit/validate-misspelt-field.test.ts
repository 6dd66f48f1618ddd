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

  it('keeps the spelling hint when there is one, and lists the fields when two are unknown', () => {
    expect(messages({ title: 'T', registerLink: 'https://x', venu: 'Manila' })).toEqual([
      'f venu: is not a known field: did you mean "venue"? (docs/content-reference.md lists the fields)',
    ]);
    expect(messages({ title: 'T', registrationLink: 'https://x', place: 'Manila' })).toEqual([
      'f registerLink: is required',
      'f registrationLink: is not a field here (the fields here are registerLink, title, venue): remove the line, or correct its spelling',
      'f place: is not a field here (the fields here are registerLink, title, venue): remove the line, or correct its spelling',
    ]);
  });
});

describe('a field pasted from another kind of entry', () => {
  it('lists the few fields that belong here, or points to the reference when they are many', () => {
    expect(messages({ title: 'T', registerLink: 'https://x', department: 'Internal Audit Service' })).toEqual(
      [
        'f department: is not a field here (the fields here are registerLink, title, venue): remove the line, or correct its spelling',
      ],
    );
    const Wide = z.strictObject(
      Object.fromEntries('abcdefghij'.split('').map((key) => [key, z.string().optional()])),
    );
    expect(
      validate(Wide, { department: 'x' }, { file: 'f', lineOf: () => undefined }).problems.map(formatProblem),
    ).toEqual([
      'f department: is not a known field (check its spelling; docs/content-reference.md lists the fields)',
    ]);
  });
});
