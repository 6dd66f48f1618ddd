import { Markdown } from '../../components/content/markdown';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import type { VisionMissionData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

export function Component() {
  const { page, coreValuesTitle, coreValues } = useRouteData<VisionMissionData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        <section aria-labelledby="core-values" className="mt-12">
          <h2 id="core-values" className="text-2xl font-bold text-brand-900">
            {coreValuesTitle}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {coreValues.map((value) => (
              <li key={value.name} className="rounded-lg border-t-4 border-gold-400 bg-brand-50 p-6">
                <h3 className="text-lg font-semibold text-brand-900">{value.name}</h3>
                <p className="mt-2 text-slate-700">{value.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </SectionPage>
    </>
  );
}
