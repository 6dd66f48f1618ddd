import type {} from 'vite-react-ssg';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { contentWatcher } from './scripts/dev/content-watcher';
import { siteBuildHooks } from './scripts/build/ssg-hooks';
import { sitePaths } from './scripts/lib/site-paths';

// CONTENT_ROOT and OUT_DIR build another content tree (the test fixture) into another folder.
const paths = sitePaths(process.cwd());

export default defineConfig(({ command }) => ({
  base: process.env.BASE_PATH ?? '/',
  publicDir: paths.publicDir,
  plugins: [
    react(),
    tailwindcss(),
    contentWatcher({ contentRoot: paths.contentRoot, generatedDir: path.resolve('src/content/generated') }),
    authKeyGuard(),
  ],
  build: {
    // Manifests are needed by vite-react-ssg and removed from dist/ when the build has finished.
    outDir: paths.outDir,
    manifest: true,
    ssrManifest: true,
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    formatting: 'none',
    script: 'async',
    // Route patterns (:param, *) are dropped by vite-react-ssg; 404.html is added.
    includedRoutes: (paths) => [...paths, '/404'],
    // The site's per-page rules and post-build steps (scripts/build/ssg-hooks.ts), when building.
    ...(command === 'build' ? siteBuildHooks({ root: process.cwd(), outDir: paths.outDir }) : {}),
  },
}));
