/**
 * The content files of the published site, as git knows them, so that a repeated identifier is
 * blamed on the file a change adds (checks.ts: newerLast). On a pull request (GITHUB_BASE_REF set
 * and its branch fetched) the base branch; otherwise the last commit (HEAD), so files an editor
 * has just saved with `npm run cms` count as new. Undefined outside a git checkout, or when git
 * cannot tell: the check then goes by the web editor's file names alone. The notes on deleted
 * trainings compare with the same commit (removed-trainings.ts).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The content files at a commit (`ref`, as git names it: HEAD, origin/main). */
export interface Published {
  ref: string;
  files: Set<string>;
}

async function filesAt(root: string, ref: string): Promise<Published | undefined> {
  try {
    const { stdout } = await run('git', ['ls-tree', '-r', '--name-only', ref, '--', 'content'], {
      cwd: root,
    });
    const files = stdout.split('\n').filter(Boolean);
    return files.length > 0 ? { ref, files: new Set(files) } : undefined;
  } catch {
    return undefined;
  }
}

export async function publishedFiles(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Published | undefined> {
  const base = env.GITHUB_BASE_REF;
  return (base ? await filesAt(root, `origin/${base}`) : undefined) ?? (await filesAt(root, 'HEAD'));
}
