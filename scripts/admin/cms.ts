/**
 * npm run cms: the web editor on this computer, without GitHub.
 * Inputs:  the built site (OUT_DIR, default dist/: built first with `npm run build`; content with
 *          mistakes stops that build, and the editor starts anyway with a warning), the content tree to
 *          edit (CONTENT_ROOT, default this project), PORT (the site, default 4173), CMS_PORT (the
 *          local backend, default 8081).
 * Outputs: the site on http://127.0.0.1:PORT/ and the editor on /admin/; every save, upload and
 *          delete is written straight to content/ and public/ of the content tree (no pull request:
 *          review the files with git before committing them).
 * Steps:   write the editor, configured for Decap's local backend, into a temporary folder; start
 *          decap-server (the local backend) on CMS_PORT with the content tree as its root; serve
 *          /admin/ from the temporary folder and everything else from the built site.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { sitePaths } from '../../src/ssg/site-paths.server';
import { createSiteServer } from '../serve';
import { ADMIN_DIR } from './admin-page';
import { writeAdmin } from './build-admin';

export interface CmsOptions {
  projectRoot: string;
  /** The built site. */
  siteDir: string;
  /** The folder holding content/ and public/ that the editor changes. */
  contentRoot: string;
  port: number;
  backendPort: number;
  host?: string;
}

export interface RunningCms {
  url: string;
  close: () => Promise<void>;
}

function waitForPort(port: number, host: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs)
          reject(new Error(`decap-server did not start on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function startBackend(options: CmsOptions, host: string): ChildProcess {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');
  return spawn(process.execPath, [bin], {
    cwd: options.contentRoot,
    env: {
      ...process.env,
      PORT: String(options.backendPort),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: options.contentRoot,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function startCms(options: CmsOptions): Promise<RunningCms> {
  const host = options.host ?? '127.0.0.1';
  const adminRoot = await mkdtemp(path.join(os.tmpdir(), 'agia-cms-'));
  const backendUrl = `http://${host}:${options.backendPort}/api/v1`;
  await writeAdmin(
    {
      projectRoot: options.projectRoot,
      contentRoot: options.contentRoot,
      siteDir: options.siteDir,
      outDir: adminRoot,
      basePath: '/',
      backend: { kind: 'local', url: backendUrl },
    },
    { configured: true },
  );
  const backend = startBackend(options, host);
  await waitForPort(options.backendPort, host);
  const site = createSiteServer(options.siteDir);
  const admin = sirv(adminRoot, { dev: true });
  // Pictures and PDFs uploaded in the editor are not in the built site yet: the preview and the
  // media library find them in the content tree's public/.
  const media = sirv(path.join(options.contentRoot, 'public'), { dev: true });
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === `/${ADMIN_DIR}`) {
      res.writeHead(301, { Location: `/${ADMIN_DIR}/` }).end();
      return;
    }
    if (pathname.startsWith(`/${ADMIN_DIR}/`)) {
      res.setHeader('X-Robots-Tag', 'noindex');
      admin(req, res, () => {
        res.writeHead(404).end('Not found');
      });
      return;
    }
    if (pathname.startsWith('/images/') || pathname.startsWith('/documents/')) {
      media(req, res, () => {
        site.emit('request', req, res);
      });
      return;
    }
    site.emit('request', req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  return {
    url: `http://${host}:${options.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.kill();
      await rm(adminRoot, { recursive: true, force: true });
    },
  };
}

/**
 * What to say when the site could not be built: the content has mistakes (printed above by the
 * build). The editor starts anyway, since it is where they are fixed.
 */
export function buildFailedWarning(siteBuilt: boolean): string {
  return [
    'Warning: the site could not be built, most often because of the content problems listed above.',
    'The web editor starts anyway: fix them in the editor (or in the files), then run npm run build.',
    siteBuilt
      ? 'Until then the site beside the editor is the one last built.'
      : 'Until then there is no site beside the editor, and previews have no styles.',
  ].join('\n');
}

/**
 * What `npm run cms` prints once it runs: both addresses it serves on PORT (the editor and the
 * site beside it), so nobody mistakes it for another server of the site on the same port.
 */
export function startedMessage(url: string, contentRoot: string, backendPort: number): string {
  return [
    `Web editor: ${url}/${ADMIN_DIR}/`,
    `The site:   ${url}/ (as last built, served beside the editor on the same port)`,
    `Both stay open until you press Ctrl+C here. The editor's local backend listens on port ${backendPort}.`,
    `Changes are written to ${contentRoot}: review them with git before committing.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const paths = sitePaths(projectRoot);
  // The site is built first; content with mistakes stops the build but not the editor.
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.warn(buildFailedWarning(existsSync(path.join(paths.outDir, 'index.html'))));
    // Never built: the site server needs the folder, even empty.
    await mkdir(paths.outDir, { recursive: true });
  }
  const cms = await startCms({
    projectRoot,
    siteDir: paths.outDir,
    contentRoot: paths.contentRoot,
    port: Number(process.env.PORT ?? 4173),
    backendPort: Number(process.env.CMS_PORT ?? 8081),
  });
  console.log(startedMessage(cms.url, paths.contentRoot, Number(process.env.CMS_PORT ?? 8081)));
  const stop = () => void cms.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
