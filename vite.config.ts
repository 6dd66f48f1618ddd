import type {} from 'vite-react-ssg';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { runContentBuild } from './scripts/build-content';
import { applyPageRules, builtChunkImports } from './scripts/prerender/page-rules';
import { sitePaths } from './scripts/lib/site-paths';
import { resolveToday } from './src/lib/dates';

/**
 * In development, rebuilds src/content/generated/ whenever a file in content/ changes, so the
 * browser updates without a restart. A content mistake is printed and the last good content stays.
 */
function contentWatcher(): Plugin {
  return {
    name: 'agia-content',
    apply: 'serve',
    configureServer(server) {
      const contentDir = path.join(paths.contentRoot, 'content');
      server.watcher.add(contentDir);
      const rebuild = async (file: string) => {
        if (!file.startsWith(contentDir)) return;
        const report = await runContentBuild(paths.contentRoot, {
          generatedDir: path.resolve('src/content/generated'),
          write: true,
          today: resolveToday(process.env.SITE_TODAY),
        });
        if (report) server.config.logger.error(report, { timestamp: true });
        else
          server.config.logger.info(`content rebuilt (${path.relative(contentDir, file)})`, {
            timestamp: true,
          });
      };
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file: string) => void rebuild(file));
      }
    },
  };
}

// CONTENT_ROOT and OUT_DIR build another content tree (the test fixture) into another folder.
const paths = sitePaths(process.cwd());

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  publicDir: paths.publicDir,
  plugins: [react(), tailwindcss(), contentWatcher(), authKeyGuard()],
  build: {
    // Manifests are needed by the prerenderer and removed from dist/ when it has finished.
    outDir: paths.outDir,
    manifest: true,
    ssrManifest: true,
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    formatting: 'none',
    script: 'async',
    // Route patterns (:param, *) are dropped by the build (renderablePaths); 404.html is added.
    includedRoutes: (paths) => [...paths, '/404'],
    // Used by the development server; the build (scripts/prerender/build.ts) applies the same rules.
    onPageRendered: (route, html) => applyPageRules(route, html, builtChunkImports(paths.outDir)),
  },
});
