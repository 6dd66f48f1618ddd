/** content/news/*.md: one news article per file; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { altText, isoDate, localPath, shortText, slug, text } from './fields';

export const NewsFrontMatterSchema = z.strictObject({
  /** Headline. */
  title: shortText(),
  /** Web address part (/news/{slug}); defaults to the file name without .md. */
  slug: slug()
    .refine((value) => value !== 'page', { error: 'must not be "page" (that address is used for the list pages)' })
    .optional(),
  /** Publication date, YYYY-MM-DD. */
  date: isoDate(),
  /** Optional place, e.g. Quezon City. */
  location: shortText().optional(),
  /** One or two sentences shown on the news list. */
  excerpt: text(),
  /** Image on the news list, under public/images/. */
  listImage: localPath('images'),
  /** Image at the top of the article, under public/images/. */
  headerImage: localPath('images'),
  /** Describes the images for people who cannot see them. */
  imageAlt: altText(),
  /** true when the article has no photo of its own yet: the list shows the default image. */
  isPlaceholder: z.boolean({ error: 'must be true or false' }).optional(),
  /** true keeps the article out of the site (it is still checked); a future date schedules it. */
  draft: z.boolean({ error: 'must be true or false' }).optional(),
});

export type NewsFrontMatter = z.infer<typeof NewsFrontMatterSchema>;

/** An article as the site uses it: front matter, its resolved slug and the compiled body. */
export type NewsArticle<Body = string> = Omit<NewsFrontMatter, 'slug' | 'draft'> & {
  slug: string;
  /** The Markdown body compiled to HTML and sanitized at build time (scripts/content/body-html.ts). */
  body: Body;
};

/** An article without its body: what lists, the home page and the feed use. */
export type NewsSummary = Omit<NewsArticle, 'body'>;
