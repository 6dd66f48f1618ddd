/**
 * `npm run cms` starts the web editor even when the content has mistakes: the editor is where the
 * technical volunteer fixes them. The build's problems are printed, then a warning, then the
 * editor's address. Runs the real script on a copy of the fixture site with a broken article.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/cms-helpers';
import { startedMessage } from '../../scripts/admin/cms';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
let root: string | undefined;
let child: ChildProcess | undefined;

afterEach(async () => {
  // The script and the servers it started, by the group this test made: Ctrl+C first (the script
  // then removes its temporary folder), then whatever is left (decap-server does not stop on it).
  const group = child?.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group !== undefined) process.kill(-group, name);
    } catch {
      // The group has ended.
    }
  };
  signal('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  signal('SIGKILL');
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run cms with content that has a mistake', () => {
  it('prints the problem and a warning, and starts the editor anyway', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agia-cms-start-'));
    cpSync(SITE, root, { recursive: true });
    writeFileSync(
      path.join(root, 'content/news/audit-forum-2026.md'),
      '---\ntitle: Internal Audit Forum 2026\ndate: 2026-12-5\nexcerpt: A forum.\n---\n\nText.\n',
    );
    const [port, backendPort] = [await freePort(), await freePort()];
    child = spawn('npm', ['run', '-s', 'cms'], {
      env: {
        ...process.env,
        CONTENT_ROOT: root,
        OUT_DIR: path.join(root, 'no-site'),
        SITE_TODAY: '2026-11-22',
        PORT: String(port),
        CMS_PORT: String(backendPort),
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const wait = setInterval(() => {
        if (output.includes('Web editor: ')) {
          clearInterval(wait);
          resolve();
        }
        if (child!.exitCode !== null) {
          clearInterval(wait);
          reject(new Error(`npm run cms stopped:\n${output}`));
        }
      }, 100);
    });
    expect(output).toContain('content/news/audit-forum-2026.md:3 date:');
    expect(output).toContain('Warning: the site could not be built');
    expect(output).toContain('The web editor starts anyway');
    const page = await fetch(`http://127.0.0.1:${port}/admin/`);
    expect(page.status).toBe(200);
  }, 120_000);
});

describe('what npm run cms prints once it runs', () => {
  it('names both addresses it serves: the editor and the site beside it, on the same port', () => {
    const lines = startedMessage('http://127.0.0.1:5300', '/work/site', 8081).split('\n');
    expect(lines[0]).toBe('Web editor: http://127.0.0.1:5300/admin/');
    expect(lines[1]).toBe(
      'The site:   http://127.0.0.1:5300/ (as last built, served beside the editor on the same port)',
    );
    expect(lines.join('\n')).toContain('local backend listens on port 8081');
  });
});
