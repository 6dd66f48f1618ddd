/**
 * The built sites that `npm run test:built` and `npm run test:e2e` read, and the command that
 * builds each. A run after only `npm run build` used to fail test by test on files it could not
 * find; the runners now stop first with one message naming the missing folders and the command.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Each built site and the command that writes it (package.json's scripts). */
export const BUILD_COMMANDS = {
  dist: 'npm run build',
  'dist-fixture': 'npm run test:build:fixtures',
  'dist-fixture-base': 'npm run test:build:fixtures',
} as const;

export type BuiltSite = keyof typeof BUILD_COMMANDS;

/** A folder holds a built site once the build has written its home page. */
const isBuilt = (root: string, site: BuiltSite) => existsSync(path.join(root, site, 'index.html'));

/**
 * What `runner` needs and is missing, with the command to run; undefined when every site is built.
 * E.g. "npm run test:built needs dist-fixture/ and dist-fixture-base/, which have no built site
 * (no index.html). Build them first: npm run test:build:fixtures".
 */
export function missingBuildsMessage(
  runner: string,
  sites: readonly BuiltSite[],
  root = process.cwd(),
): string | undefined {
  const missing = sites.filter((site) => !isBuilt(root, site));
  if (missing.length === 0) return undefined;
  const folders = missing.map((site) => `${site}/`);
  const named =
    folders.length === 1 ? folders[0]! : `${folders.slice(0, -1).join(', ')} and ${folders.at(-1)!}`;
  const commands = [...new Set(missing.map((site) => BUILD_COMMANDS[site]))].join(' && ');
  const which = missing.length === 1 ? 'which has' : 'which have';
  return `${runner} needs ${named}, ${which} no built site (no index.html). Build ${missing.length === 1 ? 'it' : 'them'} first:\n\n  ${commands}\n`;
}
