/** Helpers for the association pages' end-to-end tests. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** axe with the WCAG 2.2 AA rule set; returns "rule: targets" lines so a failure is readable. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

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
