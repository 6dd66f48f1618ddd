/**
 * The origins the map and social embeds of content/site.yaml may load from, as the security
 * policy names them (`frame-src`, scripts/postbuild/csp.ts `originsOf`). An origin goes into the
 * policy as it is, so it must be exactly `https://host` or `https://host:port`: a `*` would allow
 * every site under a domain, and `;`, `,`, `'` or a space would end the source list, the directive
 * or the policy and add whatever follows (found by a security review).
 * Inputs: embed addresses. Outputs: their origins, or the problem of each address that has none.
 */
import { locate } from './entry-names';
import type { Problem } from './problems';
import { shortValue } from './problems';
import type { Located } from './validate';

/** A host name of letters, digits and hyphens in dot-separated labels (IDN already in ASCII). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** What an origin in the policy may hold: nothing that separates sources, directives or policies. */
const ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

export const EMBED_ORIGIN_HINT =
  'must be a full https:// address of one site, whose host has only letters, digits, dots and hyphens (no *, ;, comma, quote or space), like https://www.openstreetmap.org/export/embed.html?bbox=...';

/** The origin of an embed address, or undefined when it cannot be named safely in the policy. */
export function embedOrigin(address: string): string | undefined {
  // A host ends at the first "/", "?", "#" or "\" (which URL parsers treat as "/" too).
  const authority = /^https:\/\/([^/?#\\]*)/i.exec(address)?.[1];
  if (authority === undefined || /[\s*;,'"@]/.test(authority)) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  if (!HOST.test(url.hostname)) return undefined;
  return ORIGIN.test(url.origin) ? url.origin : undefined;
}

/** The embed fields of content/site.yaml, by their path in the file. */
export const SITE_EMBED_FIELDS = [
  ['social', 'embedUrl'],
  ['map', 'embedUrl'],
] as const;

interface SiteEmbeds {
  social: { embedUrl: string };
  map: { embedUrl: string };
}

/** A problem naming the file, line and field of each embed address with no safe origin. */
export function siteEmbedProblems(site: SiteEmbeds, source: Located & { data: unknown }): Problem[] {
  return SITE_EMBED_FIELDS.flatMap(([group, field]) => {
    const address = site[group][field];
    if (embedOrigin(address) !== undefined) return [];
    return [
      {
        ...locate(source, source.data, [group, field]),
        message: `${EMBED_ORIGIN_HINT} (got ${shortValue(address, 80)})`,
      },
    ];
  });
}
