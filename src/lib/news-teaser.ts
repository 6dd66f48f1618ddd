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
