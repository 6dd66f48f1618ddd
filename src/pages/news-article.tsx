import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { NewsButtons } from '../components/news/news-buttons';
import { NewsFeedLink } from '../components/news/news-feed-link';
import { PageMeta } from '../components/seo/page-meta';
import { formatDate } from '../lib/dates';
import type { NewsArticleData } from '../loaders/news';
import { useRouteData } from '../loaders/page';

/** /news/:slug: one article, or the not-found state for a slug that matches none. */
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
        <div className="page-grid py-10">
          <p>The news article you are looking for does not exist.</p>
          <NewsButtons home={false} />
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
      <NewsFeedLink />
      <PageHeader title={article.title}>
        <p>
          <time dateTime={article.date} data-pagefind-meta="date">
            {formatDate(article.date)}
          </time>
          {article.location ? <span> · {article.location}</span> : null}
        </p>
      </PageHeader>
      <article className="page-grid py-10">
        <div className="max-w-measure">
          <img
            src={article.headerImage}
            alt={article.imageAlt}
            width={1200}
            height={675}
            className="mb-8 aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover"
          />
          <Markdown html={article.body} />
          <NewsButtons />
        </div>
      </article>
    </>
  );
}
