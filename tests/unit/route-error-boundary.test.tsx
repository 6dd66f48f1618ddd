/**
 * A page that fails while prerendering stops the build (README, "How it is built"): the root
 * route's ErrorBoundary passes the error on in the prerender instead of rendering the error
 * screen, which only the browser shows.
 */
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../../src/components/layout/route-error-screen';

const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: 'news/:slug',
        loader: ({ params }) => {
          if (params.slug === 'broken') throw new Error('The loader broke');
          return { slug: params.slug };
        },
        Component: () => <h1>An article</h1>,
      },
    ],
  },
];

async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} />);
}

describe('RouteErrorBoundary in the prerender', () => {
  it('is the prerender (the check below means nothing otherwise)', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it('renders a page whose loader works', async () => {
    expect(await prerender('/news/working')).toContain('An article');
  });

  it('passes on the error of a page whose loader throws, so the build stops', async () => {
    await expect(prerender('/news/broken')).rejects.toThrow('The loader broke');
  });
});
