/**
 * The office address as every page writes it, from site.yaml's `address`: the street lines, then
 * "Quezon City, Metro Manila 1101", then the country. One function, so the Contact page and the
 * footer cannot drift apart.
 */
export interface PostalAddress {
  lines: readonly string[];
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** The city line: "Quezon City, Metro Manila 1101". */
export function cityLine({ city, region, postalCode }: PostalAddress): string {
  return `${city}, ${region} ${postalCode}`;
}

/** Every line of the address, the country last. */
export function addressLines(address: PostalAddress): string[] {
  return [...address.lines, cityLine(address), address.country];
}
