/** content/news/*.md: one news article per file; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { altText, isoDate, localPath, shortText, slug, text } from './fields';

/** File endings of photographs; drawings (SVG) and animations are not photos. */
export const PHOTO_FILE = /\.(jpe?g|png|webp|avif)$/i;

/** A news picture: a photograph under public/images/, never a drawing posing as one. */
const newsPhoto = () =>
  localPath('images').refine((value) => PHOTO_FILE.test(value), {
    error: (issue) =>
      `must be a photograph (a .jpg, .png, .webp or .avif file), not ${String(issue.input)}: without a photo, leave listImage, headerImage and imageAlt out and the site shows a text card`,
  });

export const NewsFrontMatterSchema = z
  .strictObject({
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
  /** Optional photo on the news list, under public/images/; without it the list shows a text card. */
  listImage: newsPhoto().optional(),
  /** Optional photo at the top of the article, under public/images/; without it the article starts with its text. */
  headerImage: newsPhoto().optional(),
  /** Describes the photos for people who cannot see them; needed with listImage or headerImage. */
  imageAlt: altText().optional(),
  /** true keeps the article out of the site (it is still checked); a future date schedules it. */
  draft: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((value) => value.imageAlt !== undefined || (!value.listImage && !value.headerImage), {
    path: ['imageAlt'],
    error: 'is needed with listImage or headerImage: describe what the photo shows, for visitors who cannot see it',
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
