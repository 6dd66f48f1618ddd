/**
 * The security headers of the site, as pure functions: the Content-Security-Policy built from
 * the hashes of the inline scripts the build emitted and the origins of the embeds, and the
 * `_headers` file (Netlify, Cloudflare Pages; also read by scripts/serve.ts).
 */
import { createHash } from 'node:crypto';

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
}

export function contentSecurityPolicy({ scriptHashes, frameOrigins }: CspInput): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the search index's WebAssembly run; it does not allow eval().
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()]],
    // Style attributes and the small <style> elements some UI libraries insert (scroll locking).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
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

/** Headers every response carries. */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
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
    '# Built assets have content hashes in their names: they never change.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}
