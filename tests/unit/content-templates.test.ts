/**
 * The templates editors copy from content/README.md ("Templates to copy"), pasted the way the
 * guide says into a copy of the fixture site: a new article and a new training file, a person at
 * the end of the Board's file, an issuance at the end of the first tab of the issuances file. The content check
 * then passes, and the layout check has no note (nothing tells the editor to run a command).
 */
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { editorLayoutProblems } from '../../scripts/content/layout-check';
import { formatProblem } from '../../scripts/content/problems';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(PROJECT, 'tests/fixtures/site');
const GUIDE = readFileSync(path.join(PROJECT, 'content/README.md'), 'utf8');

/** Every fenced block of the guide's "Templates to copy" (up to the next heading outside a block). */
function templates(): Array<{ fence: string; text: string }> {
  const lines = GUIDE.split('\n');
  const start = lines.indexOf('## Templates to copy');
  if (start === -1) throw new Error('content/README.md has no section "## Templates to copy"');
  const found: Array<{ fence: string; text: string }> = [];
  let block: { fence: string; lines: string[] } | undefined;
  for (const line of lines.slice(start + 1)) {
    if (block) {
      if (line === '```') {
        found.push({ fence: block.fence, text: `${block.lines.join('\n')}\n` });
        block = undefined;
      } else block.lines.push(line);
    } else if (line.startsWith('```')) block = { fence: line.slice(3), lines: [] };
    else if (line.startsWith('## ')) break;
  }
  return found;
}

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-templates-'));
  cpSync(SITE, root, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Pastes on a new empty line at the very end of the file, as the guide says. */
function pasteAtEnd(file: string, text: string): void {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  appendFileSync(full, `${before.endsWith('\n') ? '' : '\n'}${text}`);
}

describe('the templates of content/README.md', () => {
  it('are the four the guide names, in its order: an article, a training, a person, an issuance', () => {
    const found = templates();
    expect(found.map(({ fence }) => fence)).toEqual(['markdown', 'yaml', 'yaml', 'yaml']);
    expect(found[0]!.text).toMatch(/^---\ntitle: /);
    expect(found[1]!.text).toMatch(/^id: /);
    expect(found[2]!.text).toMatch(/^ {2}- name: /);
    expect(found[3]!.text).toMatch(/^ {6}- number: /);
  });

  it('pasted as the guide says, pass the content check with no note', async () => {
    const [news, training, person, issuance] = templates().map(({ text }) => text);
    // The photos the templates name, uploaded as "Adding photos" says, into a folder made the way
    // it says (an empty .gitkeep typed as the name of a new file).
    const photo = path.join(SITE, 'public/images/news/seminar-cebu-1.jpg');
    expect(GUIDE).toContain('type `news/.gitkeep` as the name');
    writeFileSync(path.join(root, 'public/images/news/.gitkeep'), '');
    // The person's photo is added once uploaded, so the template pasted first names none.
    expect(person).not.toContain('image:');
    for (const file of [/\/images\/news\/[\w-]+\.jpg/.exec(news!)![0]]) {
      mkdirSync(path.dirname(path.join(root, 'public', file)), { recursive: true });
      copyFileSync(photo, path.join(root, 'public', file));
    }
    writeFileSync(path.join(root, 'content/news/audit-forum-2027.md'), news!);
    const id = /^id: (.+)$/m.exec(training!)![1]!;
    writeFileSync(path.join(root, `content/trainings/${id}.yaml`), training!);
    pasteAtEnd('content/people/board-of-directors.yaml', person!);
    // A Republic Act goes to the first tab: on a new line just above the next tab's "- name:".
    const issuances = path.join(root, 'content/issuances.yaml');
    const lines = readFileSync(issuances, 'utf8').split('\n');
    const firstTab = lines.findIndex((line) => line.startsWith('  - name: '));
    const nextTab = lines.findIndex((line, index) => index > firstTab && line.startsWith('  - name: '));
    lines.splice(nextTab, 0, issuance!.replace(/\n$/, ''));
    writeFileSync(issuances, lines.join('\n'));

    expect(await runContentBuild(root, { write: false, today: '2026-11-22' })).toBeNull();
    expect((await editorLayoutProblems(root)).map(formatProblem)).toEqual([]);
  });
});

/** A heading's anchor as GitHub makes it: lower case, signs other than - and _ dropped, spaces as -. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown: string) =>
  new Set(
    markdown
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

describe('the editors’ guide (content/README.md)', () => {
  it('is a page of at most 200 lines, for the browser only: no command to type in a terminal', () => {
    expect(GUIDE.split('\n').length - 1).toBeLessThanOrEqual(200);
    expect(GUIDE).not.toMatch(/\b(npm|npx|git|node) [a-z-]/);
  });

  it('links only to sections that exist, in the guide and in the reference', () => {
    const reference = readFileSync(path.join(PROJECT, 'docs/content-reference.md'), 'utf8');
    const links = [...GUIDE.matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const [file, anchor] = link.split('#') as [string, string];
      const headings = file === '' ? anchorsOf(GUIDE) : anchorsOf(reference);
      expect(file === '' || file === '../docs/content-reference.md', link).toBe(true);
      expect([...headings], link).toContain(anchor);
    }
  });
});
