/** Route loaders for the news pages (server side only; see loaders/page.ts). */
import type { NewsArticle } from '../content/schemas/news';
import type { Page } from '../content/schemas/page';
import { loadPage } from './page';

export interface NewsListData {
  page: Page;
  articles: Array<Omit<NewsArticle, 'body'>>;
}

export interface NewsArticleData {
  /** null when no article has the requested slug. */
  article: NewsArticle | null;
}

export async function newsListLoader(): Promise<NewsListData | null> {
  if (!import.meta.env.SSR) return null;
  const { newsArticles } = await import('../content/generated/news');
  return {
    page: await loadPage('news'),
    articles: newsArticles.map(({ body: _body, ...summary }) => summary),
  };
}

export async function newsArticleLoader({
  params,
}: {
  params: { slug?: string };
}): Promise<NewsArticleData | null> {
  if (!import.meta.env.SSR) return null;
  const { newsArticles } = await import('../content/generated/news');
  return { article: newsArticles.find((article) => article.slug === params.slug) ?? null };
}

/** Every article path, for prerendering. */
export async function newsArticlePaths(): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const { newsArticles } = await import('../content/generated/news');
  return newsArticles.map((article) => `news/${article.slug}`);
}
