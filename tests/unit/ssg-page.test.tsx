// @vitest-environment jsdom
/**
 * The site's part of each prerendered page (src/ssg/): the head's first tags, the router data
 * taken out of React Router's inline script into a JSON block, the build hash, a failed loader
 * stopping the build, and which pages the browser hydrates.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import type { DataRouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { threadCount } from '../../scripts/lib/workers';
import { htmlFileOf } from '../../scripts/build/ssg-hooks';
import { readHydrationData, renderedFor } from '../../src/runtime/hydration-data';
import { buildHashOf, dataBlock, pageCollector, withSiteRouter } from '../../src/ssg/page-collector.server';
import { RouteDataContext } from '../../src/runtime/route-data';
import { use } from 'react';
import { describeFailure, escapeJsonForHtml, headStart } from '../../src/ssg/page-parts';
import { noteComponents } from '../../src/ssg/static-site-router.server';

function Page() {
  const data = use(RouteDataContext) as { title: string };
  return <h1>{data.title}</h1>;
}

/** The app as vite-react-ssg renders a page: a provider around StaticRouterProvider. */
async function appFor(url: string, routes: DataRouteObject[]): Promise<ReactElement> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const Wrapper = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return createElement(Wrapper, null, <StaticRouterProvider router={router} context={context} />);
}

// Pages as the prerender has them: a module that loads lazily and a loader (src/ssg/routes.server.ts).
const pageModule = () => Promise.resolve({ Component: Page });
const routes: DataRouteObject[] = [
  { id: 'article', path: '/news/:slug', loader: () => ({ title: 'A </script> & <b>' }), lazy: pageModule },
  {
    id: 'broken',
    path: '/broken',
    loader: () => {
      throw new Error('content/news/broken.md has no title');
    },
    lazy: pageModule,
  },
];

const components = new Map([
  ['article', Page],
  ['broken', Page],
]);

describe('withSiteRouter', () => {
  it("renders the page with the site's router, without an inline script, and keeps its data for a JSON block", async () => {
    const { app, data } = withSiteRouter(await appFor('/news/a', routes), routes, components, '/');
    const html = renderToString(app);
    expect(html).toContain('<h1>A &lt;/script&gt; &amp; &lt;b&gt;</h1>');
    expect(html).not.toContain('<script');
    expect(data).toMatchObject({ actionData: null, errors: null, pathname: '/news/a', dataVersion: 'dev' });
    expect(data.loaderData).toEqual({ article: { title: 'A </script> & <b>' } });

    const block = dataBlock(data);
    expect(block).toMatch(/^<script type="application\/json" id="router-hydration-data">[^<>&]*<\/script>$/);
    document.head.innerHTML = block;
    expect(readHydrationData(document)).toEqual(data);
  });

  it('stops the build with what the failed loader threw', async () => {
    const app = await appFor('/broken', routes);
    expect(() => withSiteRouter(app, routes, components, '/')).toThrow('content/news/broken.md has no title');
  });

  it('refuses an app without StaticRouterProvider, rather than publishing pages without data', () => {
    expect(() => withSiteRouter(<main />, routes, components, '/')).toThrow(/no StaticRouterProvider/);
  });

  it('gives the collector head tags that start with the charset and end with the data block', async () => {
    const collector = pageCollector(routes, components, '/')();
    const markup = renderToString(collector.collect(await appFor('/news/a', routes)));
    const tags = collector.toString(markup);
    // Without a policy: the development server's head.
    expect(tags.startsWith('<meta charset="UTF-8"><script type="application/json"')).toBe(true);
  });

  it("puts the build's page policy between the charset and the data block", async () => {
    const policy = {
      csp: ["default-src 'self'", 'script-src *:*/assets/'],
      referrer: 'strict-origin-when-cross-origin',
    };
    const collector = pageCollector(routes, components, '/', policy)();
    const markup = renderToString(collector.collect(await appFor('/news/a', routes)));
    expect(collector.toString(markup).startsWith(`${headStart(policy)}<script type="application/json"`)).toBe(
      true,
    );
  });
});

describe('headStart', () => {
  it('opens the head with the charset, then each policy and the referrer policy, escaped', () => {
    expect(
      headStart({ csp: [`script-src 'self' "x" & y`, 'script-src *:*/assets/'], referrer: 'no-referrer' }),
    ).toBe(
      '<meta charset="UTF-8">' +
        `<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot; &amp; y">` +
        '<meta http-equiv="Content-Security-Policy" content="script-src *:*/assets/">' +
        '<meta name="referrer" content="no-referrer">',
    );
    expect(headStart()).toBe('<meta charset="UTF-8">');
  });

  it('escapes JSON for a script element', () => {
    expect(escapeJsonForHtml('{"a":"<&>\u2028"}')).toBe('{"a":"\\u003c\\u0026\\u003e\\u2028"}');
  });
});

describe('buildHashOf', () => {
  it("reads the build hash from the server build's folder, nothing elsewhere", () => {
    expect(buildHashOf('file:///site/.vite-react-ssg-temp/k3j9x0/assets/page-collector-1.js')).toBe('k3j9x0');
    expect(buildHashOf('file:///site/.vite-react-ssg-temp/k3j9x0')).toBe('k3j9x0');
    expect(buildHashOf('file:///site/.vite-react-ssg-temp/')).toBeUndefined();
    expect(buildHashOf('file:///site/src/ssg/page-collector.ts')).toBeUndefined();
  });
});

describe('renderedFor', () => {
  const data = {
    loaderData: {},
    actionData: null,
    errors: null,
    pathname: '/404',
    dataVersion: 'dev',
  } as const;

  it('hydrates a page at its own address, with or without a trailing slash or .html', () => {
    expect(renderedFor({ ...data, pathname: '/about' }, '/about')).toBe(true);
    expect(renderedFor({ ...data, pathname: '/about' }, '/about/')).toBe(true);
    expect(renderedFor({ ...data, pathname: '/' }, '/')).toBe(true);
  });

  it('renders 404.html afresh at any other address, and a page without data', () => {
    expect(renderedFor(data, '/news/unknown')).toBe(false);
    expect(renderedFor(undefined, '/about')).toBe(false);
  });
});

describe('file names', () => {
  it('names the HTML files as vite-react-ssg writes them (flat)', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('about')).toBe('about.html');
    expect(htmlFileOf('/news/page/2')).toBe('news/page/2.html');
  });
});

describe('threadCount', () => {
  it('uses one thread per core when each gets enough work, fewer otherwise, and obeys a request', () => {
    expect(threadCount(4000, 150, undefined, 2)).toBe(2);
    expect(threadCount(74, 150, undefined, 2)).toBe(1);
    expect(threadCount(300, 150, undefined, 8)).toBe(2);
    expect(threadCount(74, 150, '3', 2)).toBe(3);
    expect(threadCount(74, 150, 'many', 2)).toBe(1);
  });
});

describe('describeFailure', () => {
  it('names what a loader threw, so the build can stop with it', () => {
    const error = new Error('the article data is broken');
    expect(describeFailure(error)).toBe(error);
    expect(describeFailure(new Response(null, { status: 404, statusText: 'Not Found' })).message).toBe(
      'a loader answered 404 Not Found',
    );
    expect(describeFailure({ status: 500 }).message).toBe('a loader answered 500');
    expect(describeFailure('nope').message).toBe('a loader failed: nope');
  });
});

describe('noteComponents', () => {
  it("notes each route's component by id as its module loads, children included", async () => {
    const Layout = () => null;
    const table = [
      {
        id: '0',
        path: '/',
        Component: Layout,
        children: [{ id: '0-0', index: true as const, lazy: () => Promise.resolve({ Component: Page }) }],
      },
    ];
    const { routes: noted, components } = noteComponents(table);
    expect(components.get('0')).toBe(Layout);
    expect(components.has('0-0')).toBe(false);
    await noted[0]!.children![0]!.lazy!();
    expect(components.get('0-0')).toBe(Page);
  });
});
