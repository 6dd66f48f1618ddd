/** content/trainings/<id>.yaml: one training event per file; upcoming and past views are derived from them. */
import { z } from 'zod';
import { isValidIsoDate } from '../../lib/dates';
import { describe, httpsUrl, inDateOrder, isoDate, MAX_LENGTH, optionalText, shortText, slug, text } from './fields';

export const TRAINING_TYPES = ['Virtual Training', 'Face-to-face Training'] as const;

/** What `fee` says while the rates are not yet set. */
export const FEE_TBA = 'tba';
/** What `cpdUnits` says for a training that earns none. */
export const NO_CPD_UNITS = 'none';

/** A whole number of pesos, seats or the like: 3500, not "3,500" or "PHP 3,500". */
const count = (what: string, example: number) =>
  z
    .number({ error: (issue) => `must be a number of ${what} without commas or units, like ${example} (got ${describe(issue.input)})` })
    .int({ error: `must be a whole number of ${what}, like ${example}` })
    .nonnegative({ error: `must be zero or more ${what}` })
    .max(1_000_000, { error: `is more than 1,000,000 ${what}; check the number` });

/** A speaker or resource person. */
const SpeakerSchema = z.strictObject({
  name: shortText().describe('Full name, e.g. Maria Santos, CPA, CIA.'),
  role: optionalText().describe('Position and office, e.g. Director IV, Internal Audit Service, DBM.'),
});

const FeeRatesSchema = z.strictObject({
  member: count('pesos', 4500).describe('Fee for AGIA members in pesos, e.g. 4500 (0 for free).'),
  nonMember: count('pesos', 5500).describe('Fee for non-members in pesos, e.g. 5500.'),
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
const lines = (what: string) => z.array(shortText(), { error: `must be a list of ${what}, one per line starting with -` });

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
function deadlineBeforeStart<T extends { date: string; registrationDeadline?: string }, S extends z.ZodType<T>>(
  schema: S,
) {
  return schema.refine((value) => !value.registrationDeadline || value.registrationDeadline <= value.date, {
    path: ['registrationDeadline'],
    when: hasDeadlineAndDate,
    error: (issue) => `must be on or before the first day of the training (date: ${(issue.input as { date: string }).date})`,
  });
}

export const TrainingSchema = deadlineBeforeStart(
  inDateOrder(
    z.strictObject({
      id: slug().describe("Unique identifier used in the event's web address, e.g. rbia-2026-03."),
      title: shortText().describe('Title of the training.'),
      date: isoDate().describe('First day, YYYY-MM-DD.'),
      endDate: isoDate().describe('Last day, YYYY-MM-DD (the same as date for a one-day event).'),
      type: z
        .enum(TRAINING_TYPES, {
          error: (issue) => `must be one of: ${TRAINING_TYPES.join(', ')} (got ${JSON.stringify(issue.input)})`,
        })
        .describe('Virtual Training or Face-to-face Training.'),
      location: shortText().describe('Via Zoom, or the venue (hotel and city).'),
      time: shortText().describe('Daily time, e.g. 8:00AM – 5:00PM or 8:00AM – 12:00NN.'),
      summary: text(MAX_LENGTH.text)
        .optional()
        .describe(
          'Two to four sentences on what participants learn, shown on cards and the event page. Required until the training has ended.',
        ),
      registerLink: httpsUrl().describe('The external registration page (https).'),
      fee: FeeSchema.optional().describe(
        'Registration fee in whole pesos for members and non-members, or tba while not set. Required until the training has ended.',
      ),
      cpdUnits: CpdUnitsSchema.optional().describe(
        'CPD units earned by attending, e.g. 16 or 7.5, or none. Required until the training has ended.',
      ),
      registrationDeadline: isoDate()
        .optional()
        .describe('Last day to register, YYYY-MM-DD, on or before date. Without it registration closes when the training starts.'),
      objectives: lines('objectives').optional().describe('What participants will be able to do afterwards, one line each.'),
      audience: optionalText(MAX_LENGTH.text).describe('Who should attend, e.g. Internal auditors of national agencies and LGUs.'),
      speakers: z
        .array(SpeakerSchema, { error: 'must be a list of speakers, each with a name' })
        .optional()
        .describe('Speakers or resource persons (name, and role).'),
      paymentInstructions: optionalText(MAX_LENGTH.text).describe(
        'How to pay: bank, account name, where to send the proof of payment.',
      ),
      cancellationPolicy: optionalText(MAX_LENGTH.text).describe('What happens to the fee if a participant cannot attend.'),
      contact: optionalText().describe('Who answers questions about this training: name, e-mail or phone.'),
      venueAddress: optionalText().describe('Street address of a face-to-face venue.'),
      mapLink: httpsUrl().optional().describe('Map of the venue (https), e.g. an OpenStreetMap link.'),
      seats: count('seats', 40).min(1, { error: 'must be at least 1 seat' }).optional().describe('Number of seats offered.'),
      report: z
        .string({ error: (issue) => `must be text (got ${describe(issue.input)})` })
        .regex(/^\/news\/[a-z0-9-]+$/, {
          error: (issue) => `must be the address of a news article, like /news/qaip-seminar-manila-2026 (got ${String(issue.input)})`,
        })
        .optional()
        .describe('After the training: the news article reporting on it, like /news/qaip-seminar-manila-2026.'),
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
