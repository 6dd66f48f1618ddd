import { createMemoryRouter, type DataRouteObject, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  createStaticDataReader,
  staticDataFile,
  withNotFoundData,
  withRouteIds,
  NOT_FOUND_PAGE,
} from '../../src/runtime/static-data-loaders';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe("staticDataFile (where the prerender writes a page's loader data)", () => {
  it('names the file after the path and the build hash', () => {
    expect(staticDataFile('/', 'h1')).toBe('static-loader-data/index.h1.json');
    expect(staticDataFile('news/a', 'h1')).toBe('static-loader-data/news/a.h1.json');
    expect(staticDataFile('/news/a', 'h1')).toBe('static-loader-data/news/a.h1.json');
    expect(staticDataFile('/news/', 'h1')).toBe('static-loader-data/news/index.h1.json');
  });
});

describe('createStaticDataReader', () => {
  it('reads the data file of the page, under the base path, without any manifest', async () => {
    const fetchFile = vi.fn(() => json({ '0-5': { article: { slug: 'a' } } }));
    const read = createStaticDataReader('/agia/', 'h1', fetchFile);
    expect(await read('/agia/news/a')).toEqual({ '0-5': { article: { slug: 'a' } } });
    expect(fetchFile).toHaveBeenCalledWith('/agia/static-loader-data/news/a.h1.json');
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('downloads a page once for all the routes it matches', async () => {
    const fetchFile = vi.fn(() => json({ '0': null, '0-1': { page: 'About' } }));
    const read = createStaticDataReader('/', 'h1', fetchFile);
    await Promise.all([read('/about'), read('/about')]);
    await read('/about');
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('gives null for a page without a data file (an unknown article)', async () => {
    const read = createStaticDataReader('/', 'h1', () => json({ error: 'not found' }, 404));
    expect(await read('/news/no-such-article')).toBeNull();
  });

  it('fails on any other answer, and tries again on the next visit', async () => {
    const fetchFile = vi
      .fn<(url: string) => Promise<Response>>()
      .mockImplementationOnce(() => json({}, 500))
      .mockImplementationOnce(() => json({ '0-1': { page: 'News' } }));
    const read = createStaticDataReader('/', 'h1', fetchFile);
    await expect(read('/news')).rejects.toThrow('500');
    expect(await read('/news')).toEqual({ '0-1': { page: 'News' } });
  });
});

describe('withNotFoundData', () => {
  const routes: DataRouteObject[] = [
    {
      id: '0',
      path: '/',
      children: [
        { id: '0-0', path: 'news/:slug' },
        { id: '0-1', path: '*' },
      ],
    },
  ];

  it("reads the not-found page's data for an address only the catch-all matches", async () => {
    const readPage = vi.fn(() => Promise.resolve(null));
    await withNotFoundData(routes, '/', readPage)('/no/such/page');
    expect(readPage).toHaveBeenCalledWith(NOT_FOUND_PAGE);
  });

  it('keeps the address of a page a route matches, an unknown article too, also under a base path', async () => {
    const readPage = vi.fn(() => Promise.resolve(null));
    await withNotFoundData(routes, '/', readPage)('/news/no-such-slug');
    await withNotFoundData(routes, '/agia/', readPage)('/agia/news/a');
    expect(readPage.mock.calls).toEqual([['/news/no-such-slug'], ['/agia/news/a']]);
  });
});

describe('withRouteIds', () => {
  const table = (): RouteObject[] => [
    {
      path: '/',
      children: [
        { index: true },
        { path: 'about', children: [{ path: 'board' }, { path: 'staff' }] },
        { path: 'news/:slug' },
        { path: '*' },
      ],
    },
  ];
  const ids = (routes: Array<{ id?: string; children?: unknown[] }>): string[] =>
    routes.flatMap((route) => [
      route.id ?? '?',
      ...ids((route.children ?? []) as Array<{ id?: string; children?: unknown[] }>),
    ]);

  it('gives every route the id React Router gives it, the key of the prerendered page data', () => {
    const router = createMemoryRouter(table());
    expect(ids(withRouteIds(table()))).toEqual(ids(router.routes));
    expect(ids(withRouteIds(table()))).toEqual(['0', '0-0', '0-1', '0-1-0', '0-1-1', '0-2', '0-3']);
    router.dispose();
  });

  it('keeps an id the table sets, and leaves the table itself untouched', () => {
    const own = table();
    own[0]!.id = 'root';
    const withIds = withRouteIds(own);
    expect(ids(withIds).slice(0, 2)).toEqual(['root', '0-0']);
    expect(own[0]!.children![0]!.id).toBeUndefined();
  });
});
