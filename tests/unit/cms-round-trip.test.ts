/**
 * Saving a content file in the web editor does not damage it: every file of content/ and of the
 * fixture tree is parsed the way the content build parses it, written with the editor's own
 * formatters (decap-cms-core, the version inside the decap-cms bundle) in the top-level field order
 * of the generated editor configuration, and compared (byte for byte for the fixture tree; for
 * content/, the same data and a stable second save).
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import { decapConfig, editorFileFormat } from '../../scripts/admin/decap-config';
import { contentFiles, editorLayoutProblem } from '../../scripts/content/layout-check';
import { parseMarkdown } from '../../scripts/content/markdown';
import { parseYaml } from '../../scripts/content/yaml-source';

const project = path.resolve(import.meta.dirname, '../..');
const config = decapConfig({
  basePath: '/',
  backend: { kind: 'local', url: 'http://localhost:8081/api/v1' },
});

/** "line 12: the file has ... where the editor writes ...", or '' when equal. */
function firstDifferingLine(text: string, saved: string): string {
  const written = text.split('\n');
  const wanted = saved.split('\n');
  const index = written.findIndex((line, at) => line !== wanted[at]);
  const at = index === -1 ? written.length : index;
  return `line ${at + 1}: the file has ${JSON.stringify(written[at])}, the editor writes ${JSON.stringify(wanted[at])}`;
}

/** What Decap writes on an unchanged save, built from the site's own parse of the file. */
function savedByEditor(file: string, text: string): string {
  const format = editorFileFormat(config, file);
  if (!format) throw new Error(`${file} is not edited by any collection of the editor's configuration`);
  if (format.kind === 'yaml') {
    return yamlFormatter.toFile(parseYaml(text).data as object, format.fieldOrder);
  }
  const { data, body } = parseMarkdown(text);
  return FrontmatterInfer.toFile(
    { ...(data as object), ...(body.trim() ? { body } : {}) },
    format.fieldOrder,
  );
}

/** The entry as the site's content build reads it: front matter fields, and the body when it has text. */
function siteReads(file: string, text: string): unknown {
  if (editorFileFormat(config, file)?.kind === 'yaml') return parseYaml(text).data;
  const { data, body } = parseMarkdown(text);
  return { ...(data as object), ...(body.trim() ? { body } : {}) };
}

/** The entry as Decap reads it when it opens the file. */
function editorReads(file: string, text: string): unknown {
  return (editorFileFormat(config, file)?.kind === 'yaml' ? yamlFormatter : FrontmatterInfer).fromFile(text);
}

/**
 * The fixture tree is kept in the editor's layout, so an unchanged save leaves it byte for byte the
 * same. content/ is the editors' own: a valid file in another layout (a comment, quotes the editor
 * would not write) is not a mistake, and the content check only notes it. What holds for any valid
 * content is that a save keeps the data and that a second save changes nothing more.
 */
for (const tree of ['tests/fixtures/site', '.']) {
  const exact = tree !== '.';
  const name = exact ? `${tree}/content/` : 'content/';
  describe(
    exact
      ? `an unchanged save from the web editor leaves ${name} unchanged`
      : `a save from the web editor keeps the data of ${name}, and a second save changes nothing`,
    async () => {
      const root = path.join(project, tree);
      const files = await contentFiles(root);

      it('finds the content files', () => {
        expect(files.filter((file) => file.startsWith('content/trainings/')).length).toBeGreaterThan(0);
        expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(0);
      });

      it.each(files)('%s', (file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        const saved = savedByEditor(file, text);
        if (exact && saved !== text)
          expect.fail(
            `${tree}/${file} would be rewritten by the web editor, from ${firstDifferingLine(text, saved)}`,
          );
        // The editor reads the same data the site does (the yaml package's 1.2 core schema).
        expect(editorReads(file, text)).toEqual(siteReads(file, text));
        // What it saves reads back as the same data, and saving that again is stable.
        expect(siteReads(file, saved)).toEqual(siteReads(file, text));
        const again = savedByEditor(file, saved);
        if (again !== saved)
          expect.fail(`${tree}/${file}: a second save changes ${firstDifferingLine(saved, again)}`);
      });
    },
  );
}

describe('the content check names what the editor would rewrite', () => {
  const training = ['id: rbia-2099-03', 'title: Risk-Based Internal Audit', 'date: 2099-03-12', ''].join(
    '\n',
  );

  it('accepts a file in the editor layout', () => {
    expect(editorLayoutProblem('content/trainings/rbia-2099-03.yaml', training)).toBeUndefined();
  });

  it('reports a comment with its line', () => {
    expect(editorLayoutProblem('content/trainings/rbia-2099-03.yaml', `# Spring run\n${training}`)).toEqual({
      file: 'content/trainings/rbia-2099-03.yaml',
      line: 1,
      path: [],
      message:
        'has a comment ("# Spring run"): the web editor deletes comments when it saves the file; remove it on github.com (explanations for editors belong in content/README.md), or with the project on a computer, npm run content:format lays the file out as the web editor saves it (the data does not change)',
    });
  });

  it('reports fields out of the form order, a long line and quotes the editor would not write', () => {
    const reordered = ['title: Risk-Based Internal Audit', 'id: rbia-2099-03', 'date: 2099-03-12', ''].join(
      '\n',
    );
    expect(editorLayoutProblem('content/trainings/x.yaml', reordered)?.line).toBe(1);
    const long = `${training}description: ${'word '.repeat(30).trim()}\n`;
    expect(editorLayoutProblem('content/trainings/x.yaml', long)).toMatchObject({ line: 4 });
    const quoted = training.replace('title: Risk-Based Internal Audit', 'title: "Risk-Based Internal Audit"');
    expect(editorLayoutProblem('content/trainings/x.yaml', quoted)?.message).toContain(
      'it writes "title: Risk-Based Internal Audit" where the file has "title: \\"Risk-Based Internal Audit\\""',
    );
  });

  it('asks for a blank optional field to be left out', () => {
    const people = 'members:\n  - name: A\n    title:\n';
    expect(editorLayoutProblem('content/people/board-of-directors.yaml', people)).toMatchObject({
      line: 3,
      message: 'leaves title blank: leave the field out instead (the web editor would write "null" in it)',
    });
  });

  it('reports a blank line between entries of a list', () => {
    const people = 'members:\n  - name: A\n\n  - name: B\n';
    expect(editorLayoutProblem('content/people/board-of-directors.yaml', people)).toMatchObject({ line: 3 });
    expect(editorLayoutProblem('content/people/board-of-directors.yaml', people)?.message).toMatch(
      /^has a blank line/,
    );
  });
});

describe('the formatters are the ones the editor runs', () => {
  it('decap-cms-core is the version bundled in decap-cms', async () => {
    const core = JSON.parse(
      readFileSync(path.join(project, 'node_modules/decap-cms-core/package.json'), 'utf8'),
    ) as { version: string };
    const bundle = path.join(project, 'node_modules/decap-cms/dist/decap-cms.js');
    expect((await readdir(path.dirname(bundle))).includes('decap-cms.js')).toBe(true);
    expect(readFileSync(bundle, 'utf8')).toContain(`decap-cms-core ${core.version}`);
  });
});
