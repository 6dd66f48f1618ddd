/** content/about.yaml: the core values and the By-Laws summary cards of the About pages. */
import { z } from 'zod';
import { localPath, shortText, text } from './fields';
import type { DocumentLink } from './document';

export const CoreValueSchema = z.strictObject({
  /** Name of the value, e.g. Commitment. */
  name: shortText(),
  /** One sentence on what the value means. */
  description: text(),
});

export const BylawsSectionSchema = z.strictObject({
  /** Card heading, e.g. Name & Domicile. */
  title: shortText(),
  /** Summary of the article in one or two sentences. */
  summary: text(),
});

export const AboutSchema = z.strictObject({
  /** Heading above the core values, e.g. Core Values. */
  coreValuesTitle: shortText(),
  /** The core values on /about/vision-mission, in order. */
  coreValues: z.array(CoreValueSchema).min(1, { error: 'must list at least one core value' }),
  /** /about/bylaws. */
  bylaws: z.strictObject({
    /** Summary cards, one per article, in order. */
    sections: z.array(BylawsSectionSchema).min(1, { error: 'must list at least one section' }),
    /** Label of the download link. */
    downloadLabel: shortText(),
    /** The By-Laws PDF (the full text or a summary) under public/documents/. */
    file: localPath('documents'),
  }),
});

export type CoreValue = z.infer<typeof CoreValueSchema>;
export type BylawsSection = z.infer<typeof BylawsSectionSchema>;
export type About = z.infer<typeof AboutSchema>;
/** The About content as pages receive it: the By-Laws file with its type and size. */
export type AboutContent = Omit<About, 'bylaws'> & {
  bylaws: Omit<About['bylaws'], 'file'> & { file: DocumentLink };
};
