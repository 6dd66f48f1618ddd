import { Markdown } from '../../components/content/markdown';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import type { CodeOfEthicsData } from '../../loaders/membership.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

export function Component() {
  const { page, ethics } = useRouteData<CodeOfEthicsData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <div className="max-w-measure">
          <Markdown html={page.body} />
          <h2 id="commitments" className="mt-8 text-xl font-semibold text-brand-900">
            {ethics.leadIn}
          </h2>
          <ol aria-labelledby="commitments" className="mt-4 list-decimal space-y-3 pl-6 text-slate-800">
            {ethics.commitments.map((commitment) => (
              <li key={commitment}>{commitment}</li>
            ))}
          </ol>
        </div>
      </SectionPage>
    </>
  );
}
