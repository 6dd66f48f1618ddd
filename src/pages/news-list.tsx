import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { formatDate } from '../lib/dates';
import type { NewsListData } from '../loaders/news';
import { useRouteData } from '../loaders/page';

export function Component() {
  const { page, articles } = useRouteData<NewsListData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
        {articles.map((article) => (
          <li key={article.slug}>
            <p className="text-sm text-slate-600">{formatDate(article.date)}</p>
            <h2 className="text-xl font-semibold">
              <Link to={`/news/${article.slug}`}>{article.title}</Link>
            </h2>
            <p>{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
