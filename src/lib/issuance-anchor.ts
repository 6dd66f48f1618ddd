/**
 * The id of an issuance on /issuances, from its number: "Memorandum Circular No. 89, s. 2005"
 * becomes memorandum-circular-no-89-s-2005. Numbers are unique (the content check says so), so
 * each issuance has its own address to share; search results link to it too.
 */
export function issuanceAnchor(number: string): string {
  return number
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address of an issuance on the register: /issuances#{anchor}. */
export const issuancePath = (anchor: string) => `/issuances#${anchor}`;
