import type {} from 'vite-react-ssg';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { authKeyGuard } from './scripts/auth-key-guard';
import { imageCacheDir } from './scripts/content/images';
import { contentWatcher } from './scripts/dev/content-watcher';
import { devEntry } from './scripts/dev/dev-entry';
import { generatedImages } from './scripts/dev/generated-images';
import { devPageData } from './scripts/dev/page-data';
import { devSitePolicy } from './scripts/dev/site-policy';
import { generatedAlias, generatedDir } from './scripts/content/generated-dir';
import { ENTRY_MODULE } from './src/ssg/entry-module';
import { sitePaths } from './src/ssg/site-paths.server';
import { webFontScript } from './src/ssg/web-font';

// CONTENT_ROOT and OUT_DIR build another content tree (the test fixture) into another folder.
const paths = sitePaths(process.cwd());

/**
 * The framework every page needs (React, React DOM, React Router and clsx, with the site's `cn`
 * over it) in one chunk of its own: it changes only with those packages, and `npm run bench:bytes` reports it apart from the site's
 * own code. vite-react-ssg renders the pages but sends the browser nothing (src/main.tsx).
 */
const FRAMEWORK =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|clsx)[\\/]|src[\\/]lib[\\/]cn\.ts$)/;

/**
 * The small modules every training view shares (the home page's carousel and panel, the
 * calendar, the archive, a training's page, the webinar page): one chunk instead of six, so those
 * pages make fewer requests and pay gzip's per-file cost once. Left to itself the bundler gives
 * each a chunk of its own, because each is used by a slightly different set of pages.
 */
const TRAINING_SHARED =
  /[\\/]src[\\/](components[\\/]training[\\/](icons|register-link|training-detail-list|training-type-label)|lib[\\/](registration|trainings|training-details)|runtime[\\/]use-today)\.tsx?$/;

/** The build prints errors only: Rolldown's report on slow plugins shows with BUILD_LOG=verbose. */
const BUILD_CHECKS = { bundlerTimings: process.env.BUILD_LOG === 'verbose' };

export default defineConfig(({ isSsrBuild }) => ({
  base: process.env.BASE_PATH ?? '/',
  publicDir: paths.publicDir,
  resolve: { alias: generatedAlias(process.cwd()) },
  plugins: [
    react(),
    tailwindcss(),
    contentWatcher({ contentRoot: paths.contentRoot, generatedDir: generatedDir(process.cwd()) }),
    // The resized photos live outside public/; in development they are served from their cache.
    generatedImages({ cacheDir: imageCacheDir(process.cwd()) }),
    devPageData(),
    // index.html names no script: the development server's pages get src/main.tsx from here.
    devEntry(),
    authKeyGuard(),
    webFontScript(),
    // The development server's pages carry no security policy; the build's plugin, made with its
    // hooks by scripts/build/build-pages.ts, serves the policy it works out.
    devSitePolicy(),
  ],
  build: {
    // Manifests are needed by vite-react-ssg and removed from dist/ when the build has finished.
    outDir: paths.outDir,
    manifest: true,
    ssrManifest: true,
    // No modulepreload polyfill (0.45 KB on every page): without it Vite's loader preloads a lazy
    // page's imports with rel=preload where rel=modulepreload is missing (Safari before 17), and the
    // polyfill could not help the first load anyway, as it runs only after the framework has loaded.
    modulePreload: { polyfill: false },
    rolldownOptions: { checks: BUILD_CHECKS },
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            checks: BUILD_CHECKS,
            // The browser's entry is built from here, not from a script tag in index.html (which
            // names none): each page's head writes it from Vite's manifest, inside the template the
            // page starts after its first paint (src/ssg/page-preloads.server.ts, decision 042).
            // vite-react-ssg adds index.html to this input as `app`.
            input: { main: path.resolve(ENTRY_MODULE) },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK },
                  // Only the modules named: their imports (dates, cn) stay where they are.
                  { name: 'training-shared', test: TRAINING_SHARED, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        }),
  },
  ssgOptions: {
    // The prerender's entry; the browser's is src/main.tsx (build input above).
    entry: 'src/ssg/server-entry.tsx',
    dirStyle: 'flat',
    formatting: 'none',
    // No critical-CSS step: inlining the page's CSS (critical part or all of it) did not make the
    // first paint earlier, measured in docs/decisions/042-scripts-after-first-paint.md. `false` also
    // keeps vite-react-ssg from running beasties should it ever be installed.
    beastiesOptions: false,
    // No jsdom document per page to add preload links (patches/vite-react-ssg+0.9.2.patch): each
    // page's head gets its links from Vite's manifest as it is written (src/ssg/page-preloads.server.ts).
    preloadLinks: false,
    // Route patterns (:param, *) are dropped by vite-react-ssg; 404.html is added.
    includedRoutes: (paths) => [...paths, '/404'],
    // The site's per-page rules and post-build steps (scripts/build/ssg-hooks.ts) are given by
    // scripts/build/build-pages.ts, with the plugin whose policy they read.
  },
}));
