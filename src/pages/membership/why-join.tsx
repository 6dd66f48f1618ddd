import { Link } from 'react-router-dom';
import { Markdown } from '../../components/content/markdown';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import type { WhyJoinData } from '../../loaders/membership';
import { useRouteData } from '../../loaders/page';

const HOW_TO_JOIN = '/membership/how-to-join';

export function Component() {
  const { page, benefits, joinLabel } = useRouteData<WhyJoinData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Markdown html={page.body} className="max-w-3xl" />
        <ul aria-label="Benefits of membership" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-brand-900">{benefit.title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{benefit.description}</p>
              <Link
                to={HOW_TO_JOIN}
                className="mt-4 self-start rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {joinLabel}
                <span className="sr-only">: {benefit.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
