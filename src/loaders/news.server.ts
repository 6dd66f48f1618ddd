/**
 * Route loaders for the news pages (build only; see loaders/page.server.ts). Each page gets only
 * what it shows: a list page its 12 summaries, an article page its own article.
 */
import { moreNews, type NewsLink, type NewsTeaser } from '../lib/news-teaser';
import { newsPageCount, pageSlice, parsePageParam } from '../lib/news-pages';
import type { NewsArticle, NewsSummary } from '../content/schemas/news';
import type { Page } from '../content/schemas/page';
import type { ImageInfo } from '../lib/images';
import { resolveImage } from './images.server';
import { loadPage, type Loaders } from './page.server';

export interface NewsListData {
  page: Page;
  /** The articles of this list page, newest first, as their cards show them. */
  articles: NewsTeaser[];
  /** 1-based number of this list page. */
  pageNumber: number;
  pageCount: number;
}

export interface NewsArticleData {
  /** null when no article has the requested slug. */
  article: NewsArticle | null;
  /** The article's header photo as the build processed it; null without an article or a photo. */
  headerPicture: ImageInfo | null;
  /** The newest other articles, for "More news"; empty without an article. */
  more: NewsLink[];
}

/** What a news card shows of an article (the list pages and the home page). */
export async function newsTeaser(summary: NewsSummary): Promise<NewsTeaser> {
  const { slug, title, date, location, excerpt, imageAlt, listImage } = summary;
  const teaser: NewsTeaser = { slug, title, date, excerpt, ...(location ? { location } : {}) };
  // Without a photo the card is typographic: nothing stands in for the missing picture.
  if (!listImage) return teaser;
  return { ...teaser, imageAlt, image: await resolveImage(listImage) };
}

async function newsListLoader({ params }: { params: { n?: string } }): Promise<NewsListData | null> {
  const pageNumber = parsePageParam(params.n);
  const { newsSummaries } = await import('#generated/news-summaries');
  const pageCount = newsPageCount(newsSummaries.length);
  if (pageNumber === null || pageNumber > pageCount) return null;
  return {
    page: await loadPage('/news'),
    articles: await Promise.all(pageSlice(newsSummaries, pageNumber).map(newsTeaser)),
    pageNumber,
    pageCount,
  };
}

let bySlug: Map<string, NewsArticle> | undefined;

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  '/news': newsListLoader,
  '/news/page/:n': newsListLoader,
  '/news/:slug': async ({ params }: { params: { slug?: string } }): Promise<NewsArticleData> => {
    if (!bySlug) {
      const { newsArticles } = await import('#generated/news');
      bySlug = new Map(newsArticles.map((article) => [article.slug, article]));
    }
    const article = bySlug.get(params.slug ?? '') ?? null;
    const headerPicture = article?.headerImage ? await resolveImage(article.headerImage) : null;
    if (!article) return { article, headerPicture, more: [] };
    const { newsSummaries } = await import('#generated/news-summaries');
    return { article, headerPicture, more: moreNews(newsSummaries, article.slug) };
  },
} satisfies Loaders;
