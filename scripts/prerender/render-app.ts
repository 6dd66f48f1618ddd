/**
 * Renders a React tree to HTML for a prerendered page, everything included (lazy parts too).
 * renderToString is the fast path: no stream, no bytes to encode and decode again. It cannot
 * wait, though: when a component is still loading (a lazy component's first use) or fails, it
 * throws or leaves a Suspense boundary to the browser. Such a page is rendered again with React's
 * stream, which waits for everything and reports any error.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** What React writes for a Suspense boundary it leaves to the browser (still loading, or failed). */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** The tree as HTML once everything has rendered, through React's stream. */
export function renderStream(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * The HTML of the tree `app()` makes. `app` is called once more when the fast path cannot finish,
 * so anything a render fills in (a head-tags context) must be made afresh inside it.
 */
export async function renderApp(app: () => ReactNode): Promise<string> {
  try {
    const html = renderToString(app());
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // Rendered again below, where an error is reported as such.
  }
  return renderStream(app());
}
