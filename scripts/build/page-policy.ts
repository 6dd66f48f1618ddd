/**
 * Each built page's own security policy, worked out from the page as vite-react-ssg wrote it:
 * its inline scripts are hashed from the final HTML and the policy goes into its <head> as
 * <meta http-equiv="Content-Security-Policy"> elements, with the referrer policy, right after
 * <meta charset>: a <meta> policy applies only to what the parser meets after it (CSP3 §3.3), and
 * every script comes later. Only the two inline scripts the build itself writes are hashed, each
 * recognised by its whole shape (KNOWN_INLINE_SCRIPTS); any other inline script stops the build,
 * so that a script that reached a page by mistake is never allowed by the page's own policy.
 * Inputs:  a page's HTML; the embed addresses (content/site.yaml) and the build's environment.
 * Outputs: the page with its policy, and the policy.
 * Why:     docs/decisions/004-content-security-policy.md (which also holds why the policy travels with the pages).
 */
import { inlineScriptsIn } from '../postbuild/csp';
import { attribute, elementsNamed, firstElement, parseHtml } from '../postbuild/html-tree';
import { sitePolicy, type SitePolicy } from '../postbuild/security-headers';
import type { AuthEnv } from '../../src/auth/config';

/**
 * The inline scripts the build writes, each as a test of its whole text:
 * - vite-react-ssg's build hash: `window.__VITE_REACT_SSG_HASH__ = '<hash>'` (Math.random in base 36);
 * - React Router's data for the page (StaticRouterProvider): `window.__staticRouterHydrationData =
 *   JSON.parse(<string>);`, where <string> is a JSON string literal (JSON.stringify of the JSON,
 *   with <, >, & and the line separators escaped), so the page's content can only be data in it.
 */
export const KNOWN_INLINE_SCRIPTS: ReadonlyArray<{ name: string; matches: (text: string) => boolean }> = [
  {
    name: "vite-react-ssg's build hash",
    matches: (text) => /^window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]{1,16}'$/.test(text),
  },
  {
    name: "React Router's page data",
    matches: (text) => {
      const start = 'window.__staticRouterHydrationData = JSON.parse(';
      const end = ');';
      if (!text.startsWith(start) || !text.endsWith(end)) return false;
      const argument = text.slice(start.length, -end.length);
      // One JSON string token and nothing else: JSON.parse accepts no operator, call or second
      // token, and a JSON string is a JavaScript string literal (ES2019), so the script does
      // exactly one assignment of parsed data.
      if (!argument.startsWith('"') || !argument.endsWith('"')) return false;
      try {
        return typeof JSON.parse(argument) === 'string';
      } catch {
        return false;
      }
    },
  },
];

/** The inline script text the build does not write itself, if any (the first one). */
export function unknownInlineScript(scripts: readonly string[]): string | undefined {
  return scripts.find((text) => !KNOWN_INLINE_SCRIPTS.some((known) => known.matches(text)));
}

export interface PolicyInputs {
  /** Addresses of the map, social and video embeds. */
  embedUrls: readonly string[];
  /** The build environment as the pages see it (import.meta.env). */
  env: AuthEnv;
  /** The base path ("" or "/agia"). */
  basePath: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The policy's <meta> elements: one per policy, then the referrer policy. */
export function policyMetas(policy: SitePolicy): string {
  return (
    policy.page.csp
      .map((csp) => `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}">`)
      .join('') + `<meta name="referrer" content="${escapeAttribute(policy.page.referrer)}">`
  );
}

/**
 * The page with its policy after its <meta charset> (parsed with parse5, which gives the
 * element's place in the text). Throws when the page has no <meta charset> in its head, or a
 * script before it, since a policy placed there would not cover that script, and when it has an
 * inline script the build does not write (KNOWN_INLINE_SCRIPTS).
 */
export function withPagePolicy(html: string, inputs: PolicyInputs): { html: string; policy: SitePolicy } {
  const document = parseHtml(html, { sourceCodeLocationInfo: true });
  const head = firstElement(document, 'head');
  const charset = head && [...elementsNamed(head, 'meta')].find((meta) => attribute(meta, 'charset'));
  const at = charset?.sourceCodeLocation?.endOffset;
  if (at === undefined) throw new Error('The page has no <meta charset> in its <head> (PageMeta writes it).');
  const scriptBefore = [...elementsNamed(document, 'script')].some(
    (script) => (script.sourceCodeLocation?.startOffset ?? Infinity) < at,
  );
  if (scriptBefore) throw new Error('The page has a <script> before its <meta charset>.');
  const inlineScripts = inlineScriptsIn(document);
  const unknown = unknownInlineScript(inlineScripts);
  if (unknown !== undefined) {
    const shown = JSON.stringify(unknown.length > 80 ? `${unknown.slice(0, 77)}...` : unknown);
    throw new Error(
      `The page has an inline script the build does not write (${shown}). Only ${KNOWN_INLINE_SCRIPTS.map((known) => known.name).join(' and ')} may be inline, and only these get the page's permission to run: put the code in a module under src/ (Vite bundles it into assets/), or, for a new script the build writes itself, add its shape to KNOWN_INLINE_SCRIPTS in scripts/build/page-policy.ts.`,
    );
  }
  const policy = sitePolicy({ ...inputs, inlineScripts });
  return { html: html.slice(0, at) + policyMetas(policy) + html.slice(at), policy };
}
