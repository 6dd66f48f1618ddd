/** content/site.yaml: facts about the association used across the site (header, footer, contact). */
import { z } from 'zod';
import { httpsUrl, MAX_LENGTH, shortText, sitePath, text } from './fields';

/** Zeros alone, with or without separators ("0000", "0000-000"): the shape of a number, not a number. */
const ZEROS_ONLY = /^[\s0./-]*0[\s0./-]*$/;

/** An official registration number; a sample made of zeros would be shown to visitors as real. */
const registrationNumber = () =>
  shortText().refine((value) => !ZEROS_ONLY.test(value), {
    error: (issue) =>
      `looks like a placeholder (got ${String(issue.input)}): copy the real number from the certificate, or leave the line out until it is known`,
  });

/**
 * The embeds the site shows, by the start of their address. A frame runs its provider's scripts
 * on the page, so only these providers' embed pages may be framed: an address on another host,
 * or another page of theirs, is refused (the start includes the path, so the host is exact).
 */
export const MAP_EMBEDS = [
  { provider: 'OpenStreetMap', start: 'https://www.openstreetmap.org/export/embed.html?' },
  { provider: 'Google Maps', start: 'https://www.google.com/maps/embed?' },
] as const;
export const SOCIAL_EMBEDS = [
  { provider: 'the Facebook page plugin', start: 'https://www.facebook.com/plugins/page.php?' },
] as const;

/** An https address that starts as one of `embeds` says, with a message listing them. */
const embedAddress = (embeds: readonly { provider: string; start: string }[]) =>
  httpsUrl().refine((value) => embeds.some(({ start }) => value.startsWith(start)), {
    error: (issue) =>
      `must be the embed address of ${embeds.map(({ provider, start }) => `${provider} (${start}...)`).join(' or ')}, copied from the provider's Share > Embed: no other site may be shown in a frame (got ${String(issue.input).slice(0, 100)})`,
  });

export const SiteSchema = z.strictObject({
  name: shortText().describe('Full name of the association'),
  shortName: shortText().describe('Acronym shown beside the logo and in page titles (`AGIA`)'),
  description: text().describe('One or two sentences about the association (footer, search engines)'),
  foundingYear: z
    .number({ error: 'must be a year such as 1959' })
    .int()
    .min(1900)
    .max(2100)
    .describe('The year the association was founded: `1959`'),
  address: z
    .strictObject({
      lines: z
        .array(shortText())
        .min(1, { error: 'must list at least one address line' })
        .describe('Street, building and barangay lines, one per entry'),
      city: shortText().describe('City, e.g. `Quezon City`'),
      region: shortText().describe('Region or province, e.g. `Metro Manila`'),
      postalCode: shortText().describe('Postal (ZIP) code, in quotes: `"1101"`'),
      country: shortText().describe('Country: `Philippines`'),
    })
    .describe("The office's postal address, shown in the footer and on the contact page"),
  officeHours: shortText().describe('As visitors should read them: `Monday to Friday, 8:00 AM to 5:00 PM`'),
  phone: shortText().describe('The number as visitors read it: `(02) 8921 4057`'),
  phoneLink: z
    .string()
    .regex(/^\+\d{7,15}$/, { error: 'must be digits with a leading + and country code, like +63281234567' })
    .describe('The same number for phones to dial, with the country code, in quotes: `"+63289214057"`'),
  emails: z
    .strictObject({
      general: z
        .email({ error: 'must be an e-mail address' })
        .max(MAX_LENGTH.short)
        .describe('The general information e-mail address'),
      membership: z
        .email({ error: 'must be an e-mail address' })
        .max(MAX_LENGTH.short)
        .describe('The e-mail address for membership questions'),
    })
    .describe('E-mail addresses shown on the contact page and in the footer'),
  social: z
    .strictObject({
      network: shortText().describe('Name of the network, e.g. `Facebook`'),
      url: httpsUrl().describe("The address of the association's page (`https://...`)"),
      embedUrl: embedAddress(SOCIAL_EMBEDS).describe(
        'The address of the Facebook page plugin (`https://www.facebook.com/plugins/page.php?href=...`), loaded only when a visitor asks',
      ),
    })
    .describe("The association's social media page"),
  footerLinks: z
    .array(
      z.strictObject({
        name: shortText().describe('The link text, e.g. `Privacy Policy`'),
        path: sitePath().describe('A page of this site, starting with `/`: `/privacy`'),
      }),
    )
    .min(1, { error: 'must list at least one link' })
    .describe(
      'Links at the bottom of every page, in order (Privacy Policy at `/privacy`, Terms of Service at `/terms`)',
    ),
  accreditation: z
    .strictObject({
      prcCpdProvider: registrationNumber()
        .optional()
        .describe(
          "The association's accreditation number as a CPD provider of the Professional Regulation Commission, as printed on the certificate, in quotes. Shown beside the CPD units of every training, at the top of the home page and in the footer. Leave it out until the number is known: a number of zeros is refused.",
        ),
      secRegistration: registrationNumber()
        .optional()
        .describe(
          "The association's registration number with the Securities and Exchange Commission, in quotes, shown at the top of the home page and in the footer",
        ),
    })
    .optional()
    .describe(
      "The association's official registration numbers; a number left out is not mentioned on the site",
    ),
  map: z
    .strictObject({
      embedUrl: embedAddress(MAP_EMBEDS).describe(
        'The address of an OpenStreetMap (`https://www.openstreetmap.org/export/embed.html?...`) or Google Maps (`https://www.google.com/maps/embed?...`) embed, loaded only when a visitor asks',
      ),
      url: httpsUrl().describe("The link that opens the map on the provider's site"),
    })
    .describe('The map of the office on the contact page'),
});

export type Site = z.infer<typeof SiteSchema>;
