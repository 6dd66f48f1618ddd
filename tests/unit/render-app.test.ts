import { createElement as h, lazy, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_RENDERED_BOUNDARY, renderApp } from '../../scripts/prerender/render-app';

/** A lazy component that has not loaded yet: its first render suspends. */
function notYetLoaded(text: string) {
  return lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: () => h('b', null, text) }), 5),
      ),
  );
}

describe('renderApp (prerender)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders a tree that needs no waiting once, as renderToString does', async () => {
    const tree = () => h('main', null, h('h1', null, 'About AGIA'));
    const app = vi.fn(tree);
    expect(await renderApp(app)).toBe(renderToString(tree()));
    expect(app).toHaveBeenCalledOnce();
  });

  it('waits for a lazy component that is still loading inside a Suspense boundary', async () => {
    const Body = notYetLoaded('Article body');
    const app = vi.fn(() => h('main', null, h(Suspense, { fallback: h('p', null, 'Loading') }, h(Body))));
    const html = await renderApp(app);
    expect(html).toContain('<b>Article body</b>');
    expect(html).not.toContain(CLIENT_RENDERED_BOUNDARY);
    expect(html).not.toContain('Loading');
    expect(app).toHaveBeenCalledTimes(2); // the fast path gave up, the stream finished
  });

  it('waits for a lazy component that is still loading outside any boundary', async () => {
    const Body = notYetLoaded('Gallery');
    const html = await renderApp(() => h('main', null, h(Body)));
    expect(html).toBe('<main><b>Gallery</b></main>');
  });

  it('rejects with the error of a component that fails, inside a boundary or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('no such article');
    };
    await expect(renderApp(() => h('main', null, h(Broken)))).rejects.toThrow('no such article');
    await expect(
      renderApp(() => h('main', null, h(Suspense, { fallback: 'Loading' }, h(Broken)))),
    ).rejects.toThrow('no such article');
  });
});
