/**
 * content/events/national-convention.yaml and content/events/election.yaml: one file per event,
 * holding its cycles (one a year). The latest cycle is the page's current one, earlier ones its
 * archive; a latest cycle whose dates have passed is shown as past, never as current.
 */
import { z } from 'zod';
import { httpsUrl, inDateOrder, isoDate, localPath, shortText, sitePath, text } from './fields';

export const ConventionSchema = inDateOrder(
  z.strictObject({
    title: shortText().describe("The convention's title: `2026 AGIA National Convention`"),
    theme: shortText().describe('The theme (in quotes when it contains `: `)'),
    date: isoDate().describe('First day, `YYYY-MM-DD`'),
    endDate: isoDate().describe('Last day, `YYYY-MM-DD`'),
    time: shortText().describe('As shown: `8:00 am to 5:00 pm`'),
    venue: shortText().describe('The venue name'),
    address: shortText().describe("The venue's address"),
    platform: shortText().describe('`Hybrid`, `Face-to-face` or `Virtual`'),
    description: text().describe('A paragraph about the convention'),
    registerLink: httpsUrl().describe('The external registration page (`https://...`)'),
    report: sitePath()
      .optional()
      .describe('The news story about the convention once held (`/news/national-convention-2026`)'),
  }),
);

export const ElectionSchema = z.strictObject({
  title: shortText().describe('The heading: `Election of the 2027 Board of Directors`'),
  intro: text().describe('The opening paragraph'),
  deadline: isoDate().describe('Last day to file an application or nomination, `YYYY-MM-DD`'),
  eligibility: z
    .array(text())
    .min(1, { error: 'must list at least one requirement' })
    .describe('Who may be nominated: one requirement per entry'),
  note: text().describe('The one-director-per-agency rule'),
  nominationForm: localPath('documents').describe(
    'The PDF under `public/documents/` (`/documents/agia-nomination-form-2026.pdf`)',
  ),
  results: sitePath()
    .optional()
    .describe('The news story with the results (`/news/board-of-directors-2027`)'),
});

const cycles = <T extends z.ZodType>(cycle: T) =>
  z.array(cycle).min(1, { error: 'must list at least one cycle' });

export const ConventionsSchema = z.strictObject({
  cycles: cycles(ConventionSchema).describe(
    'The conventions, one entry each; the one with the latest `date` is the current one, the others are listed under "Earlier conventions"',
  ),
});

export const ElectionsSchema = z.strictObject({
  cycles: cycles(ElectionSchema).describe(
    'The elections, one entry each; the one with the latest `deadline` is the current one, the others are listed under "Earlier elections"',
  ),
});

export type Convention = z.infer<typeof ConventionSchema>;
export type Election = z.infer<typeof ElectionSchema>;
export type Conventions = z.infer<typeof ConventionsSchema>;
export type Elections = z.infer<typeof ElectionsSchema>;
