/**
 * The site's security policy as the prerender reads it. Build-only: the browser bundle never
 * imports it. The build works the policy out once (scripts/build/site-policy.ts) and serves it
 * to the server bundle as the module `virtual:agia/site-policy` (SITE_POLICY_MODULE); the
 * post-build hooks read that same object, so the pages and `_headers` cannot disagree. The
 * development server serves `undefined` (its pages carry no policy). Why a module the build
 * serves, and not an import of scripts/: docs/decisions/041-layers-enforced-by-lint.md.
 */
import { sitePolicy } from 'virtual:agia/site-policy';
import type { SitePolicy } from './page-parts';

/** This build's policy; undefined on the development server. */
export function sitePolicyForBuild(): SitePolicy | undefined {
  return sitePolicy as SitePolicy | undefined;
}
