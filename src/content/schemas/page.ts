/** content/pages/*.md: prose pages; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { MAX_LENGTH, optionalText, shortText, sitePath, text } from './fields';

/** A page that is announced but not written yet: what is coming, when, whom to ask, where to go meanwhile. */
export const ComingSoonSchema = z.strictObject({
  summary: text().describe('What the page will hold, one or two sentences'),
  expected: optionalText().describe(
    'When it is expected, as visitors read it (`First quarter of 2027`); leave it out when unknown',
  ),
  contact: z
    .strictObject({
      name: shortText().describe('A person, office or committee (`The Membership Committee`)'),
      email: z
        .email({ error: 'must be an e-mail address, like membership@agia.org.ph' })
        .max(MAX_LENGTH.short)
        .describe('Their e-mail address'),
      phone: optionalText().describe('Their phone number as visitors read it'),
    })
    .describe('Whom to ask meanwhile'),
  related: z
    .array(
      z.strictObject({
        name: shortText().describe('The link text, e.g. `Membership Guidelines`'),
        path: sitePath().describe('A page of this site, e.g. `/membership/guidelines`'),
      }),
    )
    .min(1, { error: 'must list at least one related page (a name and a path)' })
    .describe('At least one page that helps meanwhile'),
});

export const PageFrontMatterSchema = z.strictObject({
  title: shortText().describe('The page heading and document title'),
  description: text().describe(
    'One sentence shown by search engines and link previews, and under the title of most pages',
  ),
  comingSoon: ComingSoonSchema.optional().describe(
    'Marks a page that is not ready yet: it is not linked, and its address shows a holding page with the fields below',
  ),
});

export type ComingSoon = z.infer<typeof ComingSoonSchema>;
export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;

/**
 * A page as the site uses it: front matter and the compiled body. The content build holds the
 * body as a tree (`Page<Root>`) until it writes it out as HTML.
 */
export type Page<Body = string> = PageFrontMatter & {
  /** The Markdown body compiled to HTML and sanitized at build time (scripts/content/body-html.ts). */
  body: Body;
  /** Day the page's file last changed (YYYY-MM-DD, from git), shown as "Last updated"; absent when unknown. */
  updated?: string;
};
