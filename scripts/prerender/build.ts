/**
 * Prerender build: what `vite-react-ssg build` does, with the pages rendered on every core.
 * Inputs:  vite.config.ts (ssgOptions: entry, includedRoutes, script), index.html,
 *          src/content/generated/ (run the content build first); PRERENDER_WORKERS to choose the
 *          number of render workers (default: one per core, fewer for small sites).
 * Outputs: dist/ with one HTML file per path and its loader data (static-loader-data/, read by
 *          the browser's loaders in src/lib/static-data-loaders.ts), then the post-build steps.
 * Steps:   client build and server build (Vite); list the paths from the route table; settle
 *          the security policy every page carries in its head (VITE_* variables are read as
 *          the client build reads them); hand the paths out in batches to worker threads
 *          (render-worker.ts) that each load the server build once and write pages; run the
 *          post-build steps (scripts/postbuild/) on the pages as written.
 * Why:     docs/decisions/007-prerender-on-every-core.md, 009-security-policy-travels-with-pages.md.
 */
import { VIDEO_EMBED_ORIGIN } from '../../src/lib/video';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { build as viteBuild, createLogger, loadEnv, resolveConfig, type Manifest, type Rollup } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { startWorker, threadCount } from '../lib/workers';
import type { PageText } from '../postbuild/html-files';
import { runPostBuild } from '../postbuild/index';
import { startSearchIndexer, type SearchIndexer } from '../postbuild/search-index';
import { inlineScripts } from '../postbuild/csp';
import { sitePolicy, type SitePolicy } from '../postbuild/security-headers';
import { buildHashScript, htmlFileOf, renderablePaths, routePaths, type PrerenderRoute } from './page';
import type { FromWorker, RenderedPage, RenderJob, ToWorker } from './render-worker';

/** Pages per batch handed to a worker: small enough to balance the workers' loads. */
const BATCH = 25;
/** A worker costs about a second to start; below this many pages per worker it does not pay. */
const PAGES_PER_WORKER = 150;

const startedAt = performance.now();
/** A step of the build, with the seconds since the build started. */
const log = (text: string) =>
  console.log(`\n[prerender] ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${text}`);

/** Vite warnings that say nothing about this site (react-helmet-async's "use client" notes). */
function onLog(level: Rollup.LogLevel, entry: Rollup.RollupLog, handler: Rollup.LogOrStringHandler) {
  if (entry.message.includes('react-helmet-async')) return;
  handler(level, entry);
}

/** Options of vite-react-ssg's build this one does not implement: refused, never ignored. */
function unsupportedOptions(options: ViteReactSSGOptions): void {
  const refused = [
    options.dirStyle === 'nested' && 'dirStyle: "nested"',
    options.formatting && options.formatting !== 'none' && `formatting: "${options.formatting}"`,
    options.mock && 'mock',
    options.onBeforePageRender && 'onBeforePageRender',
    options.onFinished && 'onFinished (the post-build steps are in scripts/postbuild/)',
    options.format === 'cjs' && 'format: "cjs"',
  ].filter(Boolean);
  if (refused.length > 0) {
    throw new Error(
      `vite.config.ts ssgOptions: scripts/prerender/build.ts does not support ${refused.join(', ')}.`,
    );
  }
}

/**
 * Renders every path on `count` workers, calling `onPage` with each page once it is written, in
 * the order of `paths` whatever the workers' timing (the search index depends on that order, and
 * the same content must give the same files).
 */
async function renderPages(
  job: RenderJob,
  paths: readonly string[],
  count: number,
  onPage: (page: RenderedPage) => void,
): Promise<void> {
  const workers: Worker[] = [];
  let next = 0;
  let failed = false;
  /** Finished batches that wait for an earlier one, by the index of their first path. */
  const finished = new Map<number, RenderedPage[]>();
  let delivered = 0;
  const deliver = () => {
    for (let batch = finished.get(delivered); batch; batch = finished.get(delivered)) {
      finished.delete(delivered);
      batch.forEach(onPage);
      delivered += batch.length;
    }
  };
  // One failure stops every worker: nothing more is rendered for a build that will not be published.
  const fail = (error: Error, reject: (error: Error) => void) => {
    failed = true;
    reject(error);
    for (const worker of workers) void worker.terminate();
  };
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = startWorker(new URL('./render-worker.ts', import.meta.url), job);
      workers.push(worker);
      let start = -1; // index of the first path of the batch the worker is rendering
      worker.on('message', (message: FromWorker) => {
        if ('error' in message) return fail(new Error(message.error), reject);
        if (start >= 0) finished.set(start, message.results);
        deliver();
        const batch = failed ? [] : paths.slice(next, next + BATCH);
        start = next;
        next += batch.length;
        worker.postMessage({ paths: batch } satisfies ToWorker);
      });
      worker.on('error', (error) => fail(error, reject));
      worker.on('exit', (code) => {
        if (failed) reject(new Error('The prerender stopped.'));
        else if (code === 0) resolve();
        else fail(new Error(`A prerender worker stopped with exit code ${code}.`), reject);
      });
    });
  await Promise.all(Array.from({ length: count }, run));
}

async function main(): Promise<void> {
  // vite.config.ts imports TypeScript modules without extensions, which the default (bundling)
  // config loader handles; Vite's notice about its future native loader only buries the log.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const mode = process.env.MODE || process.env.NODE_ENV || 'production';
  const config = await resolveConfig({}, 'build', mode, mode);
  const root = config.root;
  const options = (config as { ssgOptions?: ViteReactSSGOptions }).ssgOptions ?? {};
  unsupportedOptions(options);
  const outDir = path.resolve(root, config.build.outDir);
  const base = config.base;
  const hash = Math.random().toString(36).slice(2, 12);
  const serverOut = path.join(root, '.vite-react-ssg-temp', hash);

  log('client build');
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, warnOptions) => {
    if (message.includes('vite:resolve') && message.includes('externalized for browser compatibility'))
      return;
    warn(message, warnOptions);
  };
  await viteBuild({
    mode,
    customLogger: logger,
    build: {
      manifest: true,
      ssrManifest: true,
      rolldownOptions: { input: { app: path.join(root, 'index.html') }, onLog },
    },
  });

  log('server build');
  process.env.VITE_SSG = 'true';
  const entry = path.resolve(root, options.entry ?? 'src/main.ts');
  await viteBuild({
    mode,
    build: {
      ssr: entry,
      manifest: true,
      outDir: serverOut,
      minify: false,
      cssCodeSplit: false,
      rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' }, onLog },
    },
  });

  const pages: PageText[] = [];
  let searchIndexer: SearchIndexer | undefined;
  let policy: SitePolicy | undefined;
  try {
    const serverEntry = path.join(serverOut, `${path.parse(entry).name}.mjs`);
    const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
    const { createRoot } = (await import(pathToFileURL(serverEntry).href)) as {
      createRoot: (client: boolean) => Promise<{ routes: PrerenderRoute[] }>;
    };
    const { routes } = await createRoot(false);
    const listed = await routePaths(routes);
    const included = options.includedRoutes ? await options.includedRoutes(listed, routes as never) : listed;
    const paths = renderablePaths(included);
    const routeOf = (p: string) => (p.startsWith('/') ? p : `/${p}`);
    // The search index is built while the pages render (pagefind runs in its own process).
    const indexer = (searchIndexer = await startSearchIndexer(paths.map(routeOf)));

    const templateFile = path.join(outDir, 'index.html');
    let template = await readFile(templateFile, 'utf8');
    await rm(templateFile);
    if (options.script && options.script !== 'sync') {
      template = template.replace(/<script type="module" /g, `<script type="module" ${options.script} `);
    }
    // The policy goes into every page's head, so it is settled before the first page renders:
    // it allows the build-hash script and any inline script the template itself carries.
    const { site } = await import('../../src/content/generated/site');
    policy = sitePolicy({
      inlineScripts: [buildHashScript(hash), ...inlineScripts(template)],
      // The map and social embeds, and the player of videos in articles (click-to-load).
      embedUrls: [site.map.embedUrl, site.social.embedUrl, VIDEO_EMBED_ORIGIN],
      // As the client build reads it: the environment first, then the .env files.
      env: loadEnv(mode, root, 'VITE_'),
    });
    const job: RenderJob = {
      serverEntry,
      template,
      hash,
      policy: policy.page,
      base,
      outDir,
      serverManifest: await readJson<Manifest>(path.join(serverOut, '.vite', 'manifest.json')),
      clientManifest: await readJson<Manifest>(path.join(outDir, '.vite', 'manifest.json')),
      ssrManifest: await readJson<Record<string, string[]>>(path.join(outDir, '.vite', 'ssr-manifest.json')),
    };
    const workers = threadCount(paths.length, PAGES_PER_WORKER, process.env.PRERENDER_WORKERS);
    log(`rendering ${paths.length} pages on ${workers} worker${workers === 1 ? '' : 's'}`);
    const renderStarted = Date.now();
    await renderPages(job, paths, workers, (rendered) => {
      const route = routeOf(rendered.path);
      const page: PageText = {
        route,
        file: path.join(outDir, htmlFileOf(rendered.path)),
        html: rendered.html,
      };
      pages.push(page);
      indexer.add(page);
    });
    const seconds = (Date.now() - renderStarted) / 1000;
    log(`${paths.length} pages in ${seconds.toFixed(1)} s (${Math.round(paths.length / seconds)} pages/s)`);
    pages.sort((a, b) => a.route.localeCompare(b.route));
    await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  } catch (error) {
    await searchIndexer?.close();
    throw error;
  } finally {
    await rm(path.join(root, '.vite-react-ssg-temp'), { recursive: true, force: true });
  }
  log('post-build steps');
  await runPostBuild({ distDir: outDir, root, pages, searchIndexer, policy });
  log('done');
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
