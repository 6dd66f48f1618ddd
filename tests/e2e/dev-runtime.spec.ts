/**
 * `npm run dev` runs the browser runtime the built site runs: the same entry module (src/main.tsx,
 * vite-react-ssg's client with React Router's data router over src/routes.tsx), and moving to
 * another page loads that page's data from the server (vite-react-ssg's development loader)
 * without reloading. The spec starts the development
 * server itself (port E2E_PORT + 2) over the content already generated in .generated/live/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/site';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/`)).ok;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn('npx', ['tsx', 'scripts/dev/dev-server.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(serverAnswers, { timeout: 80_000, intervals: [250] }).toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

test('the development server runs the built site’s entry and router, and loads page data on navigation', async ({
  page,
}) => {
  const modules: string[] = [];
  page.on('request', (request) => modules.push(new URL(request.url()).pathname));
  await page.goto(`${ORIGIN}/`);
  await waitForHydration(page);

  const entry = await page
    .locator('script[type="module"][src]')
    .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(entry).toContain('/src/main.tsx');
  expect(modules).toContain('/src/routes.tsx');
  expect(modules.filter((path) => path.startsWith('/src/ssg/') || path.startsWith('/src/loaders/'))).toEqual(
    [],
  );

  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  const data = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/terms' && url.searchParams.has('_data');
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
});
