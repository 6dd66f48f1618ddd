import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/dates';
import type { NewsLink } from '../../lib/news-teaser';
import { newsPath } from '../../lib/news-pages';
import { pagePath } from '../../site-pages';

/**
 * "More news" beside an article (below it on phones): the newest other articles, each a dated
 * title link, and a link to all news. Nothing is shown when the article is the only one.
 */
export function MoreNews({ articles }: { articles: readonly NewsLink[] }) {
  if (articles.length === 0) return null;
  return (
    <section
      aria-labelledby="more-news-title"
      // The titles belong to their own articles: search finds them there, not on every article.
      data-pagefind-ignore
      className="mt-12 self-start border-t-4 border-t-gold-400 bg-brand-50 p-5 lg:mt-0"
    >
      <h2 id="more-news-title" className="text-lg font-semibold text-brand-900">
        More news
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {articles.map((article) => (
          <li key={article.slug} className="py-3">
            <p className="text-sm text-slate-600">
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </p>
            <Link
              to={newsPath(article.slug)}
              className="font-semibold text-brand-800 underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link
          to={pagePath('/news')}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          All news and updates
        </Link>
      </p>
    </section>
  );
}
