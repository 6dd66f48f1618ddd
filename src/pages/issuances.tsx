import { Markdown } from '../components/content/markdown';
import { IssuanceTabs } from '../components/issuances/issuance-tabs';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import type { IssuancesData } from '../loaders/issuances';
import { useRouteData } from '../loaders/page';

export function Component() {
  const { page, categories } = useRouteData<IssuancesData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="page-grid py-10">
        <Markdown html={page.body} className="mb-8 max-w-measure" />
        <IssuanceTabs
          categories={categories}
          label="Issuance categories"
          emptyText="No documents in this category yet."
        />
      </div>
    </>
  );
}
