/**
 * Pure pieces of a prerendered page, shared by the server render (page-collector.tsx) and the
 * build's checks (scripts/build/): the start of the head, the page's preload links, the build-hash
 * script vite-react-ssg writes, the JSON block's escaping, and the message for a failed loader.
 */

/** What a page carries of the security policy, for hosts that send no headers (GitHub Pages). */
export interface PagePolicy {
  /** The policy for a <meta http-equiv> (no header-only directives: see scripts/postbuild/csp.ts). */
  csp: string;
  /** The Referrer-Policy value, also given as <meta name="referrer">. */
  referrer: string;
}

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
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy.csp)}">` +
    `<meta name="referrer" content="${escapeAttribute(policy.referrer)}">`
  );
}

/** Files under the built site's root that a page loads as it starts (scripts/build/page-preloads.ts). */
export interface PreloadFiles {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The page's preload links, written once with the start of its head: its stylesheets, then a
 * `modulepreload` for each module (crossorigin, as Vite writes the entry's own links).
 */
export function preloadTags({ scripts, styles }: PreloadFiles, base: string): string {
  const href = (file: string) => escapeAttribute(base + file);
  return (
    styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`).join('') +
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`).join('')
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
