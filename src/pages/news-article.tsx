import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { NewsButtons } from '../components/news/news-buttons';
import { MoreNews } from '../components/news/more-news';
import { NewsFeedLink } from '../components/news/news-feed-link';
import { PageMeta } from '../components/seo/page-meta';
import { Picture } from '../components/ui/picture';
import { formatDate } from '../lib/dates';
import type { NewsArticleData } from '../loaders/news.server';
import { useRouteData } from '../runtime/route-data';

/** /news/:slug: one article, or the not-found state for a slug that matches none. */
export function Component() {
  const data = useRouteData<NewsArticleData | null>();
  const article = data?.article;
  const headerPicture = data?.headerPicture;
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
        // The largest copy in the photo's own format (JPEG or PNG, at most 1440 px): what sharing
        // sites read. Without a photo the site's share image stands in.
        image={headerPicture?.src}
        imageAlt={article.imageAlt}
      />
      <NewsFeedLink />
      <PageHeader title={article.title}>
        <p>
          <time dateTime={article.date} data-pagefind-meta="date, published[datetime]">
            {formatDate(article.date)}
          </time>
          {article.location ? <span> · {article.location}</span> : null}
        </p>
      </PageHeader>
      <div className="page-grid gap-10 py-10 lg:grid lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between">
        <article className="max-w-measure">
          {/* Without a photo the article starts with its text: the page header already carries
              its title, date and place, and no drawing stands in for a photograph. */}
          {headerPicture ? (
            <Picture
              image={headerPicture}
              alt={article.imageAlt ?? ''}
              // The width of the article's text column (max-w-measure, 48rem).
              sizes="(min-width: 800px) 768px, 100vw"
              priority
              className="mb-8 aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover"
            />
          ) : null}
          <Markdown html={article.body} />
          <NewsButtons />
        </article>
        <MoreNews articles={data.more} />
      </div>
    </>
  );
}
