/**
 * Which news articles the built site publishes. An article is published from its date on (a
 * calendar day in Manila, compared with the build's "today") unless it is a draft; the nightly
 * rebuild at Manila midnight publishes the articles whose day has come. Drafts and scheduled
 * articles are still checked like every other file, so a mistake shows before they go out.
 */
import type { IsoDate } from '../../src/lib/dates';

export interface Publishable {
  date: IsoDate;
  draft?: boolean;
}

export function isPublished(article: Publishable, today: IsoDate): boolean {
  return article.draft !== true && article.date <= today;
}

/** The published articles, in their order, without the `draft` flag (it is false for all of them). */
export function publishedArticles<T extends Publishable>(
  articles: readonly T[],
  today: IsoDate,
): Array<Omit<T, 'draft'>> {
  return articles
    .filter((article) => isPublished(article, today))
    .map(({ draft: _draft, ...article }) => article);
}
