/** Gzip sizes (level 9) of built files, each file compressed once per run. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map<string, number>();

export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}
