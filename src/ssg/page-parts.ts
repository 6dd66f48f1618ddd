/**
 * Pure pieces of a prerendered page, shared by the server render (page-collector.server.tsx) and the
 * build's checks (scripts/build/): the start of the head, the build-hash
 * script vite-react-ssg writes, the JSON block's escaping, and the message for a failed loader.
 */

/** What a page carries of the security policy, for hosts that send no headers (GitHub Pages). */
export interface PagePolicy {
  /**
   * The policies, one <meta http-equiv> each, all enforced (no header-only directives: see
   * scripts/postbuild/csp.ts).
   */
  csp: readonly string[];
  /** The Referrer-Policy value, also given as <meta name="referrer">. */
  referrer: string;
}

/** The site's security policy (made by scripts/postbuild/security-headers.ts `sitePolicy`). */
export interface SitePolicy {
  /** The Content-Security-Policy header's value (`_headers`): two policies, comma separated. */
  header: string;
  /** What every page carries in its own <head>. */
  page: PagePolicy;
  /** The hash sources script-src allows. */
  scriptHashes: string[];
}

/**
 * The module through which the build hands the policy to the prerender
 * (scripts/build/site-policy.ts serves it, ./site-policy.server.ts reads it).
 */
export const SITE_POLICY_MODULE = 'virtual:agia/site-policy';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The first tags of every page's <head>. Browsers and validators want the character set within
 * the first 1024 bytes, and a Content-Security-Policy in a <meta> applies only to what the parser
 * meets after it (CSP3 §3.3), so: charset, then the policy metas, then everything else.
 * Without a policy (the development server) only the charset.
 */
export function headStart(policy?: PagePolicy): string {
  const charset = '<meta charset="UTF-8">';
  if (!policy) return charset;
  return (
    charset +
    policy.csp
      .map((csp) => `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">`)
      .join('') +
    `<meta name="referrer" content="${escapeAttribute(policy.referrer)}">`
  );
}

export { buildHashScript } from '../runtime/adapter';

/** JSON text safe inside a <script> element: no "<", ">" or "&" can end or confuse it. */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An Error for what a loader threw: an Error, a Response (status) or any other value. */
export function describeFailure(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  if (thrown instanceof Response)
    return new Error(`a loader answered ${thrown.status} ${thrown.statusText}`.trim());
  if (thrown && typeof thrown === 'object' && 'status' in thrown) {
    return new Error(`a loader answered ${String(thrown.status)}`);
  }
  return new Error(`a loader failed: ${String(thrown)}`);
}
