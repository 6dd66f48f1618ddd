import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { UpcomingTrainingsSection } from '../components/training/upcoming-trainings-section';
import type { HomeData } from '../loaders/home';
import { useRouteData } from '../loaders/page';

export function Component() {
  const { page, trainings } = useRouteData<HomeData>();
  return (
    <>
      <PageMeta description={page.description} />
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown tree={page.body} />
      </div>

      <UpcomingTrainingsSection trainings={trainings} />

      {/* Section: Latest News & Updates (from components/news). */}

      {/* Section: Connect With Us (social page embed). */}
    </>
  );
}
