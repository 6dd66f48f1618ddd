import type { ReactNode } from 'react';
import { Markdown } from '../../components/content/markdown';
import { DuesTable } from '../../components/membership/dues-table';
import { PageHeader } from '../../components/layout/page-header';
import { PageMeta } from '../../components/seo/page-meta';
import { assetUrl } from '../../lib/asset-url';
import type { HowToJoinData } from '../../loaders/membership.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

const buttonClass =
  'mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

interface CardProps {
  id: string;
  title: string;
  description: string;
  steps: string[];
  children: ReactNode;
}

function ApplicationCard({ id, title, description, steps, children }: CardProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{description}</p>
      {/* Bullets, not numbers: these are the first step of the process told once above it. */}
      <ul aria-label={`${title} steps`} className="mt-4 flex-1 list-disc space-y-2 pl-6 text-slate-800">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}

export function Component() {
  const { page, application, dues, duesYear } = useRouteData<HowToJoinData>();
  const { online, manual } = application;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        {/* The one numbered process, online and paper alike; the cards below say how each way of
            applying (its step 1) goes. */}
        <section aria-labelledby="process" className="mt-8 max-w-measure">
          <h2 id="process" className="text-xl font-semibold text-brand-900">
            {application.processTitle}
          </h2>
          <ol aria-labelledby="process" className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
            {application.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <ApplicationCard id="online-application" {...online}>
            <a href={online.url} target="_blank" rel="noopener noreferrer" className={buttonClass}>
              {online.action} <span className="sr-only">(opens in a new tab)</span>
            </a>
          </ApplicationCard>
          <ApplicationCard id="manual-application" {...manual}>
            <a href={assetUrl(manual.form.href)} className={buttonClass}>
              {manual.action}{' '}
              <span className="font-normal text-brand-100">
                ({manual.form.type}, {manual.form.size})
              </span>
            </a>
          </ApplicationCard>
        </div>
        <p className="mt-8 rounded-lg border-l-4 border-gold-400 bg-brand-50 p-4 text-slate-800">
          {application.note}
        </p>
        <section aria-labelledby="dues" className="mt-10">
          <h2 id="dues" className="mb-4 text-xl font-semibold text-brand-900">
            Membership dues
          </h2>
          <DuesTable dues={dues} year={duesYear} />
        </section>
      </SectionPage>
    </>
  );
}
