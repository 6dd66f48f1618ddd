/** content/news/*.md: one news article per file; front matter fields below, the body in Markdown. */
import { z } from 'zod';
import { altText, isoDate, localPath, shortText, slug, text, trueOrFalse } from './fields';

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
    title: shortText().describe('The headline'),
    slug: slug()
      .refine((value) => value !== 'page', {
        error: 'must not be "page" (that address is used for the list pages)',
      })
      .optional()
      .describe(
        "The article's address, `/news/{slug}`: lower-case letters, digits and hyphens. Without it the file name is used (`board-meeting-may-2026.md` becomes `/news/board-meeting-may-2026`). `page` is not allowed (it is used by `/news/page/2`).",
      ),
    date: isoDate().describe('Publication date, `YYYY-MM-DD`. A date after today schedules the article.'),
    location: shortText().optional().describe('Where it happened, e.g. `Quezon City`'),
    excerpt: text().describe(
      'One or two sentences for the news list, the home page and the feed (the list shows three lines)',
    ),
    listImage: newsPhoto()
      .optional()
      .describe(
        'A **photograph** for the news list and the home page, under `public/images/` (`.jpg`, `.png`, `.webp` or `.avif`); without it the list shows a text card',
      ),
    headerImage: newsPhoto()
      .optional()
      .describe('A **photograph** for the top of the article, under `public/images/` (may be the same file)'),
    imageAlt: altText()
      .optional()
      .describe(
        'What the photo shows, for visitors who cannot see it. Needed when `listImage` or `headerImage` is given.',
      ),
    draft: trueOrFalse('draft')
      .optional()
      .describe(
        '`true` keeps the article off the site while you work on it (it is still checked); remove the line, or write `false`, to publish',
      ),
  })
  .refine((value) => value.imageAlt !== undefined || (!value.listImage && !value.headerImage), {
    path: ['imageAlt'],
    error:
      'is needed with listImage or headerImage: describe what the photo shows, for visitors who cannot see it',
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
