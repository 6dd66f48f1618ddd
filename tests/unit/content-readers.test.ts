/**
 * Every reader of content files applies the content check's size limit before reading: the
 * layout check and the formatter skip a file over 256 KB (the content check names it) instead of
 * parsing it, which once held CI's content job for ten minutes with a 1 MB file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatContent } from '../../scripts/format-content';
import { editorLayoutProblems } from '../../scripts/content/layout-check';
import { readContentText } from '../../scripts/content/read-text';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-readers-'));
  mkdirSync(path.join(root, 'content/news'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An article the web editor would lay out differently (a quoted title), `size` bytes long. */
function article(name: string, size: number): string {
  const head = '---\ntitle: "Laid out by hand"\ndate: 2026-01-10\n---\n';
  const file = path.join(root, 'content/news', name);
  writeFileSync(file, head + 'x'.repeat(size - head.length));
  return file;
}

describe('content readers', () => {
  it('reads a file up to 256 KB, and names one over it without reading it', async () => {
    expect(await readContentText(article('small.md', 1000))).toHaveProperty('text');
    expect(await readContentText(article('large.md', 1024 * 1024))).toEqual({
      tooLarge: 'is too large: 1.0 MB (a content file may be at most 256 KB); split it or shorten it',
    });
  });

  it('the layout check and the formatter leave a 1 MB file to the content check', async () => {
    article('small.md', 1000);
    const large = article('large.md', 1024 * 1024);
    const before = readFileSync(large, 'utf8');
    expect((await editorLayoutProblems(root)).map((note) => note.file)).toEqual(['content/news/small.md']);
    expect((await formatContent(root)).map((note) => note.file)).toEqual(['content/news/small.md']);
    expect(readFileSync(large, 'utf8')).toBe(before);
  });
});
