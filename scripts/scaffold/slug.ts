/** Web-address names made from titles, for the scaffolds. */

/**
 * Lower-case ASCII letters, digits and single hyphens: "Pagsasanay sa Parañaque 2027!" becomes
 * "pagsasanay-sa-paranaque-2027". Accents and the tilde are dropped (ñ becomes n), any other run of
 * characters becomes one hyphen. Empty when the title has no letter or digit.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** At most this many characters, cut at a hyphen so no word is split. */
export function shorten(slug: string, max = 60): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const at = cut.lastIndexOf('-');
  return (at > 0 ? cut.slice(0, at) : slug.slice(0, max)).replace(/-+$/, '');
}
