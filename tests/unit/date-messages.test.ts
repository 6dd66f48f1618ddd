/**
 * A date written as people write it gets the YYYY-MM-DD to write. 12/05/2026 is read month first,
 * as dates are written in the Philippines (content/README.md says so), with the other reading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { type z } from 'zod';
import { dateMessage, isoDate } from '../../src/content/schemas/fields';
import { TrainingSchema } from '../../src/content/schemas/training';
import { dateProblem } from '../../scripts/admin/form-checks';

describe('the message for a date not written YYYY-MM-DD', () => {
  it.each([
    ['2026-12-5', 'write 2026-12-05'],
    ['December 5, 2026', 'write 2026-12-05'],
    ['5 Dec 2026', 'write 2026-12-05'],
    ['Dec. 5 2026', 'write 2026-12-05'],
    ['12/25/2026', 'write 2026-12-25'],
    ['25/12/2026', 'write 2026-12-25'],
  ])('%s: %s', (input, fix) => {
    expect(dateMessage(input).endsWith(`: ${fix} (got ${input})`), dateMessage(input)).toBe(true);
  });

  it('12/05/2026 is read month first, and the other reading is given', () => {
    expect(dateMessage('12/05/2026')).toBe(
      'must be written YYYY-MM-DD (year, month, day): write 2026-12-05 (read as month/day/year, as in the Philippines; if you meant day/month, write 2026-05-12) (got 12/05/2026)',
    );
  });

  it("reads it as the editors' guide says", () => {
    const guide = readFileSync(path.resolve(import.meta.dirname, '../../content/README.md'), 'utf8');
    expect(guide).toContain(
      '5 December\n2027 is `2027-12-05` (the check reads `12/05/2027` month first, as in the Philippines)',
    );
    expect(dateMessage('12/05/2027')).toContain(': write 2027-12-05 (read as month/day/year');
  });

  it('a day that does not exist either way is asked for as a real date', () => {
    expect(dateMessage('31/31/2026')).toBe(
      'must be a real calendar date written YYYY-MM-DD (got 31/31/2026)',
    );
  });

  it('the web editor says the same before saving', () => {
    expect(dateProblem('12/05/2026')).toBe(
      'Write the date as year-month-day: write 2026-12-05 (read as month/day/year, as in the Philippines; if you meant day/month, write 2026-05-12).',
    );
    expect(dateProblem('5 Dec 2026')).toBe('Write the date as year-month-day: write 2026-12-05.');
    expect(dateProblem('soon')).toBe('Write the date as year-month-day, e.g. 2026-11-25.');
  });
});

describe('a date left out', () => {
  it("says what to write, and for a training's last day, what it is", () => {
    const missing = (schema: z.ZodType) => schema.safeParse(undefined).error?.issues[0]?.message;
    expect(missing(isoDate())).toBe('is required: write the date YYYY-MM-DD, e.g. write 2026-12-05');
    const training = load(
      readFileSync(
        path.resolve(import.meta.dirname, '../fixtures/site/content/trainings/ethics-2026-12.yaml'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    delete training.endDate;
    const endDate = TrainingSchema.safeParse(training).error?.issues.find(
      (issue) => issue.path.join('.') === 'endDate',
    )?.message;
    expect(endDate).toContain('write 2026-12-05');
    expect(endDate).toContain('the same as date for a one-day training');
  });
});
