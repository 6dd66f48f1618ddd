/** content/pages/*.md: prose pages; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { shortText, text } from './fields';

export const PageFrontMatterSchema = z.strictObject({
  /** Page heading and document title. */
  title: shortText(),
  /** One sentence for search engines and link previews. */
  description: text(),
});

export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;

/**
 * A page as the site uses it: front matter and the compiled body. The content build holds the
 * body as a tree (`Page<Root>`) until it writes it out as HTML.
 */
export type Page<Body = string> = PageFrontMatter & {
  /** The Markdown body compiled to HTML and sanitized at build time (scripts/content/body-html.ts). */
  body: Body;
};
