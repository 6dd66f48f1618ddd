import { Link } from 'react-router-dom';
import type { NewsTeaser } from '../../lib/news-teaser';
import { NewsCard } from './news-card';
import { NewsFeedLink } from './news-feed-link';
import { pagePath } from '../../site-pages';

export interface LatestNewsProps {
  /** The newest articles, newest first (the home loader provides three). */
  articles: NewsTeaser[];
}

/** Home page section "Latest news": the newest articles and a link to all news. */
export function LatestNews({ articles }: LatestNewsProps) {
  return (
    <section aria-labelledby="latest-news-heading" className="bg-slate-50">
      <NewsFeedLink />
      <div className="page-grid py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-news-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            Latest news
          </h2>
          <Link
            to={pagePath('/news')}
            data-pagefind-ignore
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            All news
          </Link>
        </div>
        {articles.length === 0 ? (
          <p className="mt-6 text-slate-700">News will appear here soon.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} readMoreLabel="Read more" headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
