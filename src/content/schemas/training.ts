/** content/trainings/<id>.yaml: one training event per file; upcoming and past views are derived from them. */
import { z } from 'zod';
import { isValidIsoDate } from '../../lib/dates';
import { describe, httpsUrl, inDateOrder, isoDate, MAX_LENGTH, optionalText, shortText, slug } from './fields';

export const TRAINING_TYPES = ['Virtual Training', 'Face-to-face Training'] as const;

/** A whole number of pesos, seats or the like: 3500, not "3,500" or "PHP 3,500". */
const count = (what: string, example: number) =>
  z
    .number({ error: (issue) => `must be a number of ${what} without commas or units, like ${example} (got ${describe(issue.input)})` })
    .int({ error: `must be a whole number of ${what}, like ${example}` })
    .nonnegative({ error: `must be zero or more ${what}` })
    .max(1_000_000, { error: `is more than 1,000,000 ${what}; check the number` });

/** A speaker or resource person. */
const SpeakerSchema = z.strictObject({
  /** Full name, e.g. Maria Santos, CPA, CIA. */
  name: shortText(),
  /** Position and office, e.g. Director IV, Internal Audit Service, DBM. */
  role: optionalText(),
});

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
    /** Unique identifier used in the event's web address, e.g. rbia-2026-03. */
    id: slug(),
    /** Title of the training. */
    title: shortText(),
    /** First day, YYYY-MM-DD. */
    date: isoDate(),
    /** Last day, YYYY-MM-DD (the same as date for a one-day event). */
    endDate: isoDate(),
    /** Virtual Training or Face-to-face Training. */
    type: z.enum(TRAINING_TYPES, {
      error: (issue) =>
        `must be one of: ${TRAINING_TYPES.join(', ')} (got ${JSON.stringify(issue.input)})`,
    }),
    /** Via Zoom, or the venue (hotel and city). */
    location: shortText(),
    /** Daily time, e.g. 8:00AM – 5:00PM or 8:00AM – 12:00NN. */
    time: shortText(),
    /** Optional description shown on the calendar and event page. */
    description: optionalText(MAX_LENGTH.text),
    /** The external registration page (https). */
    registerLink: httpsUrl(),
    /** Optional registration fee in pesos (PHP), whole numbers: member and non-member rates. */
    fee: z
      .strictObject({
        /** Fee for AGIA members, e.g. 3500 (0 for free). */
        member: count('pesos', 3500),
        /** Fee for non-members, e.g. 4500. */
        nonMember: count('pesos', 4500),
      })
      .optional(),
    /** Optional CPD units earned by attending, e.g. 16 or 7.5. */
    cpdUnits: z
      .number({ error: (issue) => `must be a number of CPD units, like 16 or 7.5 (got ${describe(issue.input)})` })
      .positive({ error: 'must be more than 0' })
      .max(200, { error: 'is more than 200 CPD units; check the number' })
      .optional(),
    /** Optional: who should attend, e.g. Internal auditors of national agencies and LGUs. */
    audience: optionalText(MAX_LENGTH.text),
    /** Optional list of speakers (name, and role). */
    speakers: z.array(SpeakerSchema, { error: 'must be a list of speakers, each with a name' }).optional(),
    /** Optional street address of a face-to-face venue. */
    venueAddress: optionalText(),
    /** Optional map of the venue (https), e.g. a Google Maps or OpenStreetMap link. */
    mapLink: httpsUrl().optional(),
    /** Optional last day to register, YYYY-MM-DD, on or before date. */
    registrationDeadline: isoDate().optional(),
    /** Optional number of seats offered. */
    seats: count('seats', 40).min(1, { error: 'must be at least 1 seat' }).optional(),
  }),
  ),
);

export type Training = z.infer<typeof TrainingSchema>;
export type TrainingType = Training['type'];
