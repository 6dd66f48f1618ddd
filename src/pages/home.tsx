import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { LatestNews } from '../components/news/latest-news';
import { PageMeta } from '../components/seo/page-meta';
import type { HomeData } from '../loaders/home';
import { useRouteData } from '../loaders/page';

export function Component() {
  const { page, latestNews } = useRouteData<HomeData>();
  return (
    <>
      <PageMeta description={page.description} />
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown tree={page.body} />
      </div>

      {/* Section: Upcoming Training Schedules (carousel from components/training). */}

      <LatestNews articles={latestNews} />

      {/* Section: Connect With Us (social page embed). */}
    </>
  );
}
