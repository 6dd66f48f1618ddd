/**
 * The site's security policy, worked out once before any page is written, and the post-build
 * step that writes it as headers.
 * Inputs:  the inline scripts the build will write (today only vite-react-ssg's build-hash
 *          script), the embed addresses in content/site.yaml, VITE_SUPABASE_URL; after the
 *          prerender, the pages as written.
 * Outputs: the two policies every page carries in its <head> (src/ssg/page-parts.ts `headStart`): the
 *          site's policy and the one that keeps scripts to the build's script folders; and
 *          dist/_headers with the same two plus what only a header can carry.
 * Steps:   hash the inline scripts (sha256), build the header and meta policies; after the
 *          prerender, check that every inline script in every page (read with parse5) is one
 *          the policy allows, then write `_headers`.
 * Why:     docs/decisions/004-content-security-policy.md, 009-security-policy-travels-with-pages.md,
 *          038-scripts-only-from-the-build-folders.md.
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
import { readPage, type PageText } from './html-files';
import { basePathOf, type BuildContext, type SitePolicy } from './context';

export type { SitePolicy };

export function sitePolicy(input: {
  /** Bodies of the inline scripts the pages will carry. */
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
    header: headerPolicies(csp),
    page: { csp: metaPolicies(csp), referrer: REFERRER_POLICY },
    scriptHashes,
  };
}

/**
 * Pages with an inline script the policy does not allow, one line each. The policy is written
 * into the pages before they exist, so a script that appeared some other way (a change in the
 * prerenderer, a page that injects one) fails the build here instead of being allowed silently.
 */
export function unallowedScripts(pages: readonly PageText[], scriptHashes: readonly string[]): string[] {
  const allowed = new Set(scriptHashes);
  const problems: string[] = [];
  for (const page of pages) {
    for (const body of readPage(page).inlineScripts) {
      const hash = scriptHash(body);
      if (!allowed.has(hash)) {
        const start = body.trim().slice(0, 60);
        problems.push(`${page.route}: inline script ${hash} is not allowed by the policy ("${start}")`);
      }
    }
  }
  return problems;
}

export async function writeSecurityHeaders({ distDir, pages, policy }: BuildContext): Promise<void> {
  const problems = unallowedScripts(pages, policy.scriptHashes);
  if (problems.length > 0) {
    throw new Error(
      `The built pages carry inline scripts their Content-Security-Policy blocks:\n${problems.join('\n')}\n` +
        'Allow such a script in scripts/postbuild/security-headers.ts (sitePolicy) or remove it.',
    );
  }
  await writeFile(path.join(distDir, '_headers'), headersFile(policy.header));
}
