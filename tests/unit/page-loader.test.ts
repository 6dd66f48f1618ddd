/**
 * Loading a page in the browser (src/runtime/page-loader.ts): the modules of the routes the address
 * matches and the page's data, once each; the first page's data from its markup; a failure kept
 * until another page is asked for.
 */
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPageLoader, type PageEntry, type PageRoute } from '../../src/runtime/page-loader';
import type { PageLoaderData } from '../../src/runtime/static-data-loaders';

const Layout: ComponentType = () => null;
const News: ComponentType = () => null;
const Search: ComponentType = () => null;

function table() {
  const newsModule = vi.fn(() => Promise.resolve({ Component: News }));
  const routes: PageRoute[] = [
    {
      id: '0',
      path: '/',
      Component: Layout,
      children: [
        // A page: its module loads lazily, and it has data (its loader runs while prerendering).
        { id: '0-0', path: 'news/:slug', lazy: newsModule },
        // A route with its component at hand, as the layout has: no data of its own.
        { id: '0-1', path: 'search', Component: Search },
      ],
    },
  ];
  return { routes, newsModule };
}

const article: PageLoaderData = { '0-0': { article: { slug: 'a' } } };

const loaded = async (entry: PageEntry) => {
  if (entry.state === 'loading') await entry.promise.catch(() => undefined);
};

describe('createPageLoader', () => {
  it("gives every matched route its component and each page its part of the page's data", async () => {
    const { routes } = table();
    const readPage = vi.fn(() => Promise.resolve(article));
    const page = await createPageLoader(routes, '/', readPage).load('/news/a');
    expect(page.components).toEqual({ '0': Layout, '0-0': News });
    expect(page.data).toEqual({ '0-0': { article: { slug: 'a' } } });
    expect(readPage).toHaveBeenCalledWith('/news/a');
  });

  it('loads a page once: later requests get the same page at once, without a download', async () => {
    const { routes, newsModule } = table();
    const readPage = vi.fn(() => Promise.resolve(article));
    const loader = createPageLoader(routes, '/', readPage);
    expect(loader.entry('/news/a').state).toBe('loading');
    const first = await loader.load('/news/a');
    const again = loader.entry('/news/a/');
    expect(again).toEqual({ state: 'loaded', page: first });
    await loader.load('/news/b');
    expect(readPage).toHaveBeenCalledTimes(2);
    // Both articles share the route's module.
    expect(newsModule).toHaveBeenCalledTimes(1);
  });

  it('takes the first page’s data from its markup, and downloads none for routes without data', async () => {
    const { routes } = table();
    const readPage = vi.fn(() => Promise.resolve(null));
    const loader = createPageLoader(routes, '/agia/', readPage, { pathname: '/agia/news/a', data: article });
    expect((await loader.load('/agia/news/a')).data).toEqual({ '0-0': { article: { slug: 'a' } } });
    expect((await loader.load('/agia/search')).components['0-1']).toBe(Search);
    expect((await loader.load('/agia/search')).data).toEqual({});
    expect(readPage).not.toHaveBeenCalled();
  });

  it('gives null to a route whose page has no data (an unknown article)', async () => {
    const { routes } = table();
    const page = await createPageLoader(routes, '/', () => Promise.resolve(null)).load('/news/unknown');
    expect(page.data).toEqual({ '0-0': null });
  });

  it('keeps a failure while its page is asked for, and tries again after another page', async () => {
    const { routes } = table();
    const readPage = vi
      .fn<(pathname: string) => Promise<PageLoaderData>>()
      .mockRejectedValueOnce(new Error('The page data could not be loaded (500).'))
      .mockResolvedValue(article);
    const loader = createPageLoader(routes, '/', readPage);
    await loaded(loader.entry('/news/a'));
    expect(loader.entry('/news/a')).toMatchObject({
      state: 'failed',
      error: new Error('The page data could not be loaded (500).'),
    });
    await expect(loader.load('/news/a')).rejects.toThrow('500');
    expect(readPage).toHaveBeenCalledTimes(1);

    await loader.load('/search');
    expect((await loader.load('/news/a')).data).toEqual(article);
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it('fails when a page module exports no component, naming the route', async () => {
    const routes: PageRoute[] = [{ id: '0', path: '/', lazy: () => Promise.resolve({ Component: null }) }];
    await expect(createPageLoader(routes, '/', () => Promise.resolve(null)).load('/')).rejects.toThrow(
      'route 0 exports no Component',
    );
  });
});
