/**
 * The start of a page's <head>. Browsers and validators want the character set declared within
 * the first 1024 bytes, and a Content-Security-Policy given in a <meta> element applies only to
 * what the parser meets after it (CSP3 §3.3): the policy must come before any script, style
 * sheet, preload or other element that fetches or runs. So every built head opens with
 * <meta charset>, then the policy metas, then the page's own tags.
 */

/** What a page carries of the security policy, for hosts that send no headers (GitHub Pages). */
export interface PagePolicy {
  /** The policy for a <meta http-equiv> (no header-only directives: see csp.ts). */
  csp: string;
  /** The Referrer-Policy value, also given as <meta name="referrer">. */
  referrer: string;
}

const CHARSET = /\s*<meta charset="[^"]*"\s*\/?>/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The policy's <meta> elements, in the order they must appear (right after <meta charset>). */
export function policyMetaTags(policy: PagePolicy): string {
  return (
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy.csp)}">` +
    `<meta name="referrer" content="${escapeAttribute(policy.referrer)}">`
  );
}

/**
 * The template's <meta charset> and the template without it, so the page's head can be written
 * in its final order: charset, policy, then everything else.
 */
export function splitCharset(template: string): { charset: string; rest: string } {
  const match = CHARSET.exec(template);
  if (!match) throw new Error('index.html must declare <meta charset="UTF-8"> in its <head>.');
  return {
    charset: match[0].trim(),
    rest: template.slice(0, match.index) + template.slice(match.index + match[0].length),
  };
}

/**
 * Moves <meta charset> to the top of <head>. The build writes heads in order already; the
 * development server's pages (rendered by vite-react-ssg, title and meta tags first) need it.
 */
export function charsetFirst(html: string): string {
  const match = CHARSET.exec(html);
  if (!match) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.replace(/<head>/i, `<head>${match[0].trim()}`);
}
