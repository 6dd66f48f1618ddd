/**
 * The site's part of vite-react-ssg's build, through its documented hooks (vite.config.ts
 * `ssgOptions.onPageRendered` and `onFinished`).
 * Inputs:  each page as vite-react-ssg renders it (onPageRendered: its route and file); the output
 *          folder with every page written (onFinished).
 * Outputs: every page with its own security policy in its <head> (./page-policy.ts, worked out
 *          from the page as written); the post-build files (scripts/postbuild/: search index,
 *          feed, calendars, sitemap, headers).
 * Steps:   per page: note the page and its file; at the end: remove the build manifests, copy the
 *          resized photos the content build recorded into _img/ and record what the build may
 *          publish (build-record.ts, checked by check-dist.ts), give every page its policy, make
 *          the one build context (scripts/postbuild/context.ts) and run the post-build steps.
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import {
  basePathOf,
  loadGenerated,
  type BuildContext,
  type BuiltPage,
  type PostBuildStep,
} from '../postbuild/context';
import { startSearchIndexer } from '../postbuild/search-index';
import { VIDEO_EMBED_ORIGIN } from '../../src/lib/video';
import type { AuthEnv } from '../../src/auth/config';
import { generatedDir, loadGeneratedIndex } from '../content/generated-dir';
import { imageCacheDir } from '../content/images';
import { copyImages, loadPublishedFiles, writeRecord } from './build-record';
import { withPagePolicy } from './page-policy';
import { keepManifest } from './vite-manifest';

/**
 * The post-build steps (scripts/postbuild/), one module each; a step that throws fails the build.
 * Each gets the same build context and reads the pages, never changes them, so they run at the
 * same time. The search index goes first: pagefind writes its files in its own process while this
 * thread works on the other steps.
 */
const POST_BUILD_STEPS: Array<{ name: string; load: () => Promise<PostBuildStep> }> = [
  { name: 'search index', load: () => import('../postbuild/search-index').then((m) => m.writeSearchIndex) },
  { name: 'news feed', load: () => import('../postbuild/news-feed').then((m) => m.writeNewsFeed) },
  {
    name: 'training calendars',
    load: () => import('../postbuild/trainings-ics').then((m) => m.writeTrainingCalendars),
  },
  { name: 'sitemap', load: () => import('../postbuild/sitemap').then((m) => m.writeSitemap) },
  {
    name: 'security headers',
    load: () => import('../postbuild/security-headers').then((m) => m.writeSecurityHeaders),
  },
];

/** Runs every post-build step on the pages the prerender wrote. */
async function runPostBuild(ctx: BuildContext): Promise<void> {
  const started = Date.now();
  await Promise.all(
    POST_BUILD_STEPS.map(async (step) => {
      const run = await step.load();
      await run(ctx);
      // The build prints errors only; BUILD_LOG=verbose shows how long each step took.
      if (process.env.BUILD_LOG === 'verbose') {
        console.log(`[post-build] ${step.name}: done at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }),
  );
}

/** The dist/-relative HTML file of a route (vite.config.ts `dirStyle: 'flat'`): /news/a -> news/a.html. */
export function htmlFileOf(route: string): string {
  const withIndex = route.endsWith('/') ? `${route}index` : route;
  return `${withIndex.startsWith('/') ? withIndex.slice(1) : withIndex}.html`;
}

/** A route as the post-build steps name it: with its leading slash. */
export const routeOf = (route: string) => (route.startsWith('/') ? route : `/${route}`);

/** The embed addresses of content/site.yaml, from the generated module (run the content build first). */
async function siteEmbedUrls(root: string): Promise<string[]> {
  const { site } = await (await loadGeneratedIndex(generatedDir(root))).site();
  return [site.map.embedUrl, site.social.embedUrl];
}

export function siteBuildHooks(options: { root: string; outDir: string; mode: string }) {
  // Only where each page goes: its text is read back once written (beasties and the build hash
  // come after this hook), so holding every page's text here would only keep it from the GC.
  const pages: Array<Pick<BuiltPage, 'route' | 'file'>> = [];
  return {
    onPageRendered(route: string): undefined {
      pages.push({ route: routeOf(route), file: path.join(options.outDir, htmlFileOf(route)) });
      return undefined;
    },

    async onFinished(): Promise<void> {
      const { outDir, root } = options;
      // The checks on the built site read the manifest (tests/built/budgets.test.ts).
      keepManifest(root, outDir);
      await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
      pages.sort((a, b) => a.route.localeCompare(b.route));
      // The resized photos are made outside public/: only those the content build recorded are
      // added, and the record lets the build's last step check the whole folder (check-dist.ts).
      const published = await loadPublishedFiles(root);
      await copyImages(imageCacheDir(root), outDir, published.imageFiles);
      await writeRecord(root, outDir, {
        pages: pages.map((page) => path.relative(outDir, page.file).split(path.sep).join('/')),
        images: published.imageFiles,
        publicFiles: published.publicFiles,
      });
      // Each page gets the policy of its own inline scripts, read from the page as written. That one
      // parse of the page also feeds the search index and the security check (security-headers.ts).
      const basePath = basePathOf(process.env.BASE_PATH);
      const env = loadEnv(options.mode, root, 'VITE_') as AuthEnv;
      const inputs = { embedUrls: [...(await siteEmbedUrls(root)), VIDEO_EMBED_ORIGIN], env, basePath };
      const { content, siteUrl, today } = await loadGenerated(root);
      const searchIndexer = await startSearchIndexer({ content, basePath });
      const written: BuiltPage[] = [];
      let headerPolicy = '';
      // One page at a time, in route order: the search index gets the pages in the same order in
      // every build, and only one page's text and tree are held at once.
      for (const page of pages) {
        try {
          const made = withPagePolicy(await readFile(page.file, 'utf8'), inputs);
          await writeFile(page.file, made.html);
          searchIndexer.add(page, made.document);
          headerPolicy = made.policy.header;
          written.push({ ...page, inlineScripts: made.inlineScripts, pagePolicies: made.pagePolicies });
        } catch (error) {
          await searchIndexer.close();
          throw new Error(`${page.route}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await runPostBuild({
        distDir: outDir,
        root,
        siteUrl,
        basePath,
        today,
        content,
        pages: written,
        searchIndexer,
        headerPolicy,
      });
    },
  };
}
