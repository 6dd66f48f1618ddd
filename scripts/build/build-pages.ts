/**
 * Prerender build: vite-react-ssg's `build` (from 'vite-react-ssg/node'), the function its
 * documented command `vite-react-ssg build` runs, with the site's options and hooks from
 * vite.config.ts (`ssgOptions`, scripts/build/ssg-hooks.ts). The README documents the command, not
 * this import: BUILD_API in src/runtime/vite-react-ssg-adapter.ts, checked by
 * tests/built/adapter.test.ts. Called here rather than as the command, whose failure message
 * drops the error naming the page.
 * Inputs:  vite.config.ts, index.html, #generated/* (.generated/<build>/: run the content build first).
 * Outputs: dist/ (OUT_DIR) with one HTML file per page, its loader data and the post-build files.
 *          When the build fails (a loader that throws: vite-react-ssg names the page; an inline
 *          script the policy blocks: the policy step names the page), this exits with code 1
 *          and removes the output folder: nothing half-built can be published.
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite-react-ssg/node';
import { sitePaths } from '../../src/ssg/site-paths.server';

const root = process.cwd();
const { outDir } = sitePaths(root);
// vite.config.ts imports TypeScript modules without extensions, which Vite's default (bundling)
// config loader handles; its notice about a future native loader lists every such import.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
try {
  await build();
} catch (error) {
  console.error(error);
  console.error(`\nThe build failed; ${path.relative(root, outDir)}/ is removed.`);
  rmSync(outDir, { recursive: true, force: true });
  process.exit(1);
}
