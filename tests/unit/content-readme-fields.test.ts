/**
 * The field tables of docs/content-reference.md are written from the schemas' descriptions by
 * `npm run content:docs`. This test reads the schemas and the guide only, never content/, so an
 * editor's change to a content file cannot turn it red; a developer who changes a schema runs the
 * command and commits the guide with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { yamlFile } from '../../scripts/content/collections';
import { CONTENT_TYPES, type ContentType } from '../../scripts/content/content-types';
import {
  endMarker,
  fieldsMarkdown,
  sectionRange,
  startMarker,
  undescribedFields,
  withFieldTables,
} from '../../scripts/content/readme-fields';
import { shortText } from '../../src/content/schemas/fields';

const GUIDE = readFileSync(path.resolve(import.meta.dirname, '../../docs/content-reference.md'), 'utf8');

describe('docs/content-reference.md', () => {
  it('shows the field tables the schemas describe (after a schema change: npm run content:docs)', () => {
    const written = withFieldTables(GUIDE, CONTENT_TYPES);
    // The first differing line says where, rather than two 900-line texts side by side.
    const lines = GUIDE.split('\n');
    const expected = written.split('\n');
    const at = lines.findIndex((line, index) => line !== expected[index]);
    expect(at === -1 ? null : { line: at + 1, guide: lines[at], schemas: expected[at] }).toBeNull();
    expect(written).toBe(GUIDE);
  });

  it.each(CONTENT_TYPES.map((type) => [type.name, type] as const))(
    '%s: its table sits in the section the registry names',
    (name, type) => {
      const range = sectionRange(GUIDE, type.readme);
      expect(range, `no section "## ${type.readme}"`).toBeDefined();
      const section = GUIDE.slice(...range!);
      expect(section).toContain(
        `${startMarker(name)}\n\n${fieldsMarkdown(type.schema)}\n\n${endMarker(name)}`,
      );
    },
  );
});

const Sample = z.strictObject({
  title: shortText().describe('The headline'),
  kind: z.enum(['Virtual', 'Face-to-face']).describe('How it is held'),
  fee: z
    .union([z.literal('tba'), z.strictObject({ member: z.number().describe('For members') })])
    .optional()
    .meta({ requiredWhen: 'Until it has ended' })
    .describe('The fee | or tba'),
  venue: z
    .strictObject({
      name: shortText().describe('Its name'),
      city: shortText().optional().describe('Its city'),
    })
    .optional()
    .describe('Where it is held'),
  speakers: z
    .array(
      z.strictObject({
        name: shortText().describe('Full name'),
        talks: z
          .array(z.strictObject({ topic: shortText().describe('The subject') }))
          .describe('Their talks'),
      }),
    )
    .describe('Who speaks'),
});

describe('the field tables written from a schema', () => {
  it('lists fields in order, groups with their fields, required or not, with the allowed values', () => {
    expect(fieldsMarkdown(Sample)).toBe(
      [
        '| Field | Required? | What to write |',
        '| --- | --- | --- |',
        '| `title` | Yes | The headline |',
        '| `kind` | Yes | How it is held. One of: `Virtual`, `Face-to-face`. |',
        '| `fee` | Until it has ended | The fee \\| or tba |',
        '| `fee.member` | With `fee` | For members |',
        '| `venue` | No | Where it is held |',
        '| `venue.name` | With `venue` | Its name |',
        '| `venue.city` | No | Its city |',
        '| `speakers` | Yes | Who speaks |',
        '',
        'Each entry of `speakers`:',
        '',
        '| Field | Required? | What to write |',
        '| --- | --- | --- |',
        '| `name` | Yes | Full name |',
        '| `talks` | Yes | Their talks |',
        '',
        'Each entry of `talks`, in each entry of `speakers`:',
        '',
        '| Field | Required? | What to write |',
        '| --- | --- | --- |',
        '| `topic` | Yes | The subject |',
      ].join('\n'),
    );
  });

  it('names the fields that have no description, wherever they are', () => {
    expect(undescribedFields(Sample)).toEqual([]);
    const bare = z.strictObject({
      title: shortText(),
      people: z
        .array(z.strictObject({ name: shortText().describe('Full name'), role: shortText() }))
        .describe('Who'),
    });
    expect(undescribedFields(bare)).toEqual(['title', 'people[].role']);
  });

  const type: ContentType = {
    kind: 'file',
    name: 'sample',
    file: 'content/sample.yaml',
    schema: Sample,
    modules: [{ module: 'sample', exportName: 'sample', type: 'Sample', types: [] }],
    read: yamlFile(),
    cms: { group: 'settings', label: 'Sample' },
    readme: 'sample.yaml: a sample',
  };

  it('replaces only the text between the markers of its section', () => {
    const guide = [
      '# Guide',
      '',
      '## sample.yaml: a sample',
      '',
      'Written by hand.',
      '',
      startMarker('sample'),
      '| old | table |',
      endMarker('sample'),
      '',
      'Also by hand.',
      '',
      '## Next',
      '',
    ].join('\n');
    const written = withFieldTables(guide, [type]);
    expect(written).toBe(guide.replace('| old | table |', `\n${fieldsMarkdown(Sample)}\n`));
    expect(withFieldTables(written, [type])).toBe(written);
  });

  it('says which section and markers are missing', () => {
    expect(() => withFieldTables('# Guide\n', [type])).toThrow(
      'docs/content-reference.md has no section "## sample.yaml: a sample"',
    );
    const elsewhere = `# Guide\n\n## sample.yaml: a sample\n\nText.\n\n## Other\n\n${startMarker('sample')}\n${endMarker('sample')}\n`;
    expect(() => withFieldTables(elsewhere, [type])).toThrow(
      'the section "sample.yaml: a sample" must hold <!-- fields:sample --> and <!-- /fields:sample -->',
    );
  });
});
