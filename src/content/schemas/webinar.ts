/**
 * content/webinars.yaml: free webinars; the next one is featured, past ones form the archive. No
 * poster: a webinar shows its facts as text, as a training does, rather than an image that
 * repeats them.
 */
import { z } from 'zod';
import { httpsUrl, isoDate, shortText, slug } from './fields';

export const WebinarSchema = z.strictObject({
  id: slug().describe('A unique identifier (`webinar-2025-08`)'),
  title: shortText().describe('The title of the webinar'),
  subtitle: shortText().describe('The subtitle or theme'),
  date: isoDate().describe('The day, `YYYY-MM-DD`'),
  time: shortText().describe('As shown: `2:00 PM to 4:00 PM`'),
  platform: shortText().describe('Where it is held: `Via Zoom`'),
  speaker: z
    .strictObject({
      name: shortText().describe("The speaker's full name with honorific (`Dr. Ramon A. Villanueva`)"),
      credentials: z.array(shortText()).describe('A list such as `[CPA, CIA, CGAP]` (may be empty: `[]`)'),
    })
    .describe('The speaker'),
  registerLink: httpsUrl().describe('The external registration page (`https://...`)'),
});

export const WebinarsSchema = z.strictObject({
  webinars: z
    .array(WebinarSchema)
    .describe('Every webinar, past and coming, in any order: past ones form the archive'),
});

export type Webinar = z.infer<typeof WebinarSchema>;
export type Webinars = z.infer<typeof WebinarsSchema>;
