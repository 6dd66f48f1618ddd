/**
 * Each built page's own security policy, worked out from the page as vite-react-ssg wrote it:
 * its inline scripts are hashed from the final HTML and the policy goes into its <head> as
 * <meta http-equiv="Content-Security-Policy"> elements, with the referrer policy, right after
 * <meta charset>: a <meta> policy applies only to what the parser meets after it (CSP3 §3.3), and
 * every script comes later. Only the two inline scripts the build itself writes are hashed, each
 * recognised by its whole shape (INLINE_SCRIPTS in src/runtime/vite-react-ssg-adapter.ts); any other inline script stops the build,
 * so that a script that reached a page by mistake is never allowed by the page's own policy.
 * Inputs:  a page's HTML; the embed addresses (content/site.yaml) and the build's environment.
 * Outputs: the page with its policy, the policy, and what the post-build steps read of the page
 *          (its tree, its inline scripts, the policies it now carries): each page is parsed once.
 * Why:     docs/decisions/004-content-security-policy.md (which also holds why the policy travels with the pages).
 */
import { inlineScriptsIn } from '../postbuild/csp';
import { attribute, elementsNamed, firstElement, parseHtml, type HtmlDocument } from '../postbuild/html-tree';
import { sitePolicy, type SitePolicy } from '../postbuild/security-headers';
import type { AuthEnv } from '../../src/auth/config';
import { CHARSET_WITHIN_BYTES, INLINE_SCRIPTS } from '../../src/runtime/vite-react-ssg-adapter';

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
 * Where the page's <meta charset> ends, read from the page's first 1024 bytes only: HTML wants it
 * there (CHARSET_WITHIN_BYTES), so source locations, which make a parse half as slow again, are
 * never needed for the whole page. The parser reads those bytes as it would the whole page.
 */
function charsetEnd(html: string): number {
  const start = parseHtml(html.slice(0, CHARSET_WITHIN_BYTES), { sourceCodeLocationInfo: true });
  const head = firstElement(start, 'head');
  const charset = head && [...elementsNamed(head, 'meta')].find((meta) => attribute(meta, 'charset'));
  const at = charset?.sourceCodeLocation?.endOffset;
  if (at === undefined)
    throw new Error(
      `The page has no <meta charset> in its <head> within its first ${CHARSET_WITHIN_BYTES} bytes (PageMeta writes it).`,
    );
  const scriptBefore = [...elementsNamed(start, 'script')].some(
    (script) => (script.sourceCodeLocation?.startOffset ?? Infinity) < at,
  );
  if (scriptBefore) throw new Error('The page has a <script> before its <meta charset>.');
  return at;
}

/** The policies of the <meta http-equiv="Content-Security-Policy"> elements of a page's head. */
export function metaPoliciesIn(document: HtmlDocument): string[] {
  const head = firstElement(document, 'head');
  return [...(head ? elementsNamed(head, 'meta') : [])]
    .filter((meta) => attribute(meta, 'http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((meta) => attribute(meta, 'content') ?? '');
}

/**
 * The page with its policy after its <meta charset>, and what the post-build steps read of it: its
 * inline scripts, the policies the written page carries, and its tree (without the policy's
 * elements) for the search's copy. Throws when the page has no <meta charset> in its head, or a
 * script before it, since a policy placed there would not cover that script, and when it has an
 * inline script the build does not write (INLINE_SCRIPTS).
 */
export function withPagePolicy(html: string, inputs: PolicyInputs) {
  const at = charsetEnd(html);
  const document = parseHtml(html);
  const inlineScripts = inlineScriptsIn(document);
  const unknown = unknownInlineScript(inlineScripts);
  if (unknown !== undefined) {
    const shown = JSON.stringify(unknown.length > 80 ? `${unknown.slice(0, 77)}...` : unknown);
    throw new Error(
      `The page has an inline script the build does not write (${shown}). Only ${INLINE_SCRIPTS.map((known) => known.name).join(' and ')} may be inline, and only these get the page's permission to run: put the code in a module under src/ (Vite bundles it into assets/), or, for a new script the build writes itself, add its shape to INLINE_SCRIPTS in src/runtime/vite-react-ssg-adapter.ts.`,
    );
  }
  const policy = sitePolicy({ ...inputs, inlineScripts });
  const metas = policyMetas(policy);
  // The parser meets the inserted elements in the same state as at the start of a page's head, and
  // the page's own text after them as before: every policy the written page carries is one it
  // carried already or one read back from the inserted text.
  const pagePolicies = [...metaPoliciesIn(document), ...metaPoliciesIn(parseHtml(metas))];
  return { html: html.slice(0, at) + metas + html.slice(at), policy, inlineScripts, pagePolicies, document };
}
