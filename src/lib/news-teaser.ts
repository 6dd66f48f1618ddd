import type { NewsSummary } from '../content/schemas/news';
import type { ImageInfo } from './images';

/**
 * What a list shows of an article: its summary and, when the article has a photo, that photo as
 * the build processed it. Without `image` the card is typographic: no picture stands in for it.
 * Made by the news loaders (src/loaders/news.server.ts), shown by src/components/news/news-card.tsx.
 */
export type NewsTeaser = Pick<
  NewsSummary,
  'slug' | 'title' | 'date' | 'location' | 'excerpt' | 'imageAlt'
> & {
  image?: ImageInfo;
};

/** What a "More news" list shows of an article: its dated title link. */
export type NewsLink = Pick<NewsSummary, 'slug' | 'title' | 'date'>;

/** How many other articles an article page lists under "More news". */
export const MORE_NEWS_COUNT = 3;

/**
 * The newest articles other than `slug`, at most `count`, from summaries that are newest first.
 */
export function moreNews(
  summaries: readonly NewsSummary[],
  slug: string,
  count = MORE_NEWS_COUNT,
): NewsLink[] {
  return summaries
    .filter((summary) => summary.slug !== slug)
    .slice(0, count)
    .map(({ slug: other, title, date }) => ({ slug: other, title, date }));
}
