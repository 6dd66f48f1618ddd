import type {} from 'vite-react-ssg';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { runContentBuild } from './scripts/build-content';
import { runPostBuild } from './scripts/postbuild/index';
import { dropUnusedPreloads, LAZY_CHUNKS, staticImports } from './scripts/prerender/lazy-preloads';
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
      const contentDir = path.resolve('content');
      server.watcher.add(contentDir);
      const rebuild = async (file: string) => {
        if (!file.startsWith(contentDir)) return;
        const report = await runContentBuild(process.cwd(), {
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

/** Static imports of the built client chunks, read once each, for the preload rules. */
const chunkImports = new Map<string, readonly string[]>();
function builtChunkImports(file: string): readonly string[] {
  let imports = chunkImports.get(file);
  if (!imports) {
    const full = path.resolve('dist', file);
    imports = existsSync(full) ? staticImports(readFileSync(full, 'utf8')) : [];
    chunkImports.set(file, imports);
  }
  return imports;
}

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), tailwindcss(), contentWatcher(), authKeyGuard()],
  build: {
    // Manifests are needed by the prerenderer and removed from dist/ when it has finished.
    manifest: true,
    ssrManifest: true,
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    formatting: 'none',
    script: 'async',
    concurrency: 8,
    includedRoutes: (paths) => [...paths.filter((p) => !p.includes(':') && !p.includes('*')), '/404'],
    // 404.html is served for every unknown address, including ones the router matches, such as
    // /news/{unknown slug}. Without the server-rendered marker the client renders that page
    // afresh instead of hydrating markup made for another route (a hydration error).
    onPageRendered: (route, html) =>
      dropUnusedPreloads(
        route === '/404' ? html.replace(' data-server-rendered="true"', '') : html,
        LAZY_CHUNKS,
        builtChunkImports,
      ),
    async onFinished(dir) {
      await rm(path.join(dir, '.vite'), { recursive: true, force: true });
      await runPostBuild({ distDir: path.resolve(dir), root: process.cwd() });
    },
  },
});
