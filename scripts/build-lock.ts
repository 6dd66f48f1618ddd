/**
 * npm run build takes a lock on its output folder (OUT_DIR, default dist/) for as long as it
 * runs: a second build started meanwhile (another terminal, npm run cms) used to empty the
 * folder under the first one, and both failed. The second one now stops at once and names the
 * build that holds the lock. A lock left by a build that was killed is taken over.
 * Usage: tsx scripts/build-lock.ts <command> [args...]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/ssg/site-paths.server';

interface Holder {
  pid: number;
  started: string;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Why a build cannot start while `holder` builds into `outDir`. */
export function busyMessage(outDir: string, holder: Holder): string {
  return `Another build (process ${holder.pid}, started ${holder.started}) is writing ${outDir} right now, and two builds at once would break each other: wait for it to finish, then run npm run build again.`;
}

/**
 * Takes the lock on `outDir` (a folder beside it, made in one step, so two builds cannot both
 * take it): returns the function that releases it, or the message saying which build holds it.
 */
export function takeBuildLock(
  outDir: string,
  shown = outDir,
  now = new Date(),
): { release: () => void } | { busy: string } {
  const lock = `${outDir}.build-lock`;
  const owner = path.join(lock, 'owner.json');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, JSON.stringify({ pid: process.pid, started: now.toISOString() }));
      return { release: () => rmSync(lock, { recursive: true, force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(readFileSync(owner, 'utf8')) as Holder;
      } catch {
        // Taken a moment ago and its owner file not written yet: treated as busy.
        return { busy: busyMessage(shown, { pid: 0, started: 'just now' }) };
      }
      if (isRunning(holder.pid)) return { busy: busyMessage(shown, holder) };
      // Left by a build that was stopped before it could remove it.
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return { busy: busyMessage(shown, { pid: 0, started: 'just now' }) };
}

function main(): void {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: tsx scripts/build-lock.ts <command> [args...]');
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { outDir } = sitePaths(projectRoot);
  const lock = takeBuildLock(outDir, `${path.relative(projectRoot, outDir) || outDir}/`);
  if ('busy' in lock) {
    console.error(lock.busy);
    process.exit(1);
  }
  const child = spawn(command, args, { stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => {
    lock.release();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
