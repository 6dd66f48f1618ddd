/**
 * Prerender build: vite-react-ssg's documented command, `vite-react-ssg build`, with the site's
 * options and hooks from vite.config.ts (`ssgOptions`, scripts/build/ssg-hooks.ts).
 * Inputs:  vite.config.ts, index.html, #generated/* (.generated/<build>/: run the content build first).
 * Outputs: dist/ (OUT_DIR) with one HTML file per page, its loader data and the post-build files.
 *          When the build fails, this exits with code 1 and removes the output folder: nothing
 *          half-built can be published. The command prints what failed: a page that fails to
 *          render, or whose loader throws, by its address ("Error on page: ..."; the root route's
 *          ErrorBoundary passes the error on while prerendering), and an error of the site's hooks
 *          (ssg-hooks.ts) with its message.
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sitePaths } from '../../src/ssg/site-paths.server';

const root = process.cwd();
const { outDir } = sitePaths(root);
const command = path.join(root, 'node_modules', '.bin', 'vite-react-ssg');
const { status, error } = spawnSync(command, ['build'], {
  stdio: 'inherit',
  // vite.config.ts imports TypeScript modules without extensions, which Vite's default (bundling)
  // config loader handles; its notice about a future native loader lists every such import.
  env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...process.env },
});
if (status !== 0) {
  if (error) console.error(error);
  console.error(`\nThe build failed; ${path.relative(root, outDir)}/ is removed.`);
  rmSync(outDir, { recursive: true, force: true });
  // vite-react-ssg removes its temporary folder only when the build finishes.
  rmSync(path.join(root, '.vite-react-ssg-temp'), { recursive: true, force: true });
  process.exit(1);
}
