/**
 * Vite's build manifest (dist/.vite/manifest.json, `build.manifest` in vite.config.ts), read as
 * data: which chunks a built chunk imports statically. Its place and fields are documented
 * (https://vite.dev/guide/backend-integration, https://vite.dev/config/build-options#build-manifest),
 * so reading it relies on nothing undocumented. The build keeps a copy outside the
 * published folder (`keepManifest`) for the checks that run on the built site (tests/built/).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keptDir } from './build-record';

/** One chunk of Vite's manifest (the fields the site reads, as documented at https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  /** The module's path from the project root, for a chunk made from one module. */
  src?: string;
  /** The build's entry (index.html): Vite writes its files into the page template. */
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The static imports of a built chunk by its path under dist/ (assets/x.js); [] when unknown. */
export type ChunkImports = (file: string) => readonly string[];

export const manifestFile = (outDir: string) => path.join(outDir, '.vite', 'manifest.json');

/** Where the build keeps its manifest after removing it from the published folder. */
export const keptManifestFile = (root: string, outDir: string) =>
  path.join(keptDir(root, outDir), 'vite-manifest.json');

export function readManifest(file: string): ViteManifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: the build writes it (build.manifest).`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** Copies the manifest out of the published folder before the build removes it. */
export function keepManifest(root: string, outDir: string): void {
  const kept = keptManifestFile(root, outDir);
  mkdirSync(path.dirname(kept), { recursive: true });
  copyFileSync(manifestFile(outDir), kept);
}

/** Each built chunk's static imports, as files under dist/, from the manifest. */
export function chunkImportsOf(manifest: ViteManifest): ChunkImports {
  const byFile = new Map<string, readonly string[]>();
  for (const chunk of Object.values(manifest)) {
    const imports = (chunk.imports ?? [])
      .map((key) => manifest[key]?.file)
      .filter((file) => file !== undefined);
    byFile.set(chunk.file, imports);
  }
  return (file) => byFile.get(file) ?? [];
}

/** The given chunks and every chunk they import statically, directly or not (files under dist/). */
export function staticClosure(files: Iterable<string>, importsOf: ChunkImports): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}
