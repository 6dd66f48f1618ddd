/**
 * The prerender's entry (vite.config.ts `ssgOptions.entry`): vite-react-ssg renders every route
 * of src/routes.tsx, with the loaders ./routes.server.ts attaches, from here, at build time and on
 * the development server, with the site's own router (./page-collector.server.tsx). The browser starts from src/main.tsx, which needs none of
 * vite-react-ssg's runtime (docs/decisions/037, 037).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import type { PageRoute } from '../runtime/page-loader';
import { pageCollector } from './page-collector.server';
import { prerenderRoutes } from './routes.server';
import { sitePolicyForBuild } from './site-policy.server';
import { noteComponents } from './static-site-router.server';
import '../styles.css';

// The browser's table with each page's loader (the browser numbers the same routes the same way).
const table = prerenderRoutes() as PageRoute[];
const { routes: noted, components } = noteComponents(table);
const base = import.meta.env.BASE_URL;

export const createRoot = ViteReactSSG(
  { routes: noted, basename: base },
  undefined,
  // The page's router, head start (with the build's security policy) and data block.
  { getStyleCollector: pageCollector(table, components, base, sitePolicyForBuild()?.page) },
);
