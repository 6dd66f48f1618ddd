import type { Site } from '../../content/schemas/site';
import { LineIcon } from '../layout/icon';
import { cpdProviderText } from '../../lib/training-details';

/**
 * The facts that vouch for the association, in the order a visitor weighs them: its age, then the
 * PRC CPD provider and SEC numbers from site.yaml, each only when the file gives it.
 */
export function credentials(site: Pick<Site, 'foundingYear' | 'accreditation'>): string[] {
  const facts = [`Established ${site.foundingYear}`];
  const { prcCpdProvider, secRegistration } = site.accreditation ?? {};
  if (prcCpdProvider) facts.push(cpdProviderText(prcCpdProvider));
  if (secRegistration) facts.push(`SEC Registration No. ${secRegistration}`);
  return facts;
}

/** The credentials as one quiet line in the hero, each after the logo's check mark. */
export function CredentialsLine({ site }: { site: Pick<Site, 'foundingYear' | 'accreditation'> }) {
  return (
    <ul aria-label="Credentials" className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-brand-100">
      {credentials(site).map((fact) => (
        <li key={fact} className="flex items-center gap-2">
          <LineIcon path="m5 12.5 4.5 4.5L19 7.5" className="size-4 shrink-0 text-gold-400" />
          {fact}
        </li>
      ))}
    </ul>
  );
}
