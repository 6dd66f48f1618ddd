import { Markdown } from '../../components/content/markdown';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import { assetUrl } from '../../lib/asset-url';
import type { BylawsData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

export function Component() {
  const { page, bylaws } = useRouteData<BylawsData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {bylaws.sections.map((section) => (
            <li
              key={section.title}
              className="rounded-lg border border-t-4 border-slate-200 border-t-gold-400 bg-white p-6 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-brand-900">{section.title}</h2>
              <p className="mt-2 text-slate-700">{section.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <a
            href={assetUrl(bylaws.file.href)}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {bylaws.downloadLabel}{' '}
            <span className="font-normal text-brand-100">
              ({bylaws.file.type}, {bylaws.file.size})
            </span>
          </a>
        </p>
      </SectionPage>
    </>
  );
}
