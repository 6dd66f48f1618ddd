/**
 * The prerender's route table (src/ssg/routes.server.ts): the browser's table (src/routes.tsx, no
 * loaders) with each page's loader, paired by path, every route at its position on both sides, and a build
 * that stops, naming the path, when a page and its loader do not pair up.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { withLoaders, type RouteData } from '../../src/ssg/routes.server';

const page = () => Promise.resolve({ Component: () => null });
const loader = () => null;

/** Every route of a table by its position ("0", "0-3": React Router's ids): [id, has a loader, has static paths]. */
function flat(table: readonly RouteRecord[], parent: string[] = []): Array<[string, boolean, boolean]> {
  return table.flatMap((route, index) => [
    [[...parent, index].join('-'), route.loader !== undefined, route.getStaticPaths !== undefined] as [
      string,
      boolean,
      boolean,
    ],
    ...flat(route.children ?? [], [...parent, String(index)]),
  ]);
}

describe('withLoaders', () => {
  it("gives every page of the site's table its loader, and the routes the browser's ids", () => {
    const browser = routes;
    const server = withLoaders(routes);
    expect(flat(browser).every(([, hasLoader]) => !hasLoader)).toBe(true);
    expect(flat(server).map(([id]) => id)).toEqual(flat(browser).map(([id]) => id));
    // The layout alone has no loader; the routes with parameters have their paths to prerender.
    expect(flat(server).filter(([, hasLoader]) => !hasLoader)).toEqual([['0', false, false]]);
    const withPaths = server[0]?.children?.filter((route) => route.getStaticPaths).map((route) => route.path);
    expect(withPaths).toEqual(['training/events/:id', 'news/page/:n', 'news/:slug']);
  });

  it('pairs by full path: the index route is "/", the catch-all "/*"', () => {
    const table: RouteRecord[] = [
      {
        path: '/',
        children: [
          { index: true, lazy: page },
          { path: 'news/:slug', lazy: page },
          { path: '*', lazy: page },
        ],
      },
    ];
    const paths = () => Promise.resolve(['news/a']);
    const data: Record<string, RouteData> = {
      '/': { loader },
      '/news/:slug': { loader, getStaticPaths: paths },
      '/*': { loader },
    };
    const [layout] = withLoaders(table, data);
    expect(layout?.loader).toBeUndefined();
    expect(layout?.children?.map((route) => [route.loader, route.getStaticPaths])).toEqual([
      [loader, undefined],
      [loader, paths],
      [loader, undefined],
    ]);
  });

  it('stops the build, naming the path, for a page without a loader', () => {
    const table: RouteRecord[] = [{ path: '/', children: [{ path: 'contact', lazy: page }] }];
    expect(() => withLoaders(table, {})).toThrow('The page route /contact has no loader');
  });

  it('stops the build, naming the path, for a loader whose page is not in the table', () => {
    const table: RouteRecord[] = [{ path: '/', children: [{ path: 'contact', lazy: page }] }];
    expect(() => withLoaders(table, { '/contact': { loader }, '/contacts': { loader } })).toThrow(
      'No page route has the path of the loader for /contacts',
    );
  });
});
