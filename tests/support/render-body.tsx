/**
 * Renders a compiled Markdown body the way the site does: HTML from the content build inside
 * <Markdown>, then waits for its islands (gallery, video) to hydrate. jsdom's <dialog> gets the
 * browser's showModal() and close() (./html-dialog.ts) for the gallery.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import type { Root } from 'hast';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { bodyHtml } from '../../src/components/content/body-html';
import { Markdown } from '../../src/components/content/markdown';
import { emulateHtmlDialog } from './html-dialog';

export async function renderBody(tree: Root): Promise<ReturnType<typeof render>> {
  emulateHtmlDialog(window);
  const view = render(
    <MemoryRouter>
      <Markdown html={bodyHtml(tree, '/')} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-island]:not([data-hydrated])')).toBeNull(), {
    timeout: 10_000,
  });
  return view;
}

/**
 * Unmounts what the test rendered, then lets React finish the work that unmounting the body's
 * islands (React roots of their own) schedules, while the test's window still exists: run after
 * each test that renders a body with islands.
 */
export async function cleanupBody(): Promise<void> {
  cleanup();
  await new Promise((resolve) => setImmediate(resolve));
}
