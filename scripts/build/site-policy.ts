/**
 * The site's security policy for one build, made once and handed to both of its readers: the
 * prerender, which writes it into every page's <head>, and the post-build steps, which write it
 * into `_headers` and check every page's inline scripts against it.
 * Inputs:  the build hash (from the folder vite-react-ssg's server build is written to), the
 *          inline scripts every page carries, the embed addresses in content/site.yaml (the
 *          generated site module), the build's environment (VITE_SUPABASE_URL, as Vite resolves it).
 * Outputs: a Vite plugin serving the policy to the server bundle as the module
 *          `virtual:agia/site-policy` (read by src/ssg/site-policy.server.ts), and `read()`, which
 *          gives the same object to the post-build hooks (scripts/build/ssg-hooks.ts).
 * Steps:   when Vite resolves the server build's configuration, work out the policy
 *          (scripts/postbuild/security-headers.ts `sitePolicy`); serve it as a module.
 * Why:     src/ never imports scripts/, and the policy no longer rides on vite-react-ssg's context
 *          object: docs/decisions/041-layers-enforced-by-lint.md. The plugin and the hooks must
 *          come from one call (scripts/build/build-pages.ts), because Vite loads vite.config.ts
 *          afresh for each of the build's steps.
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { VIDEO_EMBED_ORIGIN } from '../../src/lib/video';
import { buildHashOf, buildHashScript } from '../../src/runtime/adapter';
import { SITE_POLICY_MODULE, type SitePolicy } from '../../src/ssg/page-parts';
import { WEB_FONT_SCRIPT } from '../../src/ssg/web-font';
import { START_PAGE_SCRIPTS } from '../../src/ssg/scripts-after-paint';
import type { AuthEnv } from '../../src/auth/config';
import { sitePolicy } from '../postbuild/security-headers';
import { generatedDir, loadGeneratedIndex } from '../content/generated-dir';

const RESOLVED_ID = `\0${SITE_POLICY_MODULE}`;

/** What the policy is made of besides the build hash. */
export interface PolicyInputs {
  /** Addresses of the map and social embeds (content/site.yaml). */
  embedUrls: readonly string[];
  /** The build environment as the pages see it (import.meta.env). */
  env: AuthEnv;
}

/** The policy of a build: the inline scripts every page carries are the build-hash script and the web-font script. */
export function sitePolicyFor(hash: string, inputs: PolicyInputs): SitePolicy {
  return sitePolicy({
    inlineScripts: [buildHashScript(hash), WEB_FONT_SCRIPT, START_PAGE_SCRIPTS],
    // The map and social embeds, and the player of videos in articles (click-to-load).
    embedUrls: [...inputs.embedUrls, VIDEO_EMBED_ORIGIN],
    env: inputs.env,
  });
}

/** The embed addresses of content/site.yaml, from the generated module (run the content build first). */
async function siteEmbedUrls(root: string): Promise<string[]> {
  const { site } = await (await loadGeneratedIndex(generatedDir(root))).site();
  return [site.map.embedUrl, site.social.embedUrl];
}

/** The module's source: the policy as data (undefined would make the hooks stop the build). */
export const policyModuleSource = (policy: SitePolicy | undefined) =>
  `export const sitePolicy = ${policy ? JSON.stringify(policy) : 'undefined'};\n`;

/**
 * The policy of the build that is about to run. Give `plugin` to Vite and `read` to the hooks:
 * the plugin works the policy out once, when the server build's configuration is resolved (its
 * output folder names the build hash), and `read` returns that same object afterwards.
 */
export function sitePolicyHandOver(root: string): { plugin: Plugin; read: () => SitePolicy | undefined } {
  let policy: SitePolicy | undefined;
  const plugin: Plugin = {
    name: 'agia-site-policy',
    apply: 'build',
    async configResolved(config) {
      if (!config.build.ssr || policy) return;
      const hash = buildHashOf(pathToFileURL(config.build.outDir).href);
      if (!hash) throw new Error(`The server build's folder ${config.build.outDir} names no build hash.`);
      const env: AuthEnv = {
        VITE_SUPABASE_URL: config.env.VITE_SUPABASE_URL as unknown,
        VITE_SUPABASE_ANON_KEY: config.env.VITE_SUPABASE_ANON_KEY as unknown,
      };
      policy = sitePolicyFor(hash, { embedUrls: await siteEmbedUrls(root), env });
    },
    resolveId: (id) => (id === SITE_POLICY_MODULE ? RESOLVED_ID : undefined),
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (!options?.ssr) throw new Error(`${SITE_POLICY_MODULE} is build-only: browser code imported it.`);
      return policyModuleSource(policy);
    },
  };
  return { plugin, read: () => policy };
}
