/** Helpers shared by the end-to-end tests. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Every route the build prerendered, from the HTML files in dist/ (404 page excluded). */
export function prerenderedRoutes(distDir = 'dist'): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'static-loader-data', 'images', 'documents', 'pagefind'].includes(entry.name))
          walk(full);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const rel = path
          .relative(distDir, full)
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/');
        routes.push(rel === 'index' ? '/' : `/${rel}`);
      }
    }
  };
  walk(distDir);
  return routes.sort();
}

/** A news article's page (/news/{slug}), as opposed to the list and its later pages. */
export function isArticleRoute(route: string): boolean {
  return route.startsWith('/news/') && !route.startsWith('/news/page/');
}

/** Collects console errors and warnings, page errors and failed requests for a page. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`http ${response.status()}: ${response.url()}`);
  });
  return messages;
}

/**
 * Waits until React has hydrated the prerendered page. Hydration waits for the page's scripts,
 * which on a busy machine can take longer than an assertion's usual 5 s; this is a wait for
 * readiness, not a measure of speed (`npm run bench:lighthouse` measures that).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}
