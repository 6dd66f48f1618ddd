/**
 * Each built page's own security policy, worked out from the page as vite-react-ssg wrote it:
 * its inline scripts are hashed from the final HTML and the policy goes into its <head> as
 * <meta http-equiv="Content-Security-Policy"> elements, with the referrer policy, right after
 * <meta charset>: a <meta> policy applies only to what the parser meets after it (CSP3 §3.3), and
 * every script comes later. Only the two inline scripts the build itself writes are hashed, each
 * recognised by its whole shape (INLINE_SCRIPTS in src/runtime/vite-react-ssg-adapter.ts); any other inline script stops the build,
 * so that a script that reached a page by mistake is never allowed by the page's own policy.
 * Inputs:  a page's HTML; the embed addresses (content/site.yaml) and the build's environment.
 * Outputs: the page with its policy, and the policy.
 * Why:     docs/decisions/004-content-security-policy.md (which also holds why the policy travels with the pages).
 */
import { inlineScriptsIn } from '../postbuild/csp';
import { attribute, elementsNamed, firstElement, parseHtml } from '../postbuild/html-tree';
import { sitePolicy, type SitePolicy } from '../postbuild/security-headers';
import type { AuthEnv } from '../../src/auth/config';
import { INLINE_SCRIPTS } from '../../src/runtime/vite-react-ssg-adapter';

/** The inline script text the build does not write itself, if any (the first one). */
export function unknownInlineScript(scripts: readonly string[]): string | undefined {
  return scripts.find((text) => !INLINE_SCRIPTS.some((known) => known.matches(text)));
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
 * inline script the build does not write (INLINE_SCRIPTS).
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
      `The page has an inline script the build does not write (${shown}). Only ${INLINE_SCRIPTS.map((known) => known.name).join(' and ')} may be inline, and only these get the page's permission to run: put the code in a module under src/ (Vite bundles it into assets/), or, for a new script the build writes itself, add its shape to INLINE_SCRIPTS in src/runtime/vite-react-ssg-adapter.ts.`,
    );
  }
  const policy = sitePolicy({ ...inputs, inlineScripts });
  return { html: html.slice(0, at) + policyMetas(policy) + html.slice(at), policy };
}
