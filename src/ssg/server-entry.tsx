/**
 * The prerender's entry (vite.config.ts `ssgOptions.entry`): vite-react-ssg renders every route
 * of src/routes.tsx from here, at build time and on the development server. The browser starts
 * from src/main.tsx instead, which needs none of vite-react-ssg's runtime (docs/decisions/021).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from '../routes';
import { dataRouterRoutes } from './data-router-routes';
import { buildPolicy, pageCollector } from './page-collector';
import '../styles.css';

export const createRoot = ViteReactSSG(
  { routes: dataRouterRoutes(routes), basename: import.meta.env.BASE_URL },
  (context) => {
    // The build's post-build steps read the policy the pages were written with (scripts/build/).
    Object.assign(context, { sitePolicy: buildPolicy() });
  },
  // The page's head start and data block (page-collector.ts).
  { getStyleCollector: pageCollector },
);
