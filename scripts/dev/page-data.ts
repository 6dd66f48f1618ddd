/**
 * The development server's answer to the browser's page data requests: the same
 * static-loader-data/{path}.dev.json files the build writes (src/runtime/static-data-loaders.ts),
 * made on request by React Router's public static handler over the route table with its loaders
 * (src/ssg/routes.server.ts) and the site's route ids, as the prerender does. The browser's runtime (src/main.tsx) is the same as in the
 * built site; only where the file comes from differs.
 */
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { DataRouteObject } from 'react-router-dom';
import { createStaticHandler } from 'react-router-dom/server.js';

const PREFIX = 'static-loader-data/';
const SUFFIX = '.dev.json';

/** The page a development data file is for: news/a.dev.json -> /news/a, index.dev.json -> /. */
export function pageOfDataFile(file: string): string | undefined {
  if (!file.startsWith(PREFIX) || !file.endsWith(SUFFIX)) return undefined;
  const path = `/${file.slice(PREFIX.length, -SUFFIX.length)}`;
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

async function pageData(server: ViteDevServer, base: string, page: string, url: string) {
  const { prerenderRoutes } = (await server.ssrLoadModule('/src/ssg/routes.server.ts')) as {
    prerenderRoutes: () => DataRouteObject[];
  };
  const handler = createStaticHandler(prerenderRoutes(), { basename: base });
  const context = await handler.query(new Request(new URL(`${base.replace(/\/$/, '')}${page}`, url)));
  if (context instanceof Response) return undefined;
  const [failure] = Object.values(context.errors ?? {}) as unknown[];
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
  return Object.keys(context.loaderData).length > 0 ? context.loaderData : undefined;
}

/** Vite plugin (development server only): answers page data requests. */
export function devPageData(): Plugin {
  return {
    name: 'agia:dev-page-data',
    apply: 'serve',
    configureServer(server) {
      const { base } = server.config;
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const pathname = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost').pathname;
        const page = pathname.startsWith(base) ? pageOfDataFile(pathname.slice(base.length)) : undefined;
        if (!page) return next();
        pageData(server, base, page, `http://${req.headers.host ?? 'localhost'}`).then(
          (data) => {
            if (!data) {
              res.statusCode = 404;
              res.end();
              return;
            }
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(data));
          },
          (error: unknown) => next(error),
        );
      };
      server.middlewares.use(middleware);
    },
  };
}
