/**
 * Where a build reads its content and writes the site.
 * Inputs:  CONTENT_ROOT (a folder holding content/ and public/; default: the project itself) and
 *          OUT_DIR (the built site; default dist), both relative to the project.
 * Why:     the browser tests build a small fixture site from tests/fixtures/site into dist-fixture/
 *          with the same code that builds the real site (README, "Tests").
 */
import path from 'node:path';

export interface SitePaths {
  /** Folder holding content/ and public/. */
  contentRoot: string;
  /** The public/ folder of that tree: images, documents, icons. */
  publicDir: string;
  /** Folder the built site is written to and served from. */
  outDir: string;
}

export function sitePaths(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
): SitePaths {
  const contentRoot = path.resolve(projectRoot, env.CONTENT_ROOT || '.');
  return {
    contentRoot,
    publicDir: path.join(contentRoot, 'public'),
    outDir: path.resolve(projectRoot, env.OUT_DIR || 'dist'),
  };
}
