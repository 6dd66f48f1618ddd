/** Helpers for the association pages' end-to-end tests. */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Records every request to another origin and answers it with a stub page, so tests never reach
 * the internet and can assert what would have been requested.
 */
export async function recordForeignRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>stub</title>',
      });
    },
  );
  return requests;
}

/** Every link that opens a new tab also sets rel="noopener noreferrer". */
export async function expectSafeNewTabLinks(page: Page): Promise<void> {
  const links = page.locator('a[target="_blank"]');
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  }
}
