/**
 * Two builds into the same folder at once: the second is refused with a message naming the
 * first, instead of emptying the folder under it; a lock left by a stopped build is taken over.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeBuildLock } from '../../scripts/build-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'agia-build-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build lock', () => {
  it('refuses a second build while the first runs, naming it, and lets one start once released', () => {
    const outDir = path.join(dir, 'dist');
    const first = takeBuildLock(outDir, 'dist/', new Date('2026-11-28T09:00:00Z'));
    expect('release' in first).toBe(true);
    const second = takeBuildLock(outDir, 'dist/');
    expect(second).toEqual({
      busy: `Another build (process ${process.pid}, started 2026-11-28T09:00:00.000Z) is writing dist/ right now, and two builds at once would break each other: wait for it to finish, then run npm run build again.`,
    });
    if ('release' in first) first.release();
    const third = takeBuildLock(outDir, 'dist/');
    expect('release' in third).toBe(true);
    if ('release' in third) third.release();
    expect(existsSync(`${outDir}.build-lock`)).toBe(false);
  });

  it('takes over a lock left by a build that was stopped', () => {
    const outDir = path.join(dir, 'dist');
    mkdirSync(`${outDir}.build-lock`);
    // No process has this id (above the largest id Linux gives).
    writeFileSync(
      path.join(`${outDir}.build-lock`, 'owner.json'),
      JSON.stringify({ pid: 2 ** 22 + 1, started: 'x' }),
    );
    const lock = takeBuildLock(outDir, 'dist/');
    expect('release' in lock).toBe(true);
    if ('release' in lock) lock.release();
  });
});
