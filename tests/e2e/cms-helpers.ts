/**
 * What the web editor's browser tests share: a copy of the fixture content in a temporary folder
 * edited by `npm run cms`'s server (Decap's local backend, decap-server), signing in, saving, and
 * reading a saved file once decap-server has written it. dist-fixture/ (built before the suite)
 * serves the site beside the editor; the repository's content/ is never touched.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startCms, type RunningCms } from '../../scripts/admin/cms';

/** A free port on 127.0.0.1, so the test never collides with another server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface FixtureCms {
  root: string;
  cms: RunningCms;
  close: () => Promise<void>;
}

/** The editor on a fresh copy of tests/fixtures/site. */
export async function startFixtureCms(): Promise<FixtureCms> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'agia-cms-e2e-'));
  await cp('tests/fixtures/site/content', path.join(root, 'content'), { recursive: true });
  await cp('tests/fixtures/site/public', path.join(root, 'public'), { recursive: true });
  const cms = await startCms({
    projectRoot: process.cwd(),
    siteDir: path.resolve('dist-fixture'),
    contentRoot: root,
    port: await freePort(),
    backendPort: await freePort(),
  });
  return {
    root,
    cms,
    close: async () => {
      await cms.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The local backend's sign-in: one click. */
export async function signIn(page: Page, cms: RunningCms): Promise<void> {
  await page.goto(`${cms.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Publish, as the editor's button does with the local backend (no pull request). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/**
 * The file once saved: decap-server empties a file before it writes it, so wait for a text that
 * differs from `before`, read twice alike.
 */
export async function savedText(file: string, before: string): Promise<string> {
  let saved = before;
  await expect
    .poll(
      async () => {
        const now = await readFile(file, 'utf8').catch(() => '');
        if (now === '' || now === before || now !== (await readFile(file, 'utf8').catch(() => '')))
          return false;
        saved = now;
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return saved;
}
