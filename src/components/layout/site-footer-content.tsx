import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Navigation } from '../../content/schemas/navigation';
import type { Site } from '../../content/schemas/site';
import { FOOTER_SECTIONS_ID } from './footer-ids';
import { AddressLines } from './address-lines';
import { CONTACT_ICONS as FACT_ICONS } from './contact-icons';
import { LineIcon } from './icon';
import { LogoMark } from './logo';
import { cpdProviderText } from '../../lib/training-details';
import { readyLinks } from '../../lib/not-ready';
import { cityLine } from '../../lib/postal-address';
import { sentenceCase } from '../../lib/sentence-case';

export interface SiteFooterContentProps {
  site: Site;
  navigation: Navigation;
  /** Calendar year shown in the copyright line (the build's year, so prerender and browser agree). */
  year: string;
}

/**
 * What the footer on every page says: who we are, how to reach us, the main sections and the
 * legal links. Rendered into each page at build time (and on the development server); the built
 * site's browser code keeps that markup (./site-footer.tsx) and never downloads this module.
 */
export function SiteFooterContent({ site, navigation, year }: SiteFooterContentProps) {
  const address = [...site.address.lines, cityLine(site.address)];
  return (
    <>
      <div className="page-grid grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-3">
            <LogoMark className="h-12" />
            <span className="text-lg font-bold leading-snug text-white">{site.name}</span>
          </p>
          <p className="mt-4 max-w-md text-sm leading-relaxed">{site.description}</p>
          <p className="mt-3 text-sm">Established {site.foundingYear}.</p>
          {site.accreditation?.prcCpdProvider ? (
            <p className="mt-1 text-sm">{cpdProviderText(site.accreditation.prcCpdProvider)}.</p>
          ) : null}
          {site.accreditation?.secRegistration ? (
            <p className="mt-1 text-sm">SEC Registration No. {site.accreditation.secRegistration}.</p>
          ) : null}
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-bold text-gold-400">
            Contact us
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <FooterFact icon="map-pin" label="Office address">
              <AddressLines lines={address} />
            </FooterFact>
            <FooterFact icon="clock" label="Office hours">
              {site.officeHours}
            </FooterFact>
            <FooterFact icon="phone" label="Phone">
              <a href={`tel:${site.phoneLink}`} className="footer-link">
                {site.phone}
              </a>
            </FooterFact>
            <FooterFact icon="mail" label="E-mail">
              <a href={`mailto:${site.emails.general}`} className="footer-link">
                {site.emails.general}
              </a>
            </FooterFact>
            <FooterFact icon="external-link" label="Social media">
              <a href={site.social.url} target="_blank" rel="noopener noreferrer" className="footer-link">
                {site.social.network}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </FooterFact>
          </ul>
        </section>
        <nav aria-labelledby={FOOTER_SECTIONS_ID}>
          <h2 id={FOOTER_SECTIONS_ID} className="font-bold text-gold-400">
            Sections
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
            {navigation.items.map((item) => (
              <FooterLink
                key={item.path}
                path={item.path}
                name={sentenceCase(item.name, [site.shortName, 'CPD'])}
              />
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-700">
        <div className="page-grid flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.name}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {readyLinks(site.footerLinks).map((link) => (
              <FooterLink key={link.path} path={link.path} name={link.name} />
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/** A link to a site page. */
function FooterLink({ path, name }: { path: string; name: string }) {
  return (
    <li>
      <Link to={path} className="footer-link inline-flex min-h-6 items-center">
        {name}
      </Link>
    </li>
  );
}

function FooterFact({
  icon,
  label,
  children,
}: {
  icon: keyof typeof FACT_ICONS;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <LineIcon path={FACT_ICONS[icon]} className="mt-0.5 size-5 shrink-0 text-gold-400" />
      <div>
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </li>
  );
}
