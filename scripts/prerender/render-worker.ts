/**
 * A prerender worker (started by build.ts, one per core): loads the server build once, then
 * renders the paths it is given, batch by batch, and writes each page and its loader data.
 * Inputs:  workerData.data (RenderJob); messages { paths } from the main thread ([] means stop).
 * Outputs: dist/{page}.html and dist/static-loader-data/…json; messages { results } or { error }.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import type { Manifest } from 'vite';
import type { PagePolicy } from './head-order';
import { applyPageRules, builtChunkImports } from './page-rules';
import { renderApp } from './render-app';
import { staticDataFile } from '../../src/lib/static-data-loaders';
import {
  describeFailure,
  documentHtml,
  htmlFileOf,
  lazyImportNames,
  pageAssets,
  withHeadLinks,
} from './page';

export interface RenderJob {
  serverEntry: string;
  /** index.html as the client build wrote it. */
  template: string;
  hash: string;
  /** The security policy every page carries in its head. */
  policy: PagePolicy;
  base: string;
  outDir: string;
  serverManifest: Manifest;
  clientManifest: Manifest;
  ssrManifest: Record<string, string[]>;
}

export type ToWorker = { paths: string[] };
export interface RenderedPage {
  path: string;
  /** The page as written (the post-build steps read it from here instead of from dist/). */
  html: string;
}

export type FromWorker = { results: RenderedPage[] } | { error: string };

/** The tags of one kind react-helmet-async collected while rendering. */
type HelmetTags = Record<
  'title' | 'meta' | 'link' | 'script' | 'htmlAttributes' | 'bodyAttributes',
  { toString(): string }
>;

// The page's <Head> (vite-react-ssg) writes into the react-helmet-async copy vite-react-ssg
// depends on; the provider must be that same copy.
const { HelmetProvider } = createRequire(fileURLToPath(import.meta.resolve('vite-react-ssg')))(
  'react-helmet-async',
) as { HelmetProvider: ComponentType<{ context: { helmet?: HelmetTags }; children?: ReactNode }> };

interface ServerContext {
  routes: RouteObject[];
  routerOptions: { future?: Record<string, boolean> };
}

type RenderPage = (path: string, writes: Array<Promise<void>>) => Promise<RenderedPage>;

async function start(job: RenderJob): Promise<RenderPage> {
  const { createRoot } = (await import(pathToFileURL(job.serverEntry).href)) as {
    createRoot: (client: boolean) => Promise<ServerContext>;
  };
  const context = await createRoot(false);
  // One handler for all pages: the route table is converted and lazy routes load only once.
  const handler = createStaticHandler(context.routes, { basename: job.base });
  const importsOf = builtChunkImports(job.outDir);
  const assetsByRoute = new Map<string, string[]>();
  const madeDirs = new Set<string>();
  const write = async (file: string, text: string) => {
    const full = path.join(job.outDir, file);
    const dir = path.dirname(full);
    if (!madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    await writeFile(full, text);
  };

  /** Renders a page and starts writing its files; the promise of the writes is in `writes`. */
  return async (routePath, writes) => {
    const url = new URL(`${job.base.replace(/\/$/, '')}/${routePath.replace(/^\//, '')}`, 'http://localhost');
    const routerContext = await handler.query(new Request(url.href));
    if (routerContext instanceof Response) {
      throw new Error(`the route answered with a ${routerContext.status} response instead of a page`);
    }
    // A loader that failed would otherwise be written as the error screen and published.
    const [failure] = Object.values(routerContext.errors ?? {}) as unknown[];
    if (failure !== undefined) throw describeFailure(failure);
    const router = createStaticRouter(handler.dataRoutes, routerContext, {
      future: context.routerOptions.future,
    });
    // Each render gets a fresh context: react-helmet-async fills it with the page's head tags.
    let helmetContext: { helmet?: HelmetTags } = {};
    const appHtml = await renderApp(() => {
      helmetContext = {};
      return createElement(
        HelmetProvider,
        { context: helmetContext },
        createElement(StaticRouterProvider, { router, context: routerContext }),
      );
    });
    const helmet = helmetContext.helmet!;
    // The preloads depend only on which routes matched: worked out once per route.
    const routeKey = routerContext.matches.map((match) => match.route.id).join(' ');
    let assets = assetsByRoute.get(routeKey);
    if (!assets) {
      const matches = matchRoutes(context.routes, url.pathname, job.base) ?? [];
      assets = pageAssets({
        lazyImports: matches.flatMap((match) => lazyImportNames(match.route.lazy)),
        serverManifest: job.serverManifest,
        clientManifest: job.clientManifest,
        ssrManifest: job.ssrManifest,
        base: job.base,
      });
      assetsByRoute.set(routeKey, assets);
    }
    const html = documentHtml({
      template: job.template,
      appHtml,
      hash: job.hash,
      policy: job.policy,
      head: {
        title: helmet.title.toString(),
        meta: helmet.meta.toString(),
        link: helmet.link.toString(),
        script: helmet.script.toString(),
        htmlAttributes: helmet.htmlAttributes.toString(),
        bodyAttributes: helmet.bodyAttributes.toString(),
      },
    });
    const loaderData = routerContext.loaderData;
    const page = applyPageRules(routePath, withHeadLinks(html, assets), importsOf);
    writes.push(write(htmlFileOf(routePath), page));
    if (loaderData && Object.keys(loaderData).length > 0) {
      // Read by the browser's loaders (src/lib/static-data-loaders.ts) when a visitor moves here.
      writes.push(write(staticDataFile(routePath, job.hash), JSON.stringify(loaderData)));
    }
    return { path: routePath, html: page };
  };
}

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

try {
  const render = await start((workerData as { data: RenderJob }).data);
  let current = '';
  port.on('message', (message: ToWorker) => {
    void (async () => {
      try {
        if (message.paths.length === 0) {
          port.close();
          return;
        }
        const results: RenderedPage[] = [];
        // Files are written while the next pages render.
        const writes: Array<Promise<void>> = [];
        for (const routePath of message.paths) {
          current = routePath;
          results.push(await render(routePath, writes));
        }
        current = message.paths.join(', ');
        await Promise.all(writes);
        post({ results });
      } catch (error) {
        const page = current.startsWith('/') ? current : `/${current}`;
        post({ error: `Error on page ${page}: ${(error as Error).stack ?? String(error)}` });
      }
    })();
  });
  post({ results: [] }); // ready for the first batch
} catch (error) {
  post({ error: `The server build could not be loaded: ${(error as Error).stack ?? String(error)}` });
}
