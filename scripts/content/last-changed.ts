/**
 * When each page's content last changed: the day of the last commit that touched its file, from
 * git. The content build works it out once; the pages show it ("Last updated") and the sitemap's
 * lastmod reuses it (scripts/postbuild/sitemap.ts). Without git, in a shallow clone that lacks the
 * file's history, or for a file not committed yet, the day is unknown and simply left out.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Day (YYYY-MM-DD) of the last commit that changed `file` (a file or folder), or undefined. */
export function lastCommitDay(file: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}
