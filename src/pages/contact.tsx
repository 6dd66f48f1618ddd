import type { ReactNode } from 'react';
import { Markdown } from '../components/content/markdown';
import { ClickToLoad } from '../components/embeds/click-to-load';
import { AddressLines } from '../components/layout/address-lines';
import { CONTACT_ICONS, type ContactIconName } from '../components/layout/contact-icons';
import { LineIcon } from '../components/layout/icon';
import { PageHeader } from '../components/layout/page-header';
import { LastUpdated } from '../components/layout/last-updated';
import { PageMeta } from '../components/seo/page-meta';
import { site } from '#generated/site';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';
import { addressLines } from '../lib/postal-address';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
const cardClass = 'rounded-lg border border-slate-200 border-t-4 border-t-gold-400 bg-white p-6 shadow-sm';

/** One contact fact: its icon and name, then its value below, lined up with the name. */
function Detail({ icon, term, children }: { icon: ContactIconName; term: string; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        <LineIcon path={CONTACT_ICONS[icon]} className="size-5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1 pl-8 text-lg text-slate-900">{children}</dd>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /contact: how to call, write to and visit the Secretariat. */
export function Component() {
  const { page } = useRouteData<PageData>();
  const { address } = site;
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <div className="page-grid py-10">
        <div className="max-w-measure">
          <Markdown html={page.body} />
        </div>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <Card id="contact-call-write" title="Call or write">
            <dl className="mt-4 divide-y divide-slate-200">
              <Detail icon="phone" term="Phone">
                <a href={`tel:${site.phoneLink}`} className={linkClass}>
                  {site.phone}
                </a>
              </Detail>
              <Detail icon="mail" term="General information">
                <a href={`mailto:${site.emails.general}`} className={linkClass}>
                  {site.emails.general}
                </a>
              </Detail>
              <Detail icon="mail" term="Membership">
                <a href={`mailto:${site.emails.membership}`} className={linkClass}>
                  {site.emails.membership}
                </a>
              </Detail>
              <Detail icon="external-link" term={site.social.network}>
                <a href={site.social.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {site.shortName} on {site.social.network}{' '}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Detail>
            </dl>
          </Card>
          <Card id="contact-visit" title="Visit the Secretariat">
            <dl className="mt-4 divide-y divide-slate-200">
              <Detail icon="map-pin" term="Address">
                <AddressLines lines={addressLines(address)} />
              </Detail>
              <Detail icon="clock" term="Office hours">
                {site.officeHours}
              </Detail>
            </dl>
            <ClickToLoad
              title={`Map of the ${site.shortName} office`}
              src={site.map.embedUrl}
              width={600}
              height={450}
              buttonLabel="Show map"
              link={{ href: site.map.url, label: 'Open the full map' }}
              className="mt-6"
            />
          </Card>
        </div>
        {page.updated ? <LastUpdated day={page.updated} placement="mt-10" /> : null}
      </div>
    </>
  );
}
