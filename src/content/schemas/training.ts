/** content/trainings/<id>.yaml: one training event per file; upcoming and past views are derived from them. */
import { z } from 'zod';
import { isValidIsoDate } from '../../lib/dates';
import {
  aliases,
  describe,
  httpsUrl,
  inDateOrder,
  isoDate,
  MAX_LENGTH,
  optionalText,
  shortText,
  slug,
  text,
} from './fields';

export const TRAINING_TYPES = ['Virtual Training', 'Face-to-face Training'] as const;

/** What `fee` says while the rates are not yet set. */
export const FEE_TBA = 'tba';
/** What `cpdUnits` says for a training that earns none. */
export const NO_CPD_UNITS = 'none';

/** A whole number of pesos, seats or the like: 3500, not "3,500" or "PHP 3,500". */
const count = (what: string, example: number) =>
  z
    .number({
      error: (issue) =>
        `must be a number of ${what} without commas or units, like ${example} (got ${describe(issue.input)})`,
    })
    .int({ error: `must be a whole number of ${what}, like ${example}` })
    .nonnegative({ error: `must be zero or more ${what}` })
    .max(1_000_000, { error: `is more than 1,000,000 ${what}; check the number` });

/** What the guide and the form say of the fields required until a training has ended (REQUIRED_BEFORE_END). */
const UNTIL_ENDED = 'Until the training has ended';

/** A speaker or resource person. */
const SpeakerSchema = z.strictObject({
  name: shortText().describe('Full name, with post-nominals: `Maria Santos, CPA, CIA`'),
  role: optionalText().describe('Position and office: `Director IV, Internal Audit Service`'),
});

const FeeRatesSchema = z.strictObject({
  member: count('pesos', 4500).describe('For AGIA members, e.g. `3500` (`0` shows as Free)'),
  nonMember: count('pesos', 5500).describe('For non-members, e.g. `4500`'),
});

/** The rates, or `tba` while they are not set. */
const FeeSchema = z.union([z.literal(FEE_TBA), FeeRatesSchema], {
  error: (issue) =>
    `must be the member and non-member rates (member: 4500 and nonMember: 5500 on the lines below fee:) or the word ${FEE_TBA} while they are not set (got ${describe(issue.input)})`,
});

const CpdUnitsSchema = z.union(
  [
    z.literal(NO_CPD_UNITS),
    z
      .number()
      .positive({ error: 'must be more than 0 (write none for a training without CPD units)' })
      .max(200, { error: 'is more than 200 CPD units; check the number' }),
  ],
  {
    error: (issue) =>
      `must be a number of CPD units, like 16 or 7.5, or the word ${NO_CPD_UNITS} (got ${describe(issue.input)})`,
  },
);

/** A list of short lines (objectives). */
const lines = (what: string) =>
  z.array(shortText(), { error: `must be a list of ${what}, one per line starting with -` });

/** True when date and registrationDeadline are both real dates, so their order can be checked. */
function hasDeadlineAndDate(payload: { value: unknown }): boolean {
  const value = payload.value as { date?: unknown; registrationDeadline?: unknown } | undefined;
  return (
    typeof value?.date === 'string' &&
    typeof value.registrationDeadline === 'string' &&
    isValidIsoDate(value.date) &&
    isValidIsoDate(value.registrationDeadline)
  );
}

/** registrationDeadline, when given, is on or before the first day. */
function deadlineBeforeStart<
  T extends { date: string; registrationDeadline?: string },
  S extends z.ZodType<T>,
>(schema: S) {
  return schema.refine((value) => !value.registrationDeadline || value.registrationDeadline <= value.date, {
    path: ['registrationDeadline'],
    when: hasDeadlineAndDate,
    error: (issue) =>
      `must be on or before the first day of the training (date: ${(issue.input as { date: string }).date})`,
  });
}

export const TrainingSchema = deadlineBeforeStart(
  inDateOrder(
    z.strictObject({
      id: slug().describe(
        'A unique identifier used in the web address and calendar files: lower-case letters, digits and hyphens (`rbia-2026-03`); the file is named after it. Never change it once published: calendar apps use it to recognise the event (the file keeps its name if you do).',
      ),
      title: shortText().describe('The title of the training'),
      aliases: aliases().describe(
        'Other names visitors search for, one per line starting with `-`: abbreviations and variants of the course, such as `PGIAM` for a course on the Revised Philippine Government Internal Audit Manual. Shown on its page as "Also known as" and found by the site search.',
      ),
      date: isoDate().describe('First day, `YYYY-MM-DD`'),
      endDate: isoDate(
        'is required: write the last day YYYY-MM-DD, e.g. write 2026-12-05 (the same as date for a one-day training)',
      ).describe('Last day, `YYYY-MM-DD`; the same as `date` for a one-day training'),
      type: z
        .enum(TRAINING_TYPES, {
          error: (issue) =>
            `must be one of: ${TRAINING_TYPES.join(', ')} (got ${JSON.stringify(issue.input)})`,
        })
        .describe('How the training is held'),
      location: shortText().describe(
        '`Via Zoom`, or the venue: hotel and city (`Bayview Park Hotel, Ermita, Manila`)',
      ),
      time: shortText().describe(
        'The daily time, as the house style writes it: `8:00 AM to 5:00 PM`, or `8:00 AM to 12:00 PM` for a half day. Written this way, calendar files get the exact hours; any other text makes them all-day events.',
      ),
      summary: text(MAX_LENGTH.text)
        .optional()
        .meta({ requiredWhen: UNTIL_ENDED })
        .describe(
          "Two to four sentences on what participants learn, in plain words; shown on the calendar card and first on the training's page",
        ),
      registerLink: httpsUrl().describe('The external registration page (`https://...`); opens in a new tab'),
      fee: FeeSchema.optional()
        .meta({ requiredWhen: UNTIL_ENDED })
        .describe(
          'The registration fee in whole pesos, without commas or `₱`: `member` and `nonMember` (both needed; `0` shows as Free), or the word `tba` while the rates are not set',
        ),
      cpdUnits: CpdUnitsSchema.optional()
        .meta({ requiredWhen: UNTIL_ENDED })
        .describe(
          "CPD units earned, a number (`16` or `7.5`), or the word `none`. The site shows the association's PRC CPD provider number beside it (from `site.yaml`).",
        ),
      registrationDeadline: isoDate()
        .optional()
        .describe(
          'The last day to register, `YYYY-MM-DD`, on or before `date`. Without it, registration closes when the training starts and cards say "Register by" the day before.',
        ),
      objectives: lines('objectives')
        .optional()
        .describe(
          'What participants will be able to do afterwards, one short line each (`Prepare a risk-based annual audit plan`)',
        ),
      audience: optionalText(MAX_LENGTH.text).describe('Who should attend, one sentence'),
      speakers: z
        .array(SpeakerSchema, { error: 'must be a list of speakers, each with a name' })
        .optional()
        .describe('The speakers or resource persons'),
      paymentInstructions: optionalText(MAX_LENGTH.text).describe(
        'How to pay: bank or check, to whom, where to send the proof of payment (shown while registration is open)',
      ),
      cancellationPolicy: optionalText(MAX_LENGTH.text).describe(
        'What happens to the fee when a participant cannot attend; substitutes',
      ),
      contact: optionalText().describe('Who answers questions about this training: name, e-mail, phone'),
      venueAddress: optionalText().describe('The street address of a face-to-face venue'),
      mapLink: httpsUrl()
        .optional()
        .describe(
          'A map of the venue (`https://...`, e.g. OpenStreetMap or Google Maps); opens in a new tab',
        ),
      seats: count('seats', 40)
        .min(1, { error: 'must be at least 1 seat' })
        .optional()
        .describe('The number of seats offered, a whole number of at least 1'),
      report: z
        .string({ error: (issue) => `must be text (got ${describe(issue.input)})` })
        .regex(/^\/news\/[a-z0-9-]+$/, {
          error: (issue) =>
            `must be the address of a news article, like /news/qaip-seminar-manila-2026 (got ${String(issue.input)})`,
        })
        .optional()
        .describe(
          "After the training: the news article about it, written as its address on this site (`/news/qaip-seminar-manila-2026`). The archive card and the training's page link to it.",
        ),
    }),
  ),
);

export type Training = z.infer<typeof TrainingSchema>;
export type TrainingType = Training['type'];

/** The fields a training must have until it has ended, in the order the check reports them. */
export const REQUIRED_BEFORE_END = ['summary', 'fee', 'cpdUnits'] as const;

const MISSING_HINT: Record<(typeof REQUIRED_BEFORE_END)[number], string> = {
  summary: 'write two to four sentences on what participants learn',
  fee: `write the member and nonMember rates, or fee: ${FEE_TBA} while they are not set`,
  cpdUnits: `write the number of CPD units, or cpdUnits: ${NO_CPD_UNITS}`,
};

/**
 * The fields a training that has not ended (endDate on or after today) still lacks, each with
 * what to write. Trainings only ever move from upcoming to past, so a file valid today stays valid.
 */
export function missingBeforeEnd(
  training: Pick<Training, 'title' | 'endDate' | (typeof REQUIRED_BEFORE_END)[number]>,
  today: string,
): Array<{ field: (typeof REQUIRED_BEFORE_END)[number]; message: string }> {
  if (training.endDate < today) return [];
  return REQUIRED_BEFORE_END.filter((field) => training[field] === undefined).map((field) => ({
    field,
    message: `is required for a training that has not ended ("${training.title}", until ${training.endDate}): ${MISSING_HINT[field]}`,
  }));
}
