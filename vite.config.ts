import type {} from 'vite-react-ssg';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { siteBuildHooks } from './scripts/build/ssg-hooks';
import { imageCacheDir } from './scripts/content/images';
import { contentWatcher } from './scripts/dev/content-watcher';
import { generatedImages } from './scripts/dev/generated-images';
import { generatedAlias, generatedDir } from './scripts/content/generated-dir';
import { sitePaths } from './src/ssg/site-paths.server';

// CONTENT_ROOT and OUT_DIR build another content tree (the test fixture) into another folder.
const paths = sitePaths(process.cwd());

/** The build prints warnings and errors only: BUILD_LOG=verbose prints every page written. */
const verbose = process.env.BUILD_LOG === 'verbose';

export default defineConfig(({ mode, isSsrBuild }) => ({
  base: process.env.BASE_PATH ?? '/',
  publicDir: paths.publicDir,
  resolve: { alias: generatedAlias(process.cwd()) },
  logLevel: verbose ? 'info' : 'warn',
  plugins: [
    react(),
    tailwindcss(),
    contentWatcher({ contentRoot: paths.contentRoot, generatedDir: generatedDir(process.cwd()) }),
    // The resized photos live outside public/; in development they are served from their cache.
    generatedImages({ cacheDir: imageCacheDir(process.cwd()) }),
    authKeyGuard(),
  ],
  build: {
    // Manifests are needed by vite-react-ssg and removed from dist/ when the build has finished.
    outDir: paths.outDir,
    // Vite's modulepreload polyfill is for browsers without <link rel="modulepreload"> (before
    // Safari 17 and Firefox 115): there the preloads are ignored and the scripts still load, one
    // import after another. Every visitor's first script gets 0.2 KB gzip lighter.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: { bundlerTimings: verbose },
      // In the browser, every page runs the entry and what it imports at start-up ($initial): two
      // chunks (the libraries, the site's shell) instead of about ten small ones, 2-3 KB gzip less
      // per page (docs/measurements/page-bytes.md). What only some pages or a visitor's action
      // load stays in the chunks the bundler makes for them. The prerender's bundle is left as is.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                { name: 'shell', tags: ['$initial'] },
              ],
            },
          },
    },
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    formatting: 'none',
    // The whole stylesheet goes into each page's <style> (beasties, the documented way): on a slow
    // phone a <link> shares the link with the module scripts and the first paint waits for it
    // (docs/decisions/037). No limit, so beasties never falls back to a preload strategy: those
    // need a script or an onload attribute, which the security policy blocks. The CSS budget
    // counts the inlined sheet (scripts/bench/static-bytes.ts).
    beastiesOptions: { inlineThreshold: Number.POSITIVE_INFINITY, preloadFonts: false },
    // Route patterns (:param, *) are dropped by vite-react-ssg; 404.html is added.
    includedRoutes: (paths) => [...paths, '/404'],
    // Each page's security policy and the post-build steps (feeds, sitemap, search, headers).
    ...siteBuildHooks({ root: process.cwd(), outDir: paths.outDir, mode }),
  },
}));
