/** content/site.yaml: facts about the association used across the site (header, footer, contact). */
import { z } from 'zod';
import { httpsUrl, text } from './fields';

export const SiteSchema = z.strictObject({
  /** Full name of the association. */
  name: text(),
  /** Short name or acronym shown beside the logo. */
  shortName: text(),
  /** One or two sentences describing the association (footer, search engines). */
  description: text(),
  /** Year the association was founded. */
  foundingYear: z.number({ error: 'must be a year such as 1959' }).int().min(1900).max(2100),
  /** Postal address, one line per entry. */
  address: z.strictObject({
    /** Street, building and barangay lines. */
    lines: z.array(text()).min(1, { error: 'must list at least one address line' }),
    /** City, for example Quezon City. */
    city: text(),
    /** Region or province, for example Metro Manila. */
    region: text(),
    /** Postal (ZIP) code. */
    postalCode: text(),
    /** Country. */
    country: text(),
  }),
  /** Office hours as visitors should read them. */
  officeHours: text(),
  /** Telephone number as displayed, e.g. (02) 8123 4567. */
  phone: text(),
  /** Telephone number for the tel: link, digits with country code, e.g. +63281234567. */
  phoneLink: z.string().regex(/^\+\d{7,15}$/, { error: 'must be digits with a leading + and country code, like +63281234567' }),
  /** E-mail addresses. */
  emails: z.strictObject({
    /** General information e-mail. */
    general: z.email({ error: 'must be an e-mail address' }),
    /** Membership e-mail. */
    membership: z.email({ error: 'must be an e-mail address' }),
  }),
  /** The association's social media page. */
  social: z.strictObject({
    /** Name of the network, e.g. Facebook. */
    network: text(),
    /** Link to the page. */
    url: httpsUrl(),
    /** Address of the embeddable page plugin (loaded only when a visitor asks). */
    embedUrl: httpsUrl(),
  }),
  /** Links at the bottom of the footer (Privacy Policy, Terms of Service), in order. */
  footerLinks: z
    .array(
      z.strictObject({
        /** Label shown in the footer. */
        name: text(),
        /** Path on this site, starting with /. */
        path: z.string().regex(/^\/[a-z0-9/-]*$/, {
          error: (issue) => `must be a path on this site such as /privacy (got ${String(issue.input)})`,
        }),
      }),
    )
    .min(1, { error: 'must list at least one link' }),
  /** Map of the office. */
  map: z.strictObject({
    /** Address of the embeddable map (loaded only when a visitor asks). */
    embedUrl: httpsUrl(),
    /** Link that opens the map on the provider's site. */
    url: httpsUrl(),
  }),
});

export type Site = z.infer<typeof SiteSchema>;
