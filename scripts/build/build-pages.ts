/**
 * Prerender build: vite-react-ssg's own `build` command, with the site's options and hooks from
 * vite.config.ts (`ssgOptions`, scripts/build/ssg-hooks.ts).
 * Inputs:  vite.config.ts, index.html, #generated/* (.generated/<build>/: run the content build first).
 * Outputs: dist/ (OUT_DIR) with one HTML file per page, its loader data and the post-build files.
 *          When the build fails (a loader that throws: vite-react-ssg names the page; an inline
 *          script the policy blocks: the policy step names the page), this exits with the build's
 *          code and removes the output folder: nothing half-built can be published.
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sitePaths } from '../../src/ssg/site-paths.server';

const root = process.cwd();
const { outDir } = sitePaths(root);
const cli = path.join(root, 'node_modules/vite-react-ssg/bin/vite-react-ssg.js');
// vite.config.ts imports TypeScript modules without extensions, which Vite's default (bundling)
// config loader handles; its notice about a future native loader lists every such import.
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const { status, signal } = spawnSync(process.execPath, [cli, 'build'], { stdio: 'inherit', env });
if (status !== 0) {
  console.error(
    `\nThe build failed (${signal ?? `exit code ${status}`}); ${path.relative(root, outDir)}/ is removed.`,
  );
  rmSync(outDir, { recursive: true, force: true });
  rmSync(path.join(root, '.vite-react-ssg-temp'), { recursive: true, force: true });
  process.exit(status || 1);
}
