import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import {
  describeFailure,
  documentHtml,
  htmlFileOf,
  lazyImportNames,
  pageAssets,
  renderablePaths,
  routePaths,
  withHeadLinks,
  type HeadTags,
} from '../../scripts/prerender/page';
import { applyPageRules } from '../../scripts/prerender/page-rules';
import { threadCount } from '../../scripts/lib/workers';

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <script type="module" async src="/assets/app.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const head = (overrides: Partial<HeadTags> = {}): HeadTags => ({
  title: '<title data-rh="true">About - AGIA</title>',
  meta: '<meta data-rh="true" name="description" content="About us"/>',
  link: '',
  script: '',
  htmlAttributes: '',
  bodyAttributes: '',
  ...overrides,
});

describe('routePaths and renderablePaths', () => {
  const routes = [
    {
      path: '/',
      children: [
        { index: true },
        { path: 'about' },
        { path: 'news/:slug', getStaticPaths: () => ['news/a', 'news/b'] },
        // getStaticPaths may come from the route's lazy module
        {
          path: 'training/events/:id',
          lazy: () => Promise.resolve({ getStaticPaths: () => ['training/events/x'] }),
        },
        { path: '*' },
      ],
    },
  ];

  it('lists static paths, the paths of dynamic routes, and "/" for the index route', async () => {
    const listed = await routePaths(routes);
    expect(listed).toEqual(
      expect.arrayContaining(['/', 'about', 'news/a', 'news/b', 'training/events/x', 'news/:slug', '*']),
    );
    expect(renderablePaths([...listed, '/404', 'about'])).toEqual([
      '/',
      'about',
      'news/a',
      'news/b',
      'training/events/x',
      '/404',
    ]);
  });
});

describe('file names', () => {
  it('writes flat HTML files and the loader data where the runtime looks for it', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('about')).toBe('about.html');
    expect(htmlFileOf('/news/page/2')).toBe('news/page/2.html');
  });
});

describe('pageAssets', () => {
  const clientManifest: Manifest = {
    'index.html': {
      file: 'assets/app-1.js',
      isEntry: true,
      imports: ['_shared-1.js'],
      css: ['assets/app-1.css'],
    },
    'src/pages/home.tsx': {
      file: 'assets/home-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js'],
      dynamicImports: ['src/components/dialog.tsx'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/components/dialog.tsx': { file: 'assets/dialog-1.js', isDynamicEntry: true },
  };
  const serverManifest: Manifest = {
    'src/pages/home.tsx': { file: 'assets/home-9.mjs', isDynamicEntry: true },
  };

  it('follows the route module through its imports, static and lazy, but not into the HTML entry', () => {
    // As the server build writes a route's lazy function (the test's own code would be transformed).
    const lazy = Object.assign(() => undefined, { toString: () => '() => import("./assets/home-9.mjs")' });
    expect(lazyImportNames(lazy)).toEqual(['home-9.mjs']);
    const assets = pageAssets({
      lazyImports: ['home-9.mjs'],
      serverManifest,
      clientManifest,
      ssrManifest: { 'src/pages/home.tsx': ['/assets/home-1.js'] },
      base: '/',
    });
    expect(assets).toEqual(['/assets/home-1.js', '/assets/shared-1.js', '/assets/dialog-1.js']);
  });

  it('gives nothing for a route without a lazy module', () => {
    expect(
      pageAssets({ lazyImports: [], serverManifest, clientManifest, ssrManifest: {}, base: '/' }),
    ).toEqual([]);
  });
});

describe('documentHtml', () => {
  it('puts the charset and the head tags first in <head>, the app in the root marked as server-rendered, and the hash', () => {
    const html = documentHtml({
      template: TEMPLATE,
      appHtml: '<main>Hi</main>',
      head: head(),
      hash: 'abc123',
    });
    expect(html).toContain(
      '<head><meta charset="UTF-8" /><title data-rh="true">About - AGIA</title><meta data-rh="true" name="description" content="About us"/>',
    );
    expect(html).toContain(
      '<div id="root" data-server-rendered="true"><main>Hi</main></div>\n<script>window.__VITE_REACT_SSG_HASH__ = \'abc123\'</script>',
    );
  });

  it('leaves out an empty title and writes "$" in a page as it is', () => {
    const html = documentHtml({
      template: TEMPLATE,
      appHtml: '<p>Fees: $& and $1</p>',
      head: head({ title: '<title data-rh="true"></title>' }),
      hash: 'h',
    });
    expect(html).not.toContain('<title');
    expect(html).toContain('<p>Fees: $& and $1</p>');
  });

  it('refuses a template without the root element', () => {
    expect(() =>
      documentHtml({
        template: '<html><head></head><body></body></html>',
        appHtml: '',
        head: head(),
        hash: 'h',
      }),
    ).toThrow(/index\.html must contain <div id="root"><\/div>/);
  });
});

describe('withHeadLinks', () => {
  const page =
    '<html><head><title>T</title><link rel="stylesheet" href="/assets/app.css"></head><body></body></html>';

  it('appends one link per file at the end of the head, by kind, skipping files already linked', () => {
    expect(
      withHeadLinks(page, [
        '/assets/page.js',
        '/assets/page.js',
        '/assets/app.css',
        '/images/a&b.svg',
        '/x.txt',
      ]),
    ).toBe(
      '<html><head><title>T</title><link rel="stylesheet" href="/assets/app.css">' +
        '<link rel="modulepreload" crossorigin="" href="/assets/page.js">' +
        '<link rel="preload" as="image" href="/images/a&amp;b.svg" crossorigin=""></head><body></body></html>',
    );
  });

  it('returns the page unchanged when there is nothing to add', () => {
    expect(withHeadLinks(page, [])).toBe(page);
  });
});

describe('applyPageRules', () => {
  const rendered =
    '<html data-x><head><title>T</title><meta charset="UTF-8" /></head><body><div id="root" data-server-rendered="true"></div>' +
    '<script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{\\"0\\":{\\"a\\":\\"<b>\\"}}}");</script></body></html>';

  it('moves the charset first and turns the hydration script into a JSON block', () => {
    const html = applyPageRules('about', rendered);
    expect(html.startsWith('<html data-x><head><meta charset="UTF-8" />')).toBe(true);
    expect(html).toContain(
      '<script type="application/json" id="router-hydration-data">{"loaderData":{"0":{"a":"\\u003cb\\u003e"}}}</script>',
    );
    expect(html).not.toContain('__staticRouterHydrationData');
    expect(html).toContain('data-server-rendered="true"');
  });

  it('drops the server-rendered marker from the 404 page only', () => {
    expect(applyPageRules('/404', rendered)).not.toContain('data-server-rendered');
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
