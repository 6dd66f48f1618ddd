/**
 * What one build may publish besides the files Vite, the post-build steps and the editor build
 * write in their own places: the pages it prerendered, the public/ files the content check saw
 * (with their hashes) and the resized photos the content build recorded.
 * Inputs:  #generated/published-files (written by the content build).
 * Outputs: .cache/build/<output folder>/record.json, written when the pages are built
 *          (scripts/build/ssg-hooks.ts) and read by the last step of the build
 *          (scripts/build/check-dist.ts); the photos copied from the image cache into <out>/_img/.
 * Why:     docs/decisions/029-nothing-published-unchecked.md.
 */
import { copyFile, lstat, mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedDir, loadGeneratedIndex } from '../content/generated-dir';
import { OUTPUT_DIR, OUTPUT_NAME } from '../content/images';

export interface BuildRecord {
  /** The prerendered pages, as files under the output folder (news/a.html). */
  pages: string[];
  /** The resized photos copied into <out>/_img/, by file name. */
  images: string[];
  /** The files of public/ the content check saw, by path under public/, with their SHA-256. */
  publicFiles: Record<string, string>;
}

export interface PublishedFiles {
  publicFiles: Record<string, string>;
  imageFiles: string[];
}

/**
 * The one folder where the build into outDir keeps what it does not publish (this record and
 * Vite's manifest, ./vite-manifest.ts): .cache/build/<output folder>/.
 */
export function keptDir(root: string, outDir: string): string {
  const name =
    path
      .relative(root, outDir)
      .split(path.sep)
      .join('_')
      .replace(/[^\w.-]/g, '_') || 'root';
  return path.join(root, '.cache', 'build', name);
}

/** Where the record of the build into outDir is kept. */
export const recordFile = (root: string, outDir: string) => path.join(keptDir(root, outDir), 'record.json');

export async function writeRecord(root: string, outDir: string, record: BuildRecord): Promise<void> {
  const file = recordFile(root, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(record, null, 1));
}

/** The record of the last build into outDir; null when there is none. */
export async function readRecord(root: string, outDir: string): Promise<BuildRecord | null> {
  try {
    return JSON.parse(await readFile(recordFile(root, outDir), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** The files the content build of this build recorded (#generated/published-files). */
export async function loadPublishedFiles(root: string): Promise<PublishedFiles> {
  return (await loadGeneratedIndex(generatedDir(root)))['published-files']();
}

const FORMAT_MAGIC: Record<string, (head: Buffer) => boolean> = {
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  png: (head) => head.subarray(0, 4).toString('latin1') === '\x89PNG',
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
};

/**
 * Copies the recorded photos from the image cache into <outDir>/_img/. Each name must be one the
 * content build makes and each file a plain file starting as its format does; anything else stops
 * the build, naming the file.
 */
export async function copyImages(cacheDir: string, outDir: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const target = path.join(outDir, OUTPUT_DIR);
  await mkdir(target, { recursive: true });
  for (const name of names) {
    if (!OUTPUT_NAME.test(name))
      throw new Error(`The photo copy "${name}" has a name the content build never makes.`);
    const source = path.join(cacheDir, name);
    const info = await lstat(source).catch(() => null);
    if (!info?.isFile()) {
      throw new Error(
        `The photo copy ${name} is missing from ${cacheDir} (or is not a plain file): run npm run content:build again.`,
      );
    }
    const handle = await open(source, 'r');
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    await handle.close();
    if (!FORMAT_MAGIC[path.extname(name).slice(1)]!(head)) {
      throw new Error(
        `The photo copy ${name} in ${cacheDir} is not the image its name says: run npm run content:build again.`,
      );
    }
    await copyFile(source, path.join(target, name));
  }
}
