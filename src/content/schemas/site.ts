/** content/site.yaml: facts about the association used across the site (header, footer, contact). */
import { z } from 'zod';
import { httpsUrl, MAX_LENGTH, shortText, text } from './fields';

/** Zeros alone, with or without separators ("0000", "0000-000"): the shape of a number, not a number. */
const ZEROS_ONLY = /^[\s0./-]*0[\s0./-]*$/;

/** An official registration number; a sample made of zeros would be shown to visitors as real. */
const registrationNumber = () =>
  shortText().refine((value) => !ZEROS_ONLY.test(value), {
    error: (issue) =>
      `looks like a placeholder (got ${String(issue.input)}): copy the real number from the certificate, or leave the line out until it is known`,
  });

export const SiteSchema = z.strictObject({
  /** Full name of the association. */
  name: shortText(),
  /** Short name or acronym shown beside the logo. */
  shortName: shortText(),
  /** One or two sentences describing the association (footer, search engines). */
  description: text(),
  /** Year the association was founded. */
  foundingYear: z.number({ error: 'must be a year such as 1959' }).int().min(1900).max(2100),
  /** Postal address, one line per entry. */
  address: z.strictObject({
    /** Street, building and barangay lines. */
    lines: z.array(shortText()).min(1, { error: 'must list at least one address line' }),
    /** City, for example Quezon City. */
    city: shortText(),
    /** Region or province, for example Metro Manila. */
    region: shortText(),
    /** Postal (ZIP) code. */
    postalCode: shortText(),
    /** Country. */
    country: shortText(),
  }),
  /** Office hours as visitors should read them. */
  officeHours: shortText(),
  /** Telephone number as displayed, e.g. (02) 8123 4567. */
  phone: shortText(),
  /** Telephone number for the tel: link, digits with country code, e.g. +63281234567. */
  phoneLink: z.string().regex(/^\+\d{7,15}$/, { error: 'must be digits with a leading + and country code, like +63281234567' }),
  /** E-mail addresses. */
  emails: z.strictObject({
    /** General information e-mail. */
    general: z.email({ error: 'must be an e-mail address' }).max(MAX_LENGTH.short),
    /** Membership e-mail. */
    membership: z.email({ error: 'must be an e-mail address' }).max(MAX_LENGTH.short),
  }),
  /** The association's social media page. */
  social: z.strictObject({
    /** Name of the network, e.g. Facebook. */
    network: shortText(),
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
        name: shortText(),
        /** Path on this site, starting with /. */
        path: z.string().max(MAX_LENGTH.path).regex(/^\/[a-z0-9/-]*$/, {
          error: (issue) => `must be a path on this site such as /privacy (got ${String(issue.input)})`,
        }),
      }),
    )
    .min(1, { error: 'must list at least one link' }),
  /** Registration numbers shown beside CPD units and in the footer; each line only when given. */
  accreditation: z
    .strictObject({
      prcCpdProvider: registrationNumber()
        .optional()
        .describe('Accreditation number of the association as a CPD provider of the Professional Regulation Commission, as printed on its certificate.'),
      secRegistration: registrationNumber()
        .optional()
        .describe('Registration number of the association with the Securities and Exchange Commission.'),
    })
    .optional()
    .describe('Official registration numbers of the association.'),
  /** Map of the office. */
  map: z.strictObject({
    /** Address of the embeddable map (loaded only when a visitor asks). */
    embedUrl: httpsUrl(),
    /** Link that opens the map on the provider's site. */
    url: httpsUrl(),
  }),
});

export type Site = z.infer<typeof SiteSchema>;
