import type {} from 'vite-react-ssg';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { contentWatcher } from './scripts/dev/content-watcher';
import { applyPageRules, builtChunkImports } from './scripts/prerender/page-rules';
import { sitePaths } from './scripts/lib/site-paths';

// CONTENT_ROOT and OUT_DIR build another content tree (the test fixture) into another folder.
const paths = sitePaths(process.cwd());

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  publicDir: paths.publicDir,
  plugins: [
    react(),
    tailwindcss(),
    contentWatcher({ contentRoot: paths.contentRoot, generatedDir: path.resolve('src/content/generated') }),
    authKeyGuard(),
  ],
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
