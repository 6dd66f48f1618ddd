import { Link } from 'react-router-dom';
import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { formatDate } from '../lib/dates';
import type { NewsArticleData } from '../loaders/news';
import { useRouteData } from '../loaders/page';

export function Component() {
  const data = useRouteData<NewsArticleData | null>();
  const article = data?.article;
  if (!article) {
    return (
      <>
        <PageMeta
          title="Article not found"
          description="The news article you are looking for does not exist."
        />
        <PageHeader title="Article not found" />
        <div className="mx-auto max-w-3xl px-4 py-10">
          <p>The news article you are looking for does not exist.</p>
          <Link to="/news" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Back to News
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        type="article"
        publishedDate={article.date}
        image={article.headerImage}
        imageAlt={article.imageAlt}
      />
      <PageHeader title={article.title}>
        <p>{formatDate(article.date)}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown tree={article.body} />
      </div>
    </>
  );
}
