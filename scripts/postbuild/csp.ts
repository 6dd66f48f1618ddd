/**
 * The security headers of the site, as pure functions: the Content-Security-Policy built from
 * the hashes of the inline scripts the build emitted and the origins of the embeds, and the
 * `_headers` file (Netlify, Cloudflare Pages; also read by scripts/serve.ts).
 */
import { createHash } from 'node:crypto';
import { readAuthConfig, type AuthEnv } from '../../src/auth/config';
import { ADMIN_DIR } from '../admin/admin-page';

/** Inline scripts the browser would execute: <script> without src, of a JavaScript type. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression of a script body: 'sha256-<base64>'. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The origin of each https address, e.g. https://www.openstreetmap.org, without duplicates. */
export function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

export interface CspInput {
  /** Hash sources of every inline script in the built pages. */
  scriptHashes: readonly string[];
  /** Origins the map and social embeds load from. */
  frameOrigins: readonly string[];
  /** Origins the browser's own requests go to besides the site (the Supabase project). */
  connectOrigins?: readonly string[];
}

/**
 * Directives a browser ignores in a <meta http-equiv="Content-Security-Policy"> (CSP3 §3.3),
 * logging a console message for each: they can only travel in the response header.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

type Directive = [name: string, sources: string[]];

function policyDirectives({ scriptHashes, frameOrigins, connectOrigins = [] }: CspInput): Directive[] {
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the search index's WebAssembly run; it does not allow eval().
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()]],
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
 * The `_headers` file. One rule for every path carries the security headers: a second rule
 * repeating a header would make hosts join both values, which for CSP means two policies.
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
    // Pages syntax) and the editor's policy travels in its page's <meta>.
    `/${ADMIN_DIR}/*`,
    '  ! Content-Security-Policy',
    '  ! Cross-Origin-Opener-Policy',
    '  X-Robots-Tag: noindex',
    '',
    '# Built assets have content hashes in their names: they never change.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}
