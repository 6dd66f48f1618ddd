/**
 * The prerender's entry (vite.config.ts `ssgOptions.entry`): vite-react-ssg renders every route
 * of src/routes.tsx from here, at build time and on the development server, with the site's own
 * router (./page-collector.tsx). The browser starts from src/main.tsx, which needs none of
 * vite-react-ssg's runtime (docs/decisions/021, 037).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import { withRouteIds } from '../lib/static-data-loaders';
import type { PageRoute } from '../lib/page-loader';
import { routes } from '../routes';
import { buildPolicy, pageCollector } from './page-collector';
import { noteComponents } from './static-site-router';
import '../styles.css';

const table = withRouteIds(routes) as PageRoute[];
const { routes: noted, components } = noteComponents(table);
const base = import.meta.env.BASE_URL;

export const createRoot = ViteReactSSG(
  { routes: noted, basename: base },
  (context) => {
    // The build's post-build steps read the policy the pages were written with (scripts/build/).
    Object.assign(context, { sitePolicy: buildPolicy() });
  },
  // The page's router, head start and data block (page-collector.tsx).
  { getStyleCollector: pageCollector(table, components, base) },
);
