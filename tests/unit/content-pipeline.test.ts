/**
 * The content build against real trees: the fixture site (tests/fixtures/site, a stable copy of
 * the sample content) must pass, and each kind of editor mistake, written into a copy of it, must
 * be reported with the exact line editors see. The live content/ is checked by the build itself.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent, runContentBuild } from '../../scripts/build-content';
import { layoutReport } from '../../scripts/check-content-layout';
import { editorLayoutProblems } from '../../scripts/content/layout-check';
import { formatProblem } from '../../scripts/content/problems';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-content-'));
  cpSync(path.join(FIXTURE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(FIXTURE, 'public'), path.join(root, 'public'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  writeFileSync(path.join(root, file), text.replace(/^\n/, ''));
}

async function problems(): Promise<string[]> {
  const result = await buildContent(root, '2026-11-22');
  return result.problems.map(formatProblem);
}

const TRAINING_FILE = 'content/trainings/test-training.yaml';

/** A valid training file; `override` replaces or removes (undefined) fields. */
function training(override: Record<string, string | undefined> = {}): string {
  const fields: Record<string, string | undefined> = {
    id: 'test-training',
    title: 'Internal Control Assessment Workshop',
    date: '2099-03-12',
    endDate: '2099-03-13',
    type: 'Virtual Training',
    location: 'Via Zoom',
    time: '8:00AM – 5:00PM',
    registerLink: 'https://forms.agia.org.ph/register/test',
    // Required until the training has ended (these dates are far ahead).
    summary: 'Two days on assessing the internal controls of a government office.',
    fee: 'tba',
    cpdUnits: '16',
    ...override,
  };
  const lines = Object.entries(fields).filter(([, value]) => value !== undefined);
  return `${lines.map(([key, value]) => `${key}: ${value}`).join('\n')}\n`;
}

describe('the fixture content', () => {
  it('is valid and produces a module for every content type', async () => {
    const result = await buildContent(root, '2026-11-22');
    expect(result.problems.map(formatProblem)).toEqual([]);
    // And the layout check (npm run content:layout): the fixture is as the web editor saves it.
    expect((await editorLayoutProblems(root)).map(formatProblem)).toEqual([]);
    expect(result.modules.map((module) => module.name)).toEqual(
      expect.arrayContaining(['site', 'navigation', 'trainings', 'news', 'pages', 'build']),
    );
  });
});

describe('editor mistakes are reported with file, line and field', () => {
  it('malformed YAML', async () => {
    write(TRAINING_FILE, 'id: a\ntitle: "Unclosed\n date: 2026-01-01\n');
    const [problem, ...rest] = await problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/trainings\/test-training\.yaml:\d+ is not valid YAML: /);
  });

  it('missing required field', async () => {
    write(TRAINING_FILE, training({ title: undefined }));
    expect(await problems()).toEqual(['content/trainings/test-training.yaml:1 title: is required']);
  });

  it('wrong type', async () => {
    write(TRAINING_FILE, training({ location: '[Via Zoom]' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:6 location: must be text (got a list)',
    ]);
  });

  it('a registration number made of zeros', async () => {
    const site = path.join(root, 'content/site.yaml');
    const text = readFileSync(site, 'utf8');
    expect(text).toContain('prcCpdProvider: "1023"');
    writeFileSync(site, text.replace('prcCpdProvider: "1023"', 'prcCpdProvider: "0000"'));
    const line = text.split('\n').findIndex((row) => row.includes('prcCpdProvider')) + 1;
    expect(await problems()).toEqual([
      `content/site.yaml:${line} accreditation.prcCpdProvider: looks like a placeholder (got 0000): copy the real number from the certificate, or leave the line out until it is known`,
    ]);
  });

  it('invalid calendar date', async () => {
    write(TRAINING_FILE, training({ date: '2026-02-30', endDate: '2026-03-02' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:3 date: must be a real calendar date written YYYY-MM-DD (got 2026-02-30)',
    ]);
  });

  it('endDate before date', async () => {
    write(TRAINING_FILE, training({ id: 'second', date: '2099-03-12', endDate: '2099-03-10' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:4 endDate: must be on or after date (2099-03-12)',
    ]);
  });

  it('duplicate id', async () => {
    write('content/trainings/a-copy.yaml', training());
    write(TRAINING_FILE, training());
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:1 id: id "test-training" is already used at content/trainings/a-copy.yaml:1 (each id must be unique)',
    ]);
  });

  it('external link that is not https', async () => {
    write(TRAINING_FILE, training({ registerLink: 'http://forms.agia.org.ph/register/test' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:8 registerLink: must be a full https:// link (got http://forms.agia.org.ph/register/test): write https://forms.agia.org.ph/register/test',
    ]);
  });

  it('unknown training type', async () => {
    write(TRAINING_FILE, training({ type: 'Webinar' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:5 type: must be one of: Virtual Training, Face-to-face Training (got "Webinar")',
    ]);
  });

  it('misspelt field name', async () => {
    write(TRAINING_FILE, training({ titel: 'Typo' }));
    expect(await problems()).toEqual([
      'content/trainings/test-training.yaml:12 titel: is not a known field: did you mean "title"? (docs/content-reference.md lists the fields)',
    ]);
  });

  const article = (slug: string, extra = '', body = 'Text of the article.') => `
---
title: Board Meeting Held
slug: ${slug}
date: 2099-02-10
excerpt: The Board met to plan the year.
listImage: /images/news/seminar-cebu-1.jpg
headerImage: /images/news/seminar-cebu-1.jpg
imageAlt: AGIA News and Updates banner
${extra}---

${body}
`;

  it('duplicate news slug', async () => {
    write('content/news/2099-a.md', article('board-meeting-2099'));
    write('content/news/2099-b.md', article('board-meeting-2099'));
    expect(await problems()).toEqual([
      'content/news/2099-b.md:3 slug: slug "board-meeting-2099" is already used at content/news/2099-a.md:3 (each slug must be unique)',
    ]);
  });

  it('a news slug that would clash with the list pages', async () => {
    write('content/news/2099-a.md', article('page'));
    expect(await problems()).toEqual([
      'content/news/2099-a.md:3 slug: must not be "page" (that address is used for the list pages)',
    ]);
  });

  it('referenced local image or PDF that does not exist', async () => {
    write(
      'content/news/2099-a.md',
      article('board-meeting-2099').replace(
        'listImage: /images/news/seminar-cebu-1.jpg',
        'listImage: /images/news/missing.jpg',
      ),
    );
    expect(await problems()).toEqual([
      'content/news/2099-a.md:6 listImage: refers to /images/news/missing.jpg, but there is no file public/images/news/missing.jpg (add the file or correct the path)',
    ]);
  });

  it('empty alt text, in front matter and in a Markdown image', async () => {
    write(
      'content/news/2099-a.md',
      article('board-meeting-2099', '', 'Intro.\n\n![](/images/news/seminar-cebu-1.jpg)\n').replace(
        'imageAlt: AGIA News and Updates banner',
        'imageAlt: "  "',
      ),
    );
    expect(await problems()).toEqual([
      'content/news/2099-a.md:8 imageAlt: must describe the image (alt text cannot be empty)',
      'content/news/2099-a.md:13 body.image: /images/news/seminar-cebu-1.jpg must describe the image (alt text cannot be empty): write ![what the photo shows](/images/news/seminar-cebu-1.jpg)',
    ]);
  });

  it('notes a file the web editor would lay out differently, at its first differing line, and builds it', async () => {
    write(TRAINING_FILE, training({ title: '"Internal Control Assessment Workshop"' }));
    write('content/trainings/second.yaml', `# Spring run\n${training({ id: 'second' })}`);
    // Valid content in another layout is not a mistake: the build goes on.
    expect(await problems()).toEqual([]);
    expect(await runContentBuild(root, { write: false, today: '2026-11-22' })).toBeNull();
    const found = await editorLayoutProblems(root);
    const notices = found.map(formatProblem);
    const fix =
      'with the project on a computer, npm run content:format lays the file out as the web editor saves it (the data does not change)';
    expect(notices.sort()).toEqual([
      `content/trainings/second.yaml:1 has a comment ("# Spring run"): the web editor deletes comments when it saves the file; remove it on github.com (explanations for editors belong in content/README.md), or ${fix}`,
      `${TRAINING_FILE}:2 is not laid out the way the web editor saves it: it writes "title: Internal Control Assessment Workshop" where the file has "title: \\"Internal Control Assessment Workshop\\"": write the line as the web editor does on github.com, or ${fix}`,
    ]);
    // npm run content:layout prints them as notes; on a pull request, as yellow annotations.
    const report = layoutReport(found, true).split('\n');
    expect(report.filter((line) => line.startsWith('::'))).toEqual([
      expect.stringMatching(
        /^::warning file=content\/trainings\/second\.yaml,line=1,title=Content check::has a comment/,
      ),
      expect.stringMatching(
        /^::warning file=content\/trainings\/test-training\.yaml,line=2,title=Content check::is not laid out/,
      ),
    ]);
    expect(report).toContain(
      '2 files the web editor would lay out differently when saving (notes, not errors; npm run content:format fixes them):',
    );
    expect(layoutReport([], true)).toBe('Every content file is laid out as the web editor saves it.');
  });

  it('reports every problem in every file in one run, and writes nothing', async () => {
    write(TRAINING_FILE, training({ type: 'Webinar', registerLink: 'http://x.example.org' }));
    write(
      'content/news/2099-a.md',
      article('board-meeting-2099').replace('date: 2099-02-10', 'date: 2099-02-30'),
    );
    const report = await runContentBuild(root, { write: true, today: '2026-11-22' });
    expect(report?.split('\n').filter((line) => line.startsWith('content/'))).toEqual([
      'content/news/2099-a.md:4 date: must be a real calendar date written YYYY-MM-DD (got 2099-02-30)',
      'content/trainings/test-training.yaml:5 type: must be one of: Virtual Training, Face-to-face Training (got "Webinar")',
      'content/trainings/test-training.yaml:8 registerLink: must be a full https:// link (got http://x.example.org): write https://x.example.org',
    ]);
    expect(report).toContain('Content check failed: 3 problems in 2 files.');
    expect(report).toContain('docs/content-reference.md');
    expect(report).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(existsSync(path.join(root, '.generated'))).toBe(false);
  });

  it('a missing required file is named', async () => {
    rmSync(path.join(root, 'content/site.yaml'));
    expect(await problems()).toEqual(['content/site.yaml is missing (this file is required)']);
  });
});

describe('a valid tree', () => {
  it('writes typed modules that import their schema types', async () => {
    const report = await runContentBuild(root, { write: true, today: '2026-11-22' });
    expect(report).toBeNull();
    const generated = path.join(root, '.generated/live');
    expect(existsSync(path.join(generated, 'trainings.ts'))).toBe(true);
    expect(existsSync(path.join(generated, 'build.ts'))).toBe(true);
    // The typed index names every module, so scripts reach one through a checked name.
    const index = readFileSync(path.join(generated, 'index.ts'), 'utf8');
    expect(index).toContain(`"trainings": () => import("./trainings")`);
    // Type imports resolve from .generated/<build>/ to the project's schemas.
    expect(readFileSync(path.join(generated, 'trainings.ts'), 'utf8')).toContain(
      `import type { Training } from '../../src/content/schemas/training';`,
    );
  });
});
