import { site } from '#generated/site';
import { ProsePage } from '../components/training/prose-intro';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';

/** /training/in-house: how an agency requests customised training, with the contact details. */
export function Component() {
  const { page } = useRouteData<PageData>();
  return (
    <ProsePage page={page}>
      <section
        aria-labelledby="in-house-contact"
        className="rounded-lg border border-slate-200 bg-brand-50 p-6"
      >
        <h2 id="in-house-contact" className="text-xl font-bold text-brand-800">
          Request in-house training
        </h2>
        <p className="mt-2">Call or e-mail the Secretariat to discuss your agency&apos;s needs.</p>
        <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a href={`tel:${site.phoneLink}`} className="text-brand-700 underline">
              {site.phone}
            </a>
          </dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <a href={`mailto:${site.emails.general}`} className="text-brand-700 underline">
              {site.emails.general}
            </a>
          </dd>
          <dt className="font-semibold">Office hours</dt>
          <dd>{site.officeHours}</dd>
        </dl>
      </section>
    </ProsePage>
  );
}
