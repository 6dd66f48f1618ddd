/**
 * The site's part of vite-react-ssg's build, through its public hooks (ssgOptions, passed by
 * scripts/build/build-pages.ts together with the plugin that makes the policy).
 * Inputs:  each page as vite-react-ssg renders it (onPageRendered); the output folder (onFinished);
 *          the build's security policy, read from the one place it is made (./site-policy.ts).
 *          The pages are kept as rendered: their preload links were written with their head
 *          (src/ssg/page-preloads.server.ts, decision 012).
 * Outputs: after the last page, the post-build files (scripts/postbuild/: search index, feed,
 *          calendars, sitemap, headers).
 * Steps:   per page: note the page and its file; at the end: remove the
 *          build manifests, copy the resized photos the content build recorded into _img/ and
 *          record what the build may publish (build-record.ts, checked by check-dist.ts), make the one build context (scripts/postbuild/context.ts: site address,
 *          build date, compiled content, the pages as written, the policy) and run the post-build
 *          steps with it (one of them checks every inline script of every page against the policy
 *          and fails the build naming the page).
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { basePathOf, loadGenerated } from '../postbuild/context';
import type { PageText } from '../postbuild/html-files';
import { runPostBuild } from '../postbuild/index';
import { startSearchIndexer } from '../postbuild/search-index';
import type { SitePolicy } from '../postbuild/context';
import { htmlFileOf } from '../../src/runtime/adapter';
import { imageCacheDir } from '../content/images';
import { copyImages, loadPublishedFiles, writeRecord } from './build-record';
import { keepManifest } from '../../src/ssg/vite-manifest.server';

export { htmlFileOf };

declare module 'vite-react-ssg' {
  interface ViteReactSSGOptions {
    /**
     * Whether vite-react-ssg adds `<link rel="modulepreload">` and stylesheet links for the
     * modules each page rendered, which it does by parsing every page into a jsdom document
     * (default true). Added by patches/vite-react-ssg+0.9.2.patch, the option proposed upstream:
     * docs/decisions/012-prerender-with-vite-react-ssg-build.md.
     */
    preloadLinks?: boolean;
  }
}

/** A route as the post-build steps name it: with its leading slash. */
export const routeOf = (route: string) => (route.startsWith('/') ? route : `/${route}`);

export function siteBuildHooks(options: {
  root: string;
  outDir: string;
  /** The policy the pages were written with (./site-policy.ts `sitePolicyHandOver`). */
  policy: () => SitePolicy | undefined;
}) {
  const pages: PageText[] = [];
  return {
    onPageRendered(route: string, html: string): undefined {
      pages.push({ route: routeOf(route), file: path.join(options.outDir, htmlFileOf(route)), html });
      return undefined;
    },

    async onFinished(): Promise<void> {
      const { outDir, root } = options;
      const policy = options.policy();
      if (!policy)
        throw new Error('The build has no security policy: scripts/build/site-policy.ts did not make it.');
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
      // The steps read the pages as written (the build-hash script included): the security
      // headers step checks every inline script against the policy (security-headers.ts).
      const written = await Promise.all(
        pages.map(async (page) => ({ ...page, html: await readFile(page.file, 'utf8') })),
      );
      const { content, siteUrl, today } = await loadGenerated(root);
      const basePath = basePathOf(process.env.BASE_PATH);
      const searchIndexer = await startSearchIndexer(
        written.map((page) => page.route),
        { content, today, basePath },
      );
      for (const page of written) searchIndexer.add(page);
      await runPostBuild({
        distDir: outDir,
        root,
        siteUrl,
        basePath,
        today,
        content,
        pages: written,
        searchIndexer,
        policy,
      });
    },
  };
}
