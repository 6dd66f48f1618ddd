/** npm run content:format: the only command that prints layout notes, and the one that fixes them. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/content/problems';
import { formatContent } from '../../scripts/format-content';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('content:format', () => {
  it('lays out a file the web editor would rewrite, says what changed, and leaves Notepad files alone', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'agia-format-'));
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    const site = path.join(root, 'content/site.yaml');
    const original = readFileSync(site, 'utf8');
    writeFileSync(site, `# Contact details\n${original}`);
    const news = path.join(root, 'content/news/board-meeting-may-2026.md');
    const notepad = `\uFEFF${readFileSync(news, 'utf8').replace(/\n/g, '\r\n')}`;
    writeFileSync(news, notepad);

    const notes = await formatContent(root);
    expect(notes.map(formatProblem)).toEqual([
      'content/site.yaml:1 has a comment ("# Contact details"): the web editor deletes comments when it saves the file; remove it on github.com (explanations for editors belong in content/README.md), or with the project on a computer, npm run content:format lays the file out as the web editor saves it (the data does not change)',
    ]);
    expect(readFileSync(site, 'utf8')).toBe(original);
    expect(readFileSync(news, 'utf8')).toBe(notepad);
    expect(await formatContent(root)).toEqual([]);
  });
});
