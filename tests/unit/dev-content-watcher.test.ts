/**
 * The development server's content watcher: a mistake shows in the browser's error overlay with
 * its file and line, a tab opened later gets it too, and fixing the file clears it.
 */
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorPayload, HotPayload, ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  affectsContent,
  contentErrorPayload,
  contentWatcher,
  serialize,
} from '../../scripts/dev/content-watcher';

const PROJECT = path.resolve(import.meta.dirname, '../..');
/** The fixture site: a stable content tree the tests copy and then break on purpose. */
const SITE = path.join(PROJECT, 'tests/fixtures/site');

describe('contentErrorPayload', () => {
  it('carries the report and points the overlay at the first problem', () => {
    const payload = contentErrorPayload(
      [
        { file: 'content/site.yaml', line: 9, path: ['phone'], message: 'is required' },
        { file: 'content/news/a.md', line: 3, path: ['date'], message: 'must be a date' },
      ],
      '/site',
    );
    expect(payload.type).toBe('error');
    expect(payload.err.message).toContain('Content check failed: 2 problems in 2 files.');
    expect(payload.err.message).toContain(
      'content/news/a.md:3 date: must be a date\ncontent/site.yaml:9 phone: is required',
    );
    expect(payload.err.loc).toEqual({ file: '/site/content/news/a.md', line: 3, column: 1 });
    expect(payload.err.plugin).toBe('content check');
  });

  it('has no location when the problem has no line', () => {
    const payload = contentErrorPayload(
      [{ file: 'content/site.yaml', path: [], message: 'is missing (this file is required)' }],
      '/site',
    );
    expect(payload.err.loc).toBeUndefined();
    expect(payload.err.id).toBe('/site/content/site.yaml');
  });
});

describe('affectsContent', () => {
  it('is true for content/ and public/ only', () => {
    expect(affectsContent('/site', '/site/content/news/a.md')).toBe(true);
    expect(affectsContent('/site', '/site/public/images/a.jpg')).toBe(true);
    expect(affectsContent('/site', '/site/src/main.tsx')).toBe(false);
    expect(affectsContent('/site', '/site/contents.md')).toBe(false);
    expect(affectsContent('/site', '/elsewhere/content/a.md')).toBe(false);
  });
});

describe('serialize', () => {
  it('runs one task at a time and folds calls made meanwhile into one more run', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const run = serialize(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = run();
    void run();
    void run();
    release();
    await first;
    expect(runs).toBe(2);
  });
});

/** The parts of Vite's dev server the plugin uses, recording what it sends to browsers. */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const ws = new EventEmitter() as EventEmitter & { send: (payload: HotPayload) => void };
  const sent: HotPayload[] = [];
  ws.send = (payload) => sent.push(payload);
  const logger = { error: () => {}, info: () => {} };
  const server = { watcher, ws, config: { logger } } as unknown as ViteDevServer;
  return { server, watcher, ws, sent };
}

/** Resolves once the watcher's rebuild has sent something (or reloaded silently). */
async function settle(sent: HotPayload[], count: number): Promise<void> {
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
}

describe('contentWatcher', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'agia-dev-'));
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('shows a mistake in the overlay, repeats it to a new tab and clears it once fixed', async () => {
    const plugin = contentWatcher({ contentRoot: root, generatedDir: path.join(root, 'generated') });
    const { server, watcher, ws, sent } = fakeServer();
    (plugin.configureServer as (server: ViteDevServer) => void)(server);

    const site = path.join(root, 'content/site.yaml');
    const good = readFileSync(site, 'utf8');
    writeFileSync(site, good.replace(/^(phone:).*$/m, '$1'));
    watcher.emit('change', site);
    await settle(sent, 1);
    const error = sent[0] as ErrorPayload;
    expect(error.type).toBe('error');
    expect(error.err.message).toMatch(/^content\/site\.yaml:\d+ phone: /m);

    ws.emit('connection');
    expect(sent[1]).toBe(error);

    writeFileSync(site, good);
    watcher.emit('change', site);
    await settle(sent, 3);
    expect(sent[2]).toEqual({ type: 'full-reload', path: '*' });
  }, 60_000);

  it('ignores files outside content/ and public/', async () => {
    const plugin = contentWatcher({ contentRoot: root, generatedDir: path.join(root, 'generated') });
    const { server, watcher, sent } = fakeServer();
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
    writeFileSync(path.join(root, 'content/site.yaml'), 'phone: [');
    watcher.emit('change', path.join(root, 'src/main.tsx'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
  });
});
