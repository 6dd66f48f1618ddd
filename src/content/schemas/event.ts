/** content/events/*.yaml: the National Convention and the Board election pages. */
import { z } from 'zod';
import { httpsUrl, inDateOrder, isoDate, localPath, shortText, text } from './fields';

export const ConventionSchema = inDateOrder(
  z.strictObject({
    /** Title, e.g. 2025 AGIA National Convention. */
    title: shortText(),
    /** Theme of the convention. */
    theme: shortText(),
    /** First day, YYYY-MM-DD. */
    date: isoDate(),
    /** Last day, YYYY-MM-DD. */
    endDate: isoDate(),
    /** Daily time as shown, e.g. 8:00 am to 5:00 pm. */
    time: shortText(),
    /** Venue name. */
    venue: shortText(),
    /** Venue address. */
    address: shortText(),
    /** Hybrid, Face-to-face or Virtual. */
    platform: shortText(),
    /** Paragraph describing the convention. */
    description: text(),
    /** External registration page (https). */
    registerLink: httpsUrl(),
  }),
);

export const ElectionSchema = z.strictObject({
  /** Title, e.g. Election of the Board of Directors 2025. */
  title: shortText(),
  /** Opening paragraph. */
  intro: text(),
  /** Last day to file a nomination, YYYY-MM-DD. */
  deadline: isoDate(),
  /** Who may be nominated: one requirement per entry. */
  eligibility: z.array(text()).min(1, { error: 'must list at least one requirement' }),
  /** The one-director-per-agency note. */
  note: text(),
  /** Agencies already represented on the Board. */
  representedAgencies: z.array(shortText()),
  /** Nomination form under public/documents/. */
  nominationForm: localPath('documents'),
});

export type Convention = z.infer<typeof ConventionSchema>;
export type Election = z.infer<typeof ElectionSchema>;
