/**
 * Scripts run only from the build's script folders (assets/, pagefind/ under the base path), on
 * each way the site is served: as GitHub Pages serves it (no headers: the two policies in each
 * page's <meta>), by a host that honours `_headers` (the two policies in the header too), and
 * built for a sub-path (/agia/, a GitHub Pages project site). In each, the site hydrates and the
 * search works with no violation, while a script file that slipped into the site anywhere else
 * does not run, whether a <script src> or an import() asks for it, and the browser reports it.
 * docs/decisions/004-content-security-policy.md.
 *
 * The planted files are answered by this spec's own server in front of the built site, so the
 * shared build folders are never written to.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { siteRequestHandler } from '../../scripts/serve';
import { waitForHydration } from './support/site';

interface Setup {
  name: string;
  /** The built site: the fixture site, or the fixture site built for /agia/ (test:build:base). */
  dir: string;
  /** The base path the pages are served under. */
  base: '' | '/agia';
  /** Whether the server sends the `_headers` rules. */
  headers: boolean;
}

const SETUPS: Setup[] = [
  { name: 'as GitHub Pages serves it (no headers)', dir: 'dist-fixture', base: '', headers: false },
  { name: 'with the _headers rules', dir: 'dist-fixture', base: '', headers: true },
  {
    name: 'built for /agia/, as a GitHub Pages project site',
    dir: 'dist-fixture-base',
    base: '/agia',
    headers: false,
  },
];

/** Script files that slipped into the site, each recording that it ran. */
const plantedScript = (name: string) =>
  `(window.__ran = window.__ran || []).push(${JSON.stringify(name)});\nexport {};\n`;

/** The files this spec's server adds to the built site, by path (under the base path or not). */
function plantedFiles(base: string): Record<string, string> {
  return {
    // Outside the script folders: must not run.
    [`${base}/_img/planted.js`]: plantedScript('_img'),
    [`${base}/documents/planted.js`]: plantedScript('documents'),
    // Inside a script folder: runs (this is what the policy still trusts; the dist allow-list
    // keeps unknown files out of it). Shows the planted files are served and can run at all.
    [`${base}/assets/planted.js`]: plantedScript('assets'),
    // The top-level assets/ of a site built for /agia/ is not its script folder.
    ...(base ? { '/assets/planted.js': plantedScript('assets outside the base path') } : {}),
  };
}

/** Serves the built site under its base path, plus the planted files; records every path asked for. */
async function startServer(setup: Setup): Promise<{ server: Server; origin: string; requested: string[] }> {
  if (!existsSync(`${setup.dir}/index.html`))
    throw new Error(`${setup.dir}/ has no built site: run \`npm run test:build:fixtures\` first.`);
  const site = siteRequestHandler(setup.dir, { ignoreHeadersFile: !setup.headers });
  const planted = plantedFiles(setup.base);
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    requested.push(pathname);
    const script = planted[pathname];
    if (script !== undefined) {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.end(script);
    } else if (pathname.startsWith(`${setup.base}/`)) {
      req.url = req.url!.slice(setup.base.length);
      site(req, res);
    } else {
      res.statusCode = 404;
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested };
}

interface Violation {
  directive: string;
  blocked: string;
  policy: string;
}

/** Records the page's CSP violations and every console message about a policy. */
async function recordViolations(
  page: Page,
): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; policy: string }> = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        policy: event.originalPolicy,
      });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|source list|http-equiv/i.test(message.text()))
      console.push(`${message.type()}: ${message.text()}`);
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
    console,
  };
}

/** Adds <script src> to the page; says whether it loaded or was refused. */
const scriptElementLoads = (page: Page, src: string) =>
  page.evaluate(
    (address) =>
      new Promise<'loaded' | 'refused'>((resolve) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = address;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('refused');
        document.head.append(script);
      }),
    src,
  );

/** Imports a module from the page; says whether it loaded or was refused. */
const importLoads = (page: Page, src: string): Promise<'loaded' | 'refused'> =>
  // An expression, not a function: the test runner's compiler leaves the text as it is.
  page.evaluate(`import(${JSON.stringify(src)}).then(() => 'loaded', () => 'refused')`);

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);

for (const setup of SETUPS) {
  test.describe(`served ${setup.name}`, () => {
    const { base } = setup;
    let serving: Awaited<ReturnType<typeof startServer>>;

    test.beforeAll(async () => {
      serving = await startServer(setup);
    });

    test.afterAll(async () => {
      await new Promise((resolve) => serving.server.close(resolve));
    });

    // Hydration and the search index each wait up to 20 s on a busy machine.
    test.slow();

    test('every page carries the script-folder policy, and the header too where the host sends one', async ({
      page,
      request,
    }) => {
      const folders = `script-src *:*${base}/assets/ *:*${base}/pagefind/ 'wasm-unsafe-eval' 'sha256-`;
      for (const path of ['/', '/news', '/no-such-page']) {
        await page.goto(`${serving.origin}${base}${path}`);
        const metas = await page
          .locator('head meta[http-equiv="Content-Security-Policy"]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('content') ?? ''));
        expect(metas, path).toHaveLength(2);
        expect(metas[0], path).toMatch(/(^|; )script-src 'self' /);
        expect(metas[1], path).toMatch(new RegExp(`^${folders.replace(/[*/.]/g, '\\$&')}`));

        const header = (await request.get(`${serving.origin}${base}${path}`)).headers()[
          'content-security-policy'
        ];
        if (!setup.headers) expect(header, path).toBeUndefined();
        else {
          // The header, shared by every page, keeps scripts to the same folders and leaves inline
          // scripts to the page's own policy, which lists them by hash (decision 037).
          const folderPolicy = header?.split(', ').at(-1) ?? '';
          expect(folderPolicy, path).toBe(
            `script-src *:*${base}/assets/ *:*${base}/pagefind/ 'wasm-unsafe-eval' 'unsafe-inline'`,
          );
          expect(metas[1], path).not.toContain('unsafe-inline');
        }
      }
    });

    test('the site hydrates and the search finds pages, with no policy violation', async ({ page }) => {
      const { violations, console } = await recordViolations(page);
      await page.goto(`${serving.origin}${base}/search`);
      await waitForHydration(page);
      await page.getByRole('searchbox', { name: 'Search words' }).fill('national convention');
      await expect(
        page
          .getByRole('region', { name: 'Search results' })
          .getByRole('link', { name: 'AGIA Holds 2025 National Convention on Resilient Public Service' }),
      ).toBeVisible({ timeout: 20_000 });
      expect(serving.requested).toContain(`${base}/pagefind/pagefind.js`);
      expect(await violations()).toEqual([]);
      expect(console).toEqual([]);
    });

    test('a script file outside the script folders does not run, from <script src> or import(), and is reported', async ({
      page,
    }) => {
      const { violations } = await recordViolations(page);
      await page.goto(`${serving.origin}${base}/`);
      await waitForHydration(page);

      // The control: the same kind of file inside the script folder runs.
      expect(await scriptElementLoads(page, `${base}/assets/planted.js`)).toBe('loaded');
      expect(await ran(page)).toEqual(['assets']);

      const outside = [`${base}/_img/planted.js`, `${base}/documents/planted.js`];
      if (base) outside.push('/assets/planted.js');
      expect(await scriptElementLoads(page, outside[0]!)).toBe('refused');
      expect(await importLoads(page, outside[1]!)).toBe('refused');
      if (base) expect(await importLoads(page, outside[2]!)).toBe('refused');
      expect(await ran(page)).toEqual(['assets']);
      // Refused before any request left the browser.
      for (const path of outside) expect(serving.requested).not.toContain(path);

      // Each refusal is reported by the script-folder policy (the browser queues the event).
      const folderPolicy = (violation: Violation) => violation.policy.startsWith('script-src *:*');
      await expect
        .poll(async () =>
          (await violations())
            .filter(folderPolicy)
            .map((violation) => new URL(violation.blocked).pathname)
            .filter((path, index, all) => all.indexOf(path) === index)
            .sort(),
        )
        .toEqual([...outside].sort());
      for (const violation of await violations()) {
        expect(violation.directive).toBe('script-src-elem');
        expect(folderPolicy(violation), violation.policy).toBe(true);
      }
    });
  });
}
