/**
 * Last step of every build: the built site (OUT_DIR, default dist/) is checked against the
 * allow-list (scripts/build/dist-allow-list.ts) and the record the page build wrote
 * (scripts/build/build-record.ts). Any file it does not allow stops the build, named, with exit
 * code 1, and the output folder is removed: nothing half-checked can be published.
 * Why: docs/decisions/029-nothing-published-unchecked.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../../src/ssg/site-paths.server';
import { readRecord } from './build-record';
import { distProblems, type DistEntry } from './dist-allow-list';

/** Every file, link or special file under dir (links are listed, never followed). */
export async function listDist(dir: string): Promise<DistEntry[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => ({
      path: path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      kind: entry.isSymbolicLink() ? 'link' : entry.isFile() ? 'file' : 'other',
    }));
}

/** The problems of the built folder; a missing record is one. */
export async function checkDist(root: string, outDir: string): Promise<string[]> {
  const outName = path.relative(root, outDir).split(path.sep).join('/') || '.';
  const record = await readRecord(root, outDir);
  if (!record)
    return [`${outName}: has no record of the page build (run npm run build, not its steps alone)`];
  const hashOf = (file: string) =>
    createHash('sha256')
      .update(readFileSync(path.join(outDir, file)))
      .digest('hex');
  return distProblems(outName, await listDist(outDir), record, hashOf);
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { outDir } = sitePaths(root);
  const problems = await checkDist(root, outDir);
  if (problems.length === 0) {
    console.log(
      `[check] ${path.relative(root, outDir)}/ holds only what the build made and the content check saw.`,
    );
    return;
  }
  console.error(
    [
      `The built site holds ${problems.length === 1 ? 'a file' : `${problems.length} files`} it may not publish:`,
      ...problems,
      `\nThe build failed; ${path.relative(root, outDir)}/ is removed.`,
    ].join('\n'),
  );
  await rm(outDir, { recursive: true, force: true });
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
