/**
 * Two files (or folders) whose names differ only in capital letters, e.g. public/images/forum.jpg
 * and public/images/Forum.jpg: Linux and GitHub keep both, but on Windows and macOS a checkout
 * holds only one of them, and a host that ignores case serves either. Each pair is reported on
 * the later name, with the other named, so the editor renames or deletes one.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problems';

/** Problems for paths (relative, with /) that name the same file or folder apart from case. */
export function caseCollisions(paths: readonly string[]): Problem[] {
  const seen = new Map<string, string>();
  const problems = new Map<string, Problem>();
  for (const file of [...paths].sort()) {
    const parts = file.split('/');
    // Every folder on the way and the file itself: content/News/a.md collides with content/news/.
    for (let end = 1; end <= parts.length; end += 1) {
      const name = parts.slice(0, end).join('/');
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, name);
      else if (first !== name && !problems.has(name)) {
        problems.set(name, {
          file: name,
          path: [],
          message: `has the same name as ${first} apart from capital letters: on Windows, on a Mac and on some web hosts they are one ${end === parts.length ? 'file' : 'folder'}, so one replaces the other. Rename or delete one of them (names are written in small letters)`,
        });
      }
    }
  }
  return [...problems.values()];
}

/** Every file under the given folders of root (a missing folder holds none), as sorted paths from root with /. */
export async function filesUnder(root: string, folders: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    folders.map(async (folder) => {
      const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      return entries
        .filter((entry) => !entry.isDirectory())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
    }),
  );
  return lists.flat().sort();
}
