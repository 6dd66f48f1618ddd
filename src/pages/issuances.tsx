import { Markdown } from '../components/content/markdown';
import { CopiesOnRequest } from '../components/issuances/copies-on-request';
import { IssuanceRegister } from '../components/issuances/issuance-register';
import { PageHeader } from '../components/layout/page-header';
import { LastUpdated } from '../components/layout/last-updated';
import { PageMeta } from '../components/seo/page-meta';
import type { IssuancesData } from '../loaders/issuances.server';
import { useRouteData } from '../runtime/route-data';

export function Component() {
  const { page, categories, items, copyOnRequest } = useRouteData<IssuancesData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="page-grid py-8">
        {/* The page's text is a note beside the register (what is not in it, and how to get it),
            kept short so the register starts on a phone's first screen. */}
        <Markdown
          html={page.body}
          className="mb-6 max-w-measure rounded border-l-4 border-brand-700 bg-brand-50 px-4 py-2 text-sm"
        />
        <IssuanceRegister categories={categories} items={items} />
        <CopiesOnRequest items={copyOnRequest} />
        {page.updated ? <LastUpdated day={page.updated} /> : null}
      </div>
    </>
  );
}
