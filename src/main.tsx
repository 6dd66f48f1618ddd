/**
 * The browser's entry, in the built site and on the development server (`npm run dev`) alike. A
 * page is complete HTML; this script makes it interactive: it reads the page's data it carries
 * (src/runtime/hydration-data.ts), loads the page's own module, and hydrates. Moving to another page
 * reads that page's data file (src/runtime/static-data-loaders.ts, src/runtime/page-loader.ts).
 * vite-react-ssg renders the pages (src/ssg/server-entry.tsx); its browser runtime and head
 * manager are not needed here (docs/decisions/037, 037).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepPrerenderedFooter } from './components/layout/site-footer';
import { SiteRouter } from './components/layout/site-router';
import { readHydrationData, renderedFor } from './runtime/hydration-data';
import { createPageLoader, type PageRoute } from './runtime/page-loader';
import { createStaticDataReader, withNotFoundData, withRouteIds } from './runtime/static-data-loaders';
import { routes } from './routes';
import { isServerRendered, PRERENDERED_HEAD_ATTRIBUTE } from './runtime/adapter';
import './styles.css';

const base = import.meta.env.BASE_URL;

const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

/**
 * A page rendered afresh gets its head tags from React, which does not take over the prerendered
 * ones as hydration does; vite-react-ssg's Head marks those (src/runtime/adapter.ts), and they are dropped so the
 * head does not carry two titles and descriptions.
 */
function dropPrerenderedHeadTags(): void {
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) tag.remove();
}

async function start(): Promise<void> {
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to start the site in.');
  keepPrerenderedFooter();
  const data = readHydrationData();
  // A page shown at another address (404.html for an unknown address) is rendered afresh.
  const hydrate = isServerRendered(container) && renderedFor(data, window.location.pathname);
  const table = withRouteIds(routes) as PageRoute[];
  const version = readHydrationData(document)?.dataVersion;
  if (!version) throw new Error('The page carries no page data block (router-hydration-data).');
  const readPage = withNotFoundData(table, base, createStaticDataReader(base, version));
  const { pathname } = window.location;
  const loader = createPageLoader(
    table,
    base,
    readPage,
    hydrate && data ? { pathname, data: data.loaderData ?? null } : undefined,
  );
  // The page's module (and, rendered afresh, its data) before the first render: hydrating a page
  // that is still loading would show nothing where the page is. If they cannot be loaded, the
  // first render shows the error screen.
  await loader.load(pathname).catch(() => undefined);
  const app = <SiteRouter routes={table} loader={loader} base={base} />;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else {
      dropPrerenderedHeadTags();
      createRoot(container).render(app);
    }
  });
}

void start();
