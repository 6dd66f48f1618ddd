/** content/about.yaml: the core values and the By-Laws summary cards of the About pages. */
import { z } from 'zod';
import { localPath, shortText, text } from './fields';
import type { DocumentLink } from './document';

export const CoreValueSchema = z.strictObject({
  name: shortText().describe('The name of the value: `Commitment`'),
  description: text().describe('One sentence on what the value means'),
});

export const BylawsSectionSchema = z.strictObject({
  title: shortText().describe('The card heading: `Name and domicile`'),
  summary: text().describe('The article in one or two sentences'),
});

export const AboutSchema = z.strictObject({
  coreValuesTitle: shortText().describe('Heading above the core values on /about/vision-mission'),
  coreValues: z
    .array(CoreValueSchema)
    .min(1, { error: 'must list at least one core value' })
    .describe('The core values, one card each, in order'),
  bylaws: z
    .strictObject({
      sections: z
        .array(BylawsSectionSchema)
        .min(1, { error: 'must list at least one section' })
        .describe('The cards on /about/bylaws, one per article, in order'),
      downloadLabel: shortText().describe(
        'Text of the download button; say what the PDF really holds ("Download a summary of the By-Laws" for a summary, "Download the full By-Laws" only for the complete text)',
      ),
      file: localPath('documents').describe(
        'The By-Laws PDF (the full text or a summary), e.g. `/documents/agia-by-laws.pdf` (type and size are added by the build)',
      ),
    })
    .describe('The By-Laws page'),
});

export type CoreValue = z.infer<typeof CoreValueSchema>;
export type About = z.infer<typeof AboutSchema>;
/** The About content as pages receive it: the By-Laws file with its type and size. */
export type AboutContent = Omit<About, 'bylaws'> & {
  bylaws: Omit<About['bylaws'], 'file'> & { file: DocumentLink };
};
