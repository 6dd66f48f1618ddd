import type { ReactNode } from 'react';
import { Markdown } from '../components/content/markdown';
import { ClickToLoad } from '../components/embeds/click-to-load';
import { PageHeader } from '../components/layout/page-header';
import { LastUpdated } from '../components/layout/section-page';
import { PageMeta } from '../components/seo/page-meta';
import { site } from '../content/generated/site';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';
import { addressLines } from '../lib/postal-address';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

export function Component() {
  const { page } = useRouteData<PageData>();
  const { address } = site;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="page-grid grid gap-10 px-4 py-10 lg:grid-cols-2">
        <div>
          <Markdown html={page.body} />
          <dl className="mt-8 space-y-5">
            <Detail term="Phone">
              <a href={`tel:${site.phoneLink}`} className={linkClass}>
                {site.phone}
              </a>
            </Detail>
            <Detail term="General information">
              <a href={`mailto:${site.emails.general}`} className={linkClass}>
                {site.emails.general}
              </a>
            </Detail>
            <Detail term="Membership">
              <a href={`mailto:${site.emails.membership}`} className={linkClass}>
                {site.emails.membership}
              </a>
            </Detail>
            <Detail term="Address">
              <address className="not-italic">
                {addressLines(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            <Detail term="Office hours">{site.officeHours}</Detail>
            <Detail term={site.social.network}>
              <a href={site.social.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {site.shortName} on {site.social.network}{' '}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Detail>
          </dl>
        </div>
        <ClickToLoad
          title={`Map of the ${site.shortName} office`}
          src={site.map.embedUrl}
          width={600}
          height={450}
          buttonLabel="Show map"
          link={{ href: site.map.url, label: 'Open the full map' }}
        />
        {page.updated ? <LastUpdated day={page.updated} placement="mt-2 lg:col-span-2" /> : null}
      </div>
    </>
  );
}
