/** content/trainings/*.yaml: every training event; upcoming and past views are derived from it. */
import { z } from 'zod';
import { httpsUrl, inDateOrder, isoDate, MAX_LENGTH, optionalText, shortText, slug } from './fields';

export const TRAINING_TYPES = ['Virtual Training', 'Face-to-face Training'] as const;

export const TrainingSchema = inDateOrder(
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
  }),
);

export const TrainingFileSchema = z.strictObject({
  /** The list of training events in this file. */
  trainings: z.array(TrainingSchema),
});

export type Training = z.infer<typeof TrainingSchema>;
export type TrainingType = Training['type'];
