import { Link } from 'react-router-dom';
import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { LastUpdated } from '../components/layout/last-updated';
import { NewsCard } from '../components/news/news-card';
import { NewsFeedLink } from '../components/news/news-feed-link';
import { NewsPagination } from '../components/news/news-pagination';
import { PageMeta } from '../components/seo/page-meta';
import type { NewsListData } from '../loaders/news.server';
import { useRouteData } from '../runtime/route-data';
import { pagePath } from '../site-pages';

/** /news and /news/page/:n: twelve article cards a page, newest first. */
export function Component() {
  const data = useRouteData<NewsListData | null>();
  if (!data) return <NewsPageNotFound />;
  const { page, articles, pageNumber, pageCount } = data;
  const later = pageNumber > 1;
  const title = later ? `${page.title} - Page ${pageNumber}` : page.title;
  const description = later ? `${page.description} Page ${pageNumber} of ${pageCount}.` : page.description;
  return (
    <>
      <PageMeta title={title} description={description} />
      <NewsFeedLink />
      <PageHeader title={title} />
      <div className="page-grid py-10">
        <Markdown html={page.body} className="max-w-measure" />
        {articles.length === 0 ? (
          <p className="mt-8 text-slate-700">No news articles have been published yet.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} readMoreLabel="Read more" />
              </li>
            ))}
          </ul>
        )}
        <NewsPagination page={pageNumber} pageCount={pageCount} />
        {page.updated ? <LastUpdated day={page.updated} /> : null}
      </div>
    </>
  );
}

/** A list page number beyond the last one, reached by following an old link. */
function NewsPageNotFound() {
  return (
    <>
      <PageMeta title="News page not found" description="This page of the news list does not exist." />
      <PageHeader title="News page not found" />
      <div className="page-grid py-10">
        <p>This page of the news list does not exist.</p>
        <Link
          to={pagePath('/news')}
          className="mt-6 inline-block rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          Back to news
        </Link>
      </div>
    </>
  );
}
