/** Helpers shared by the end-to-end tests. */
import type { Page } from '@playwright/test';

export { isArticleRoute, prerenderedRoutes } from '../../support/built-site';

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
  // A selector wait runs in the page and resolves as soon as the attribute appears; an assertion
  // would poll with growing intervals and add up to a second to every page load.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  // The interactive parts of a Markdown body (gallery, video) hydrate on their own, just after.
  await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrated])'), null, {
    timeout: 20_000,
  });
}
