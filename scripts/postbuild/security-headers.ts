/**
 * The site's security policy and the post-build step that writes it as headers.
 * Inputs:  a page's inline scripts (scripts/build/page-policy.ts hashes them from the page as
 *          written), the embed addresses in content/site.yaml, VITE_SUPABASE_URL; after the
 *          prerender, the pages as written.
 * Outputs: the two policies a page carries in its <head> (the site's policy and the one that keeps
 *          scripts to the build's script folders); dist/_headers with the same two, less the
 *          per-page hashes, plus what only a header can carry.
 * Steps:   hash the inline scripts (sha256), build the header and meta policies; after the
 *          prerender, check that every inline script of every page is one its own policies allow
 *          (both as the policy step read them from the page: page-policy.ts), then write `_headers`.
 * Why:     docs/decisions/004-content-security-policy.md (the policy, why it travels with the pages,
 *          and why scripts come only from the build's folders).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthEnv } from '../../src/auth/config';
import {
  connectOriginsFrom,
  headerPolicies,
  headersFile,
  metaPolicies,
  originsOf,
  REFERRER_POLICY,
  scriptHash,
} from './csp';
import { basePathOf, type BuildContext, type BuiltPage } from './context';

/** What a page carries of the security policy, for hosts that send no headers (GitHub Pages). */
export interface PagePolicy {
  /** The policies, one <meta http-equiv> each, all enforced (no header-only directives). */
  csp: readonly string[];
  /** The Referrer-Policy value, also given as <meta name="referrer">. */
  referrer: string;
}

/** A page's security policy. */
export interface SitePolicy {
  /** The Content-Security-Policy header's value (`_headers`): two policies, comma separated. */
  header: string;
  /** What the page carries in its own <head>. */
  page: PagePolicy;
  /** The hash sources of the page's inline scripts. */
  scriptHashes: string[];
}

export function sitePolicy(input: {
  /** Bodies of the page's inline scripts. */
  inlineScripts: readonly string[];
  /** Addresses of the map and social embeds (content/site.yaml). */
  embedUrls: readonly string[];
  /** The build environment (VITE_SUPABASE_URL adds the project's origin to connect-src). */
  env: AuthEnv;
  /** The base path the pages are served under ("" or "/agia"); by default the build's BASE_PATH. */
  basePath?: string;
}): SitePolicy {
  const scriptHashes = [...new Set(input.inlineScripts.map(scriptHash))].sort();
  const csp = {
    scriptHashes,
    frameOrigins: originsOf(input.embedUrls),
    connectOrigins: connectOriginsFrom(input.env),
    basePath: input.basePath ?? basePathOf(process.env.BASE_PATH),
  };
  return {
    header: headerPolicies({ ...csp, inlineScriptsByPage: true }),
    page: { csp: metaPolicies(csp), referrer: REFERRER_POLICY },
    scriptHashes,
  };
}

/**
 * Pages with an inline script their own <meta> policies do not allow by hash, or with no policy
 * at all, one line each: a policy that leaves a script out (a change to how the policies are made
 * or written into the page) fails the build here instead of being blocked in visitors' browsers.
 * tests/built/page-policies.test.ts checks the same on the built files.
 */
export function unallowedScripts(
  pages: ReadonlyArray<Pick<BuiltPage, 'route' | 'inlineScripts' | 'pagePolicies'>>,
): string[] {
  const problems: string[] = [];
  for (const { route, inlineScripts, pagePolicies } of pages) {
    if (pagePolicies.length === 0) {
      problems.push(`${route}: carries no <meta http-equiv="Content-Security-Policy">`);
      continue;
    }
    for (const body of inlineScripts) {
      const hash = scriptHash(body);
      if (!pagePolicies.every((policy) => policy.includes(hash))) {
        const start = body.trim().slice(0, 60);
        problems.push(`${route}: inline script ${hash} is not allowed by the page's policy ("${start}")`);
      }
    }
  }
  return problems;
}

export async function writeSecurityHeaders({ distDir, pages, headerPolicy }: BuildContext): Promise<void> {
  const problems = unallowedScripts(pages);
  if (problems.length > 0) {
    throw new Error(
      `The built pages carry inline scripts their Content-Security-Policy blocks:\n${problems.join('\n')}\n` +
        'Each page gets its policy from scripts/build/page-policy.ts.',
    );
  }
  await writeFile(path.join(distDir, '_headers'), headersFile(headerPolicy));
}
