/** content/pages/*.md: prose pages; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { MAX_LENGTH, optionalText, shortText, sitePath, text } from './fields';

/** A page that is announced but not written yet: what is coming, when, whom to ask, where to go meanwhile. */
export const ComingSoonSchema = z.strictObject({
  /** What the page will hold, one or two sentences. */
  summary: text(),
  /** When it is expected, as visitors read it, e.g. First quarter of 2027. Leave out when unknown. */
  expected: optionalText(),
  /** Whom to ask in the meantime. */
  contact: z.strictObject({
    /** A person, office or committee, e.g. Membership Committee. */
    name: shortText(),
    /** Their e-mail address. */
    email: z.email({ error: 'must be an e-mail address, like membership@agia.org.ph' }).max(MAX_LENGTH.short),
    /** Optional: their phone number as visitors read it. */
    phone: optionalText(),
  }),
  /** Pages that help meanwhile: a name and a path on this site each. */
  related: z
    .array(
      z.strictObject({
        /** The link text, e.g. Membership Guidelines. */
        name: shortText(),
        /** A page of this site, e.g. /membership/guidelines. */
        path: sitePath(),
      }),
    )
    .min(1, { error: 'must list at least one related page (a name and a path)' }),
});

export const PageFrontMatterSchema = z.strictObject({
  /** Page heading and document title. */
  title: shortText(),
  /** One sentence for search engines and link previews. */
  description: text(),
  /** Optional: marks the page as not ready: menus and the footer leave it out, its address shows this holding page. */
  comingSoon: ComingSoonSchema.optional(),
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
