/**
 * The prerender's route table (src/ssg/routes.server.ts): the browser's table (src/routes.tsx, no
 * loaders), one route per row of the page table (src/site-pages.ts) in its order, each with its
 * loader, the rows with a parameter with their addresses, and each page dated by its content files.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { describe, expect, it } from 'vitest';
import { pageModule, routes } from '../../src/routes';
import { SITE_PAGES, type SitePage } from '../../src/site-pages';
import { dated, LOADERS, withLoaders } from '../../src/ssg/routes.server';

const children = (table: readonly RouteRecord[]) => table[0]?.children ?? [];

describe('withLoaders', () => {
  it('gives every row of the page table its route, in order, with its loader', () => {
    expect(children(routes).map((route) => (route.index ? '/' : `/${route.path}`))).toEqual(
      SITE_PAGES.map((page) => page.path),
    );
    expect(children(routes).every((route) => route.loader === undefined)).toBe(true);
    const server = withLoaders(routes);
    expect(server[0]?.loader).toBeUndefined();
    expect(children(server).every((route) => typeof route.loader === 'function')).toBe(true);
    const withPaths = children(server)
      .filter((route) => route.getStaticPaths)
      .map((route) => route.path);
    expect(withPaths).toEqual(['training/events/:id', 'news/page/:n', 'news/:slug']);
  });

  it('stops the build, naming the path, for a row without a loader nor a Markdown file', () => {
    const { '/news/:slug': _article, ...without } = LOADERS;
    expect(() => withLoaders(routes, without as typeof LOADERS)).toThrow(
      'The page /news/:slug has no loader',
    );
  });

  it('gives a row with a Markdown file and no loader of its own a loader of that file', () => {
    expect(LOADERS['/privacy']).toBeUndefined();
    const privacy = withLoaders(routes)[0]!.children!.find((route) => route.path === 'privacy');
    expect(privacy?.loader).toBeTypeOf('function');
  });
});

describe('pageModule', () => {
  it("gives a row's page file, and stops the build naming a page file that does not exist", () => {
    const home = () => Promise.resolve({ Component: () => null });
    expect(pageModule('home', { './pages/home.tsx': home })).toBe(home);
    expect(() => pageModule('webinar-recordings', { './pages/home.tsx': home })).toThrow(
      'names src/pages/webinar-recordings.tsx, which does not exist',
    );
  });
});

describe('dated', () => {
  const row: SitePage = { ...SITE_PAGES[0]!, content: ['no-such-file.yaml'] };

  it('leaves a page not found (no data) as it is', async () => {
    expect(await dated(() => null, row)({} as never)).toBeNull();
  });

  it('leaves a page undated when no content file has a known day', async () => {
    const data = { page: { title: 'T' } };
    expect(await dated(() => data, row)({} as never)).toBe(data);
  });
});
