/**
 * Development server plugin: serves the module through which the build hands its security
 * policy to the prerender (src/ssg/site-policy.server.ts) as `undefined`, since pages on the
 * development server carry no policy. The build's own plugin (scripts/build/site-policy.ts) is
 * given by scripts/build/build-pages.ts; this one is kept apart so that vite.config.ts loads none
 * of the policy's code.
 */
import type { Plugin } from 'vite';
import { SITE_POLICY_MODULE } from '../../src/ssg/page-parts';

const RESOLVED_ID = `\0${SITE_POLICY_MODULE}`;

export function devSitePolicy(): Plugin {
  return {
    name: 'agia-site-policy-dev',
    apply: 'serve',
    resolveId: (id) => (id === SITE_POLICY_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? 'export const sitePolicy = undefined;\n' : undefined),
  };
}
