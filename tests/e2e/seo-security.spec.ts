/**
 * The site's security policy as a visitor gets it, served two ways: with the `_headers` rules
 * (Cloudflare Pages, Netlify; the configured web server) and without them, as GitHub Pages
 * serves it (a second server started here). Either way every page carries its
 * Content-Security-Policy in a <meta> at the top of <head> and an injected inline script is
 * blocked; with both policies in force, nothing on a representative set of routes and
 * interactions violates either of them. Also: every
 * page's first load, on the real site, is checked by tests/e2e/live/routes.spec.ts.
 */
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { UPLOADED_IMAGE_POLICY } from '../../scripts/postbuild/csp';
import { createSiteServer } from '../../scripts/serve';
import { isArticleRoute, prerenderedRoutes, waitForHydration } from './support/site';

/** This spec runs in the fixture projects, which serve the fixture site. */
const SITE_DIR = 'dist-fixture';
const routes = prerenderedRoutes(SITE_DIR);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The Content-Security-Policy line of dist/_headers: the site's policy, a comma, and the policy
 * that keeps scripts to the build's script folders (tests/e2e/csp-script-paths.spec.ts).
 */
function headersFilePolicy(): string {
  const line = readFileSync(`${SITE_DIR}/_headers`, 'utf8')
    .split('\n')
    .find((text) => text.trim().startsWith('Content-Security-Policy:'));
  return line!.slice(line!.indexOf(':') + 1).trim();
}

/** Every drawing (SVG) of the built site, by its address: the editors' and the site's own. */
function drawings(): string[] {
  return readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.toLowerCase().endsWith('.svg'))
    .map((file) => `/${file.split(sep).join('/')}`)
    .sort();
}

test('every drawing the site serves, its logo and icon too, is sandboxed: no script, nothing from elsewhere', async ({
  request,
}) => {
  const addresses = drawings();
  expect(addresses).toEqual(expect.arrayContaining(['/favicon.svg', '/logo.svg']));
  expect(addresses.some((address) => address.startsWith('/images/people/'))).toBe(true);
  for (const address of addresses) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const policies = (response.headers()['content-security-policy'] ?? '').split(', ');
    // The site's two policies and the images' own, all enforced together.
    expect(policies, address).toHaveLength(3);
    expect(policies[2], address).toBe(UPLOADED_IMAGE_POLICY);
    expect(directives(policies[2]!).get('sandbox')).toEqual([]);
    expect(directives(policies[2]!).get('default-src')).toEqual(["'none'"]);
  }
});

for (const path of ['/', '/about', '/news/national-convention-2025', '/no-such-page', '/sitemap.xml']) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const policies = (headers['content-security-policy'] ?? '').split(', ');
    expect(policies).toHaveLength(2);
    // Shared by every page, the header leaves inline scripts to each page's own policy, which lists
    // them by hash (the next tests; decision 037): a browser enforces both.
    expect(policies[1]).toBe("script-src *:*/assets/ *:*/pagefind/ 'wasm-unsafe-eval' 'unsafe-inline'");
    const csp = directives(policies[0]!);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')?.sort()).toEqual([
      'https://www.facebook.com',
      'https://www.openstreetmap.org',
      'https://www.youtube-nocookie.com',
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

/**
 * Records CSP violations in the page (an init script is not itself subject to the policy) and
 * every console message about a policy: violations, and the notes a browser logs for a <meta>
 * policy it cannot fully apply (a header-only directive, a policy after content, a bad referrer).
 */
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
    if (
      /Content.Security.Policy|http-equiv|frame-ancestors|report-uri|sandbox|referrer policy/i.test(
        message.text(),
      )
    )
      console.push(`${message.type()}: ${message.text()}`);
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

/** A route and what a visitor does there, each part of the site that loads or runs something. */
const visits: Array<{ name: string; path: string; use?: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/' },
  { name: 'an article', path: routes.find(isArticleRoute)! },
  { name: 'the training calendar', path: '/training/calendar' },
  { name: 'the issuances', path: '/issuances' },
  { name: 'the free webinar', path: '/training/free-webinar' },
  {
    name: 'the search in use',
    path: '/search',
    use: async (page) => {
      await page.getByRole('searchbox', { name: 'Search words' }).fill('audit');
      // The index downloads and loads its WebAssembly first: a wait for readiness, as for hydration.
      await expect(page.getByRole('status')).toContainText('audit', { timeout: 20_000 });
    },
  },
  {
    name: 'contact with its click-to-load map',
    path: '/contact',
    use: async (page) => {
      // The frame's request goes out only if frame-src allows it. The machine is offline, so the
      // request never completes: no waiting for a quiet network after this one.
      const frameRequest = page.waitForRequest((request) => request.frame() !== page.mainFrame(), {
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Show map' }).click();
      await frameRequest;
    },
  },
  { name: 'the 404 page', path: '/no-such-page' },
];

/** Tries to run an inline script the page did not ship; true when it ran. */
const injectedScriptRuns = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.head.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });

for (const mode of ['with the _headers rules', 'without _headers, as GitHub Pages serves'] as const) {
  test.describe(`served ${mode}`, () => {
    const withHeaders = mode === 'with the _headers rules';
    let server: ReturnType<typeof createSiteServer> | undefined;
    let origin = '';

    test.beforeAll(async ({ baseURL }) => {
      if (withHeaders) {
        origin = baseURL!;
        return;
      }
      server = createSiteServer(SITE_DIR, { ignoreHeadersFile: true });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    test.afterAll(async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });

    test('the response carries the policies where the host sends them, and the page always does', async ({
      request,
    }) => {
      const response = await request.get(`${origin}/`);
      const header = response.headers()['content-security-policy'];
      if (withHeaders) expect(header).toBe(headersFilePolicy());
      else {
        expect(header).toBeUndefined();
        expect(response.headers()['x-frame-options']).toBeUndefined();
      }
      const html = await response.text();
      const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
      // The title, then <meta charset>, then the page's own policies, before any script.
      const tags = [...head.matchAll(/<[a-z]+\b[^>]*>/g)].map((match) => match[0]).slice(1);
      expect(tags[0]).toMatch(/^<meta\b[^>]*charset="utf-8"/i);
      const metas = tags.slice(1, 3).map((tag) => {
        const meta = /^<meta http-equiv="Content-Security-Policy" content="([^"]*)">$/.exec(tag);
        expect(meta, tag).not.toBeNull();
        return meta![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      });
      // The header's policies, but for what only a header can carry, and with the hashes of the
      // page's own inline scripts where the header allows inline scripts.
      const [sitePolicy, folderPolicy] = headersFilePolicy().split(', ');
      const hashes = (policy: string) =>
        (directives(policy).get('script-src') ?? []).filter((s) => s.startsWith("'sha256-"));
      const withHashes = (policy: string, own: string[]) =>
        [...directives(policy)].map(([name, sources]) =>
          name === 'script-src'
            ? [name, [...sources.filter((s) => s !== "'unsafe-inline'"), ...own]]
            : [name, sources],
        );
      const own = hashes(metas[0]!);
      expect(own.length).toBeGreaterThan(0);
      const expected = withHashes(sitePolicy!, own).filter(([name]) => name !== 'frame-ancestors');
      expect([...directives(metas[0]!)]).toEqual(expected);
      expect([...directives(metas[1]!)]).toEqual(withHashes(folderPolicy!, own));
      expect(tags[3]).toBe('<meta name="referrer" content="strict-origin-when-cross-origin">');
    });

    // Hydration, the interactions and the quiet network each wait up to 20 s on a busy machine.
    test.slow();

    // With the header, both policies are in force and a page must satisfy each of them, so any
    // violation of the <meta> policy already shows there. Without it, one visit proves that the
    // <meta> alone blocks an injected script.
    for (const visit of withHeaders ? visits : visits.slice(0, 1)) {
      test(`${visit.name}: no CSP violation or policy message; an injected inline script is blocked`, async ({
        page,
      }) => {
        const violations = await recordCspViolations(page);
        await page.goto(`${origin}${visit.path}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await visit.use?.(page);
        expect(await violations()).toEqual([]);

        expect(await injectedScriptRuns(page)).toBe(false);
        // Reported once per policy in force (header and meta where the host sends the header). The
        // console message can come before the page's violation event, which the browser queues as
        // a task: wait for the event itself.
        const isInlineScriptEvent = (entry: string) => /^script-src(-elem)? inline$/.test(entry);
        await expect
          .poll(async () => (await violations()).filter(isInlineScriptEvent).length)
          .toBeGreaterThan(0);
        for (const entry of await violations()) expect(entry).toMatch(/inline/);
      });
    }
  });
}
