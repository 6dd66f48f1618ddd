/**
 * Two files whose names differ only in capital letters are one file on Windows, on a Mac and on
 * hosts that ignore case: the content check refuses the pair, naming both. Runs on a copy of the
 * fixture site (this machine's file system keeps both).
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { caseCollisions } from '../../scripts/content/case-collisions';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-case-'));
  cpSync(SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const copy = (from: string, to: string) => {
  mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  copyFileSync(path.join(root, from), path.join(root, to));
};

async function problemLines(): Promise<string[]> {
  const report = await runContentBuild(root, { write: false, today: '2026-11-22' });
  return (report ?? '').split('\n').filter((line) => /^(content|public)\//.test(line));
}

describe('names that differ only in capital letters', () => {
  it('a photo and a content file each refused with both names', async () => {
    copy('public/images/news/seminar-cebu-1.jpg', 'public/images/news/Seminar-Cebu-1.jpg');
    copy('content/news/board-meeting-may-2026.md', 'content/news/Board-Meeting-May-2026.md');
    const lines = await problemLines();
    expect(lines).toContain(
      'public/images/news/seminar-cebu-1.jpg has the same name as public/images/news/Seminar-Cebu-1.jpg apart from capital letters: on Windows, on a Mac and on some web hosts they are one file, so one replaces the other. Rename or delete one of them (names are written in small letters)',
    );
    expect(lines).toContain(
      'content/news/board-meeting-may-2026.md has the same name as content/news/Board-Meeting-May-2026.md apart from capital letters: on Windows, on a Mac and on some web hosts they are one file, so one replaces the other. Rename or delete one of them (names are written in small letters)',
    );
  });

  it('a folder in other capitals is named once, not for every file in it', () => {
    expect(
      caseCollisions([
        'public/images/news/a.jpg',
        'public/images/News/b.jpg',
        'public/images/News/c.jpg',
      ]).map((problem) => problem.file),
    ).toEqual(['public/images/news']);
    expect(caseCollisions(['public/images/news/a.jpg', 'public/images/people/a.jpg'])).toEqual([]);
  });
});
