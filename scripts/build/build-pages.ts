/**
 * Prerender build: vite-react-ssg's own build (the `build` its CLI runs), with the site's options
 * from vite.config.ts (ssgOptions), its hooks (scripts/build/ssg-hooks.ts) and the plugin that
 * makes the security policy once for both the pages and the hooks (scripts/build/site-policy.ts).
 * Inputs:  vite.config.ts, index.html, #generated/* (.generated/<build>/: run the content build first).
 * Outputs: dist/ (OUT_DIR) with one HTML file per page, its loader data and the post-build files.
 *          When any page fails (a loader that throws, an inline script the policy blocks), the
 *          build stops naming the page, exits with code 1 and removes the output folder: nothing
 *          half-built can be published.
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build } from 'vite-react-ssg/node';
import { sitePaths } from '../../src/ssg/site-paths.server';
import { sitePolicyHandOver } from './site-policy';
import { siteBuildHooks } from './ssg-hooks';

const root = process.cwd();
const { outDir } = sitePaths(root);
const temp = path.join(root, '.vite-react-ssg-temp');

let failed = false;
async function fail(error: unknown): Promise<void> {
  if (failed) return;
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  console.error(`\nThe build failed; ${path.relative(root, outDir)}/ is removed.`);
  // Other steps may still be writing into the folder: removal is retried until they stop.
  const removing = { recursive: true, force: true, maxRetries: 20, retryDelay: 250 };
  await rm(outDir, removing);
  await rm(temp, removing);
  process.exit(1);
}

// vite-react-ssg renders pages in a queue that leaves a failed page's error unhandled.
process.on('unhandledRejection', (error) => void fail(error));
// vite.config.ts imports TypeScript modules without extensions, which the default (bundling)
// config loader handles; Vite's notice about its future native loader only buries the log.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// A folder left by an earlier failed build: the server build of this one must be the only one.
await rm(temp, { recursive: true, force: true });
// The build prints errors only (BUILD_LOG=verbose prints Vite's and vite-react-ssg's progress):
// Vite logs at the error level, and the progress lines printed with console.log are left out.
// npm run build:admin prints the one success line.
const verbose = process.env.BUILD_LOG === 'verbose';
/**
 * Progress lines: vite-react-ssg's ("[vite-react-ssg] Rendering Pages...") and the two of Vite's
 * client build, whose logger vite-react-ssg creates at the info level whatever the config says.
 */
const QUIET = [/^\[vite-react-ssg\]/, /^vite v\d+\S* building /, /^✓ built in /];
const log = console.log;
if (!verbose) {
  console.log = (...args: unknown[]) => {
    const text = stripVTControlCharacters(args.map(String).join(' ')).trim();
    if (!QUIET.some((pattern) => pattern.test(text))) log(...args);
  };
}
// Vite loads vite.config.ts afresh for each step of the build, so the hooks and the plugin whose
// policy they read are made here, once, and handed to every step.
const policy = sitePolicyHandOver(root);
try {
  await build(siteBuildHooks({ root, outDir, policy: policy.read }), {
    plugins: [policy.plugin],
    ...(verbose ? {} : { logLevel: 'error' }),
  });
} catch (error) {
  await fail(error);
} finally {
  console.log = log;
}
