import { Markdown } from '../../components/content/markdown';
import { BecomeMemberButton } from '../../components/membership/become-member-button';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import type { WhyJoinData } from '../../loaders/membership.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

export function Component() {
  const { page, benefits, joinLabel } = useRouteData<WhyJoinData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        <ul aria-label="Benefits of membership" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex flex-col rounded-lg border border-t-4 border-slate-200 border-t-gold-400 bg-white p-6 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-brand-900">{benefit.title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{benefit.description}</p>
            </li>
          ))}
        </ul>
        <BecomeMemberButton label={joinLabel} className="mt-8" />
      </SectionPage>
    </>
  );
}
