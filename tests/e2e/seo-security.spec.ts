/**
 * The served site's security headers. What every page does on first load (no CSP violation, no
 * request to another origin, no cookie) is checked by tests/e2e/live/routes.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/site';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

for (const path of ['/', '/about', '/news/national-convention-2025', '/no-such-page', '/sitemap.xml']) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')?.sort()).toEqual([
      'https://www.facebook.com',
      'https://www.openstreetmap.org',
    ]);
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000\b/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['set-cookie']).toBeUndefined();
  });
}

/** Records CSP violations in the page (an init script is not itself subject to the policy). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('the 404 page loads without a CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/no-such-page');
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
});
