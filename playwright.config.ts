import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { missingBuildsMessage } from './tests/support/built-sites';

/** The site built from content/ (dist/) and the fixture site built from tests/fixtures/site (dist-fixture/). */
const LIVE_PORT = Number(process.env.E2E_PORT ?? 4173);
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? LIVE_PORT + 1);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const mobile = { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } };

/**
 * The browser: CHROMIUM_PATH when set, otherwise Debian's headless shell (the Chromium build
 * without a window system, which `.ci/run` installs: it loads and hydrates a page in about half
 * the CPU time of the full browser), otherwise Debian's Chromium.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/**
 * Both sites are served for every run: without one, stop before any test, naming the folder and
 * the command that builds it (tests/support/built-sites.ts), instead of a server that failed to
 * start. dist-fixture-base/ is read only by csp-script-paths.spec.ts, which names it itself.
 */
const missing = missingBuildsMessage('npm run test:e2e (playwright test)', ['dist', 'dist-fixture']);
if (missing) throw new Error(missing);

const server = (outDir: string, port: number) => ({
  command: `npx tsx scripts/serve.ts`,
  env: { PORT: String(port), HOST: '127.0.0.1', OUT_DIR: outDir },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

/**
 * Browser tests; nothing leaves this machine.
 * - live: tests/e2e/live/, rules that hold for any valid content, run once per route on dist/.
 * - fixture-desktop: every other spec, behaviour on the fixture site (its known counts and labels),
 *   except viewport-a11y.spec.ts: axe at 1280 px runs on every route in the live pass.
 * - fixture-mobile: the tests that depend on the viewport (tagged @viewport, and layout-*.spec.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'live',
      testMatch: 'live/**/*.spec.ts',
      use: { ...desktop, baseURL: `http://127.0.0.1:${LIVE_PORT}` },
    },
    {
      name: 'fixture-desktop',
      testIgnore: ['live/**', 'viewport-a11y.spec.ts'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` },
    },
    {
      name: 'fixture-mobile',
      testIgnore: 'live/**',
      grep: [/@viewport/, /layout-[\w-]*\.spec\.ts/],
      use: { ...mobile, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` },
    },
  ],
  webServer: [server('dist', LIVE_PORT), server('dist-fixture', FIXTURE_PORT)],
});
