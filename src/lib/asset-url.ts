/** The address of a file in public/ (written from the site root), under the site's base path. */
export function assetUrl(path: string, base: string = import.meta.env.BASE_URL): string {
  return `${base.replace(/\/$/, '')}${path}`;
}
