import type {} from 'vite-react-ssg';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { contentWatcher } from './scripts/dev/content-watcher';
import { applyPageRules, builtChunkImports } from './scripts/prerender/page-rules';

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
    // Route patterns (:param, *) are dropped by the build (renderablePaths); 404.html is added.
    includedRoutes: (paths) => [...paths, '/404'],
    // Used by the development server; the build (scripts/prerender/build.ts) applies the same rules.
    onPageRendered: (route, html) => applyPageRules(route, html, builtChunkImports('dist')),
  },
});
