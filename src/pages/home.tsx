import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { useRouteData, type PageData } from '../loaders/page';

export function Component() {
  const { page } = useRouteData<PageData>();
  return (
    <>
      <PageMeta description={page.description} />
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Markdown tree={page.body} />
      </div>
    </>
  );
}
