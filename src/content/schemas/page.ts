/** content/pages/*.md: prose pages; front matter fields below, the body in Markdown. */
import type { Root } from 'hast';
import { z } from 'zod';
import { shortText, text } from './fields';

export const PageFrontMatterSchema = z.strictObject({
  /** Page heading and document title. */
  title: shortText(),
  /** One sentence for search engines and link previews. */
  description: text(),
});

export type PageFrontMatter = z.infer<typeof PageFrontMatterSchema>;

/** A page as the site uses it: front matter and the compiled body. */
export type Page = PageFrontMatter & {
  /** The Markdown body compiled and sanitized at build time. */
  body: Root;
};
