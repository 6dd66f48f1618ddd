/**
 * content/events/national-convention.yaml and content/events/election.yaml: one file per event,
 * holding its cycles (one a year). The latest cycle is the page's current one, earlier ones its
 * archive; a latest cycle whose dates have passed is shown as past, never as current.
 */
import { z } from 'zod';
import { httpsUrl, inDateOrder, isoDate, localPath, shortText, sitePath, text } from './fields';

export const ConventionSchema = inDateOrder(
  z.strictObject({
    /** Title, e.g. 2026 AGIA National Convention. */
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
    /** Optional: the news story about the convention once held, a path on this site (/news/...). */
    report: sitePath().optional(),
  }),
);

export const ElectionSchema = z.strictObject({
  /** Title, e.g. Election of the 2027 Board of Directors. */
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
  /** Optional: the news story with the results, a path on this site (/news/...). */
  results: sitePath().optional(),
});

const cycles = <T extends z.ZodType>(cycle: T) =>
  z.array(cycle).min(1, { error: 'must list at least one cycle' });

export const ConventionsSchema = z.strictObject({
  /** The conventions, one a year; the latest is shown as the current one. */
  cycles: cycles(ConventionSchema),
});

export const ElectionsSchema = z.strictObject({
  /** The elections, one a year; the one with the latest deadline is shown as the current one. */
  cycles: cycles(ElectionSchema),
});

export type Convention = z.infer<typeof ConventionSchema>;
export type Election = z.infer<typeof ElectionSchema>;
export type Conventions = z.infer<typeof ConventionsSchema>;
export type Elections = z.infer<typeof ElectionsSchema>;
