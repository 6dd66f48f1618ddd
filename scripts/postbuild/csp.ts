/**
 * The security headers of the site, as pure functions: the Content-Security-Policy built from
 * the hashes of the inline scripts the build emitted and the origins of the embeds, and the
 * `_headers` file (Netlify, Cloudflare Pages; also read by scripts/serve.ts).
 */
import { createHash } from 'node:crypto';
import { readAuthConfig, type AuthEnv } from '../../src/auth/config';
import { ADMIN_DIR } from '../admin/admin-page';
import { EMBED_ORIGIN_HINT, embedOrigin } from '../content/embed-origins';
import {
  attribute,
  childText,
  elementsNamed,
  isSvg,
  parseHtml,
  type HtmlElement,
  type HtmlParent,
} from './html-tree';

/** The JavaScript MIME type essences a script's type may name (HTML, MIME Sniffing §4.6). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Script types whose inline text the browser checks against script-src before using it (HTML,
 * "prepare the script element"): classic and module scripts, import maps and speculation rules.
 * Any other type is a data block (JSON, JSON-LD), which no policy governs.
 */
function isCheckedType(script: HtmlElement): boolean {
  const type = attribute(script, 'type');
  const language = attribute(script, 'language');
  if (type === '' || (type === undefined && !language)) return true;
  const name = (type ?? `text/${language}`).trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(name) || ['module', 'importmap', 'speculationrules'].includes(name);
}

/** Whether a <script> names a file to load instead of holding its text: src in HTML, href in SVG. */
const isExternal = (script: HtmlElement) =>
  isSvg(script)
    ? script.attrs.some(({ name }) => name === 'href')
    : script.attrs.some(({ name, namespace }) => name === 'src' && !namespace);

/** The text of every inline script under `root` that the policy must allow, in document order. */
export function inlineScriptsIn(root: HtmlParent): string[] {
  const scripts: string[] = [];
  for (const script of elementsNamed(root, 'script'))
    if (!isExternal(script) && isCheckedType(script)) scripts.push(childText(script));
  return scripts;
}

/** The inline scripts of a page, read as the browser reads it (html-tree.ts). */
export function inlineScripts(html: string): string[] {
  return inlineScriptsIn(parseHtml(html));
}

/** The CSP source expression of a script body: 'sha256-<base64>'. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The origin of each embed address, e.g. https://www.openstreetmap.org, without duplicates, for
 * frame-src. Each must be exactly https://host[:port] (scripts/content/embed-origins.ts): an
 * address whose origin would hold a wildcard or a separator stops the build, naming it. The content
 * check refuses such an address in content/site.yaml first, with its line.
 */
export function originsOf(urls: readonly string[]): string[] {
  const refused = urls.filter((url) => embedOrigin(url) === undefined);
  if (refused.length > 0) {
    throw new Error(
      `An embed address cannot be allowed in the security policy: ${refused.map((url) => JSON.stringify(url)).join(', ')} ${EMBED_ORIGIN_HINT} (content/site.yaml, map.embedUrl and social.embedUrl).`,
    );
  }
  return [...new Set(urls.map((url) => embedOrigin(url)!))].sort();
}

export interface CspInput {
  /** Hash sources of every inline script of the page the policy is for. */
  scriptHashes: readonly string[];
  /**
   * For the response header, which every page shares: inline scripts differ from page to page
   * (each page's router data), so the header leaves them to the page's own <meta> policy, which
   * lists them by hash. A browser enforces both policies, so only those hashed scripts run.
   */
  inlineScriptsByPage?: boolean;
  /** Origins the map and social embeds load from. */
  frameOrigins: readonly string[];
  /** Origins the browser's own requests go to besides the site (the Supabase project). */
  connectOrigins?: readonly string[];
  /** The base path the site is served under: "" or "/agia" (context.ts basePathOf). */
  basePath?: string;
}

/**
 * Directives a browser ignores in a <meta http-equiv="Content-Security-Policy"> (CSP3 §3.3),
 * logging a console message for each: they can only travel in the response header.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

type Directive = [name: string, sources: string[]];

/**
 * What both policies allow besides files: 'wasm-unsafe-eval' lets the search index's WebAssembly
 * run (it does not allow eval()), and the hashes allow the inline scripts the build writes.
 */
const scriptExtras = ({ scriptHashes, inlineScriptsByPage }: CspInput) => [
  "'wasm-unsafe-eval'",
  ...(inlineScriptsByPage ? ["'unsafe-inline'"] : [...new Set(scriptHashes)].sort()),
];

function policyDirectives(input: CspInput): Directive[] {
  const { frameOrigins, connectOrigins = [] } = input;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptExtras(input)]],
    // Style attributes and the small <style> elements some UI libraries insert (scroll locking).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...[...new Set(connectOrigins)].sort()]],
    ['frame-src', frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

const serialize = (directives: readonly Directive[]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy of the Content-Security-Policy response header (`_headers`). */
export function contentSecurityPolicy(input: CspInput): string {
  return serialize(policyDirectives(input));
}

/** The same policy for a <meta> element: everything but the header-only directives. */
export function metaContentSecurityPolicy(input: CspInput): string {
  const headerOnly: readonly string[] = HEADER_ONLY_DIRECTIVES;
  return serialize(policyDirectives(input).filter(([name]) => !headerOnly.includes(name)));
}

/**
 * The folders of the built site whose files the pages load as scripts: Vite's bundles and the
 * search (pagefind.js, its worker). /admin is not among them: it carries its own policy.
 */
export const SCRIPT_FOLDERS = ['assets', 'pagefind'] as const;

/**
 * Source expressions for the script folders under the base path, on whatever origin serves the
 * site: `*:*` is any host on any port, since the build does not know the address (a custom
 * domain, a preview, localhost). Segments are percent-encoded, so no base path can end a source
 * or a policy (a space, ";" or ",").
 */
export function scriptFolderSources(basePath = ''): string[] {
  const base = basePath.split('/').filter(Boolean).map(encodeURIComponent);
  return SCRIPT_FOLDERS.map((folder) => `*:*/${[...base, folder].join('/')}/`);
}

/**
 * The second policy: scripts only from the script folders, and the same inline scripts and
 * WebAssembly as the first. The browser runs a script only if every policy allows it, so the
 * first policy's 'self' keeps scripts on the site's own origin and this one keeps them in the
 * build's folders: a file that slipped in anywhere else (`_img/x.js`) does not run.
 * docs/decisions/004-content-security-policy.md.
 */
export function scriptFolderPolicy(input: CspInput): string {
  return serialize([['script-src', [...scriptFolderSources(input.basePath), ...scriptExtras(input)]]]);
}

/** The Content-Security-Policy header's value: both policies, comma separated (two policies). */
export function headerPolicies(input: CspInput): string {
  return [contentSecurityPolicy(input), scriptFolderPolicy(input)].join(', ');
}

/** The policies of the page's <meta http-equiv="Content-Security-Policy"> elements, one each. */
export function metaPolicies(input: CspInput): string[] {
  return [metaContentSecurityPolicy(input), scriptFolderPolicy(input)];
}

/**
 * The origin of the Supabase project the build connects to (VITE_SUPABASE_URL), for
 * connect-src; none when no project is configured. An invalid setting is refused by the build
 * itself (src/auth/config.ts), so it adds nothing here.
 */
export function connectOriginsFrom(env: AuthEnv): string[] {
  const auth = readAuthConfig(env);
  return auth.status === 'configured' ? [new URL(auth.config.url).origin] : [];
}

/**
 * Browser features the site never uses: all denied, to itself and to every embed. Only names
 * Chromium recognises (an unknown name is logged as an error on every page).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/** Sent as a header where the host honours `_headers`, and as <meta name="referrer"> in every page. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Headers every response carries. */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['Permissions-Policy', permissionsPolicy()],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * The policy added for every image the site serves as a file: those under /images/ (editors'
 * photos and drawings) and the site's own drawings (SITE_DRAWINGS).
 */
export const UPLOADED_IMAGE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * The drawings (SVG) of the site's own code at the top of public/, each given the images' policy
 * by its own rule; every other SVG must be under public/images/ (scripts/content/public-files.ts).
 */
export const SITE_DRAWINGS = ['logo.svg', 'favicon.svg'] as const;

/**
 * The `_headers` file; `csp` is the header's value (both policies: headerPolicies). One rule for
 * every path carries the security headers: a second rule repeating a header would make hosts join
 * both values, which for CSP means more policies.
 */
export function headersFile(csp: string): string {
  const lines = [
    '# Written by scripts/postbuild/security-headers.ts at build time. Do not edit.',
    '/*',
    ...securityHeaders(csp).map(([name, value]) => `  ${name}: ${value}`),
    '',
    // The web editor needs more than the site allows (scripts/admin/admin-page.ts says what and
    // why). Both policies would be enforced if this rule added its own, so the site's policy and
    // its opener isolation (which would cut the sign-in pop-up off) are detached here (Cloudflare
    // Pages syntax) and the editor's policy travels in its page's <meta>. Its page answers at
    // /admin/ and, where the server does not add the slash (scripts/serve.ts), at /admin.
    ...[`/${ADMIN_DIR}`, `/${ADMIN_DIR}/*`].flatMap((pattern) => [
      pattern,
      '  ! Content-Security-Policy',
      '  ! Cross-Origin-Opener-Policy',
      '  X-Robots-Tag: noindex',
      '',
    ]),
    // A photo or drawing opened on its own (an SVG can hold script and links) runs nothing, loads
    // nothing from elsewhere and cannot act as this site: a second policy, enforced together with
    // the site's. Every SVG the site serves is under /images/ or one of SITE_DRAWINGS (the check
    // of public/ refuses the others). Not for /documents/*: Chrome shows no PDF served in a sandbox.
    ...['/images/*', ...SITE_DRAWINGS.map((name) => `/${name}`)].flatMap((pattern) => [
      pattern,
      `  Content-Security-Policy: ${UPLOADED_IMAGE_POLICY}`,
      '',
    ]),
    '# Built assets have content hashes in their names: they never change.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}
