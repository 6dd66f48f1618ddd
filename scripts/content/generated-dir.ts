/**
 * Where the content build writes the modules of one build: `.generated/<build>/` in the project,
 * named after the content tree (CONTENT_ROOT) and the base path (BASE_PATH), which change what is
 * written. The live site, the fixture site and the fixture under /agia/ each keep their own
 * folder, so building one never replaces another's modules.
 * Code imports them as `#generated/<module>`: vite.config.ts and vitest.config.ts point that
 * alias at the folder of the build being made (generatedAlias); tsconfig.json points it at the
 * live build for types, which are the same for every build (they come from the schemas).
 * Scripts that load a build's content at run time go through its typed index (loadGenerated).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePaths } from '../../src/ssg/site-paths.server.ts';
import type * as GeneratedIndex from '#generated/index';

export const GENERATED_ROOT = '.generated';

type Env = Record<string, string | undefined>;

/** The folder name of a build: "live", "tests-fixtures-site", "tests-fixtures-site--agia". */
export function buildName(project: string, env: Env = process.env): string {
  const { contentRoot } = sitePaths(project, env);
  const relative = path.relative(project, contentRoot);
  const tree =
    relative === ''
      ? 'live'
      : relative.startsWith('..') || path.isAbsolute(relative)
        ? `outside-${createHash('sha256').update(contentRoot).digest('hex').slice(0, 12)}`
        : relative.split(path.sep).join('-');
  const base = (env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '');
  return base === '' ? tree : `${tree}--${base.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** The absolute folder the content build of this project and environment writes to. */
export function generatedDir(project: string, env: Env = process.env): string {
  return path.join(project, GENERATED_ROOT, buildName(project, env));
}

/** The `#generated` alias for Vite and Vitest: the modules of the build being made. */
export function generatedAlias(project: string, env: Env = process.env): Record<string, string> {
  return { '#generated': generatedDir(project, env) };
}

/** The typed index the content build writes (index.ts): one loader per generated module. */
export type GeneratedModules = (typeof GeneratedIndex)['generated'];

/**
 * The typed index of a build's modules, loaded at run time. The modules are TypeScript; tsx loads
 * them, so they are not bundled into vite.config.ts, which loads the post-build steps.
 */
export async function loadGeneratedIndex(dir: string): Promise<GeneratedModules> {
  const { tsImport } = await import('tsx/esm/api');
  const index = pathToFileURL(path.join(dir, 'index.ts')).href;
  return ((await tsImport(index, import.meta.url)) as typeof GeneratedIndex).generated;
}
