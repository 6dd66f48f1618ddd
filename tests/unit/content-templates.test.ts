/**
 * The templates editors copy (docs/templates/, printed in content/README.md): the guide shows the
 * files word for word, and each one passes its content type's schema, so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../scripts/content/markdown';
import { fieldsAt } from '../../scripts/content/schema-fields';
import { validate } from '../../scripts/content/validate';
import { parseYaml } from '../../scripts/content/yaml-source';
import type { FieldPath } from '../../scripts/content/problems';
import { IssuancesSchema } from '../../src/content/schemas/issuance';
import { NewsFrontMatterSchema } from '../../src/content/schemas/news';
import { BoardSchema } from '../../src/content/schemas/people';
import { TrainingSchema } from '../../src/content/schemas/training';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(PROJECT, file), 'utf8');
const GUIDE = read('content/README.md');

/**
 * Fields the templates already use that are being added to the schemas elsewhere. Each is checked
 * to be still missing from its schema: once a schema has it, the test fails until it is taken off
 * this list, and from then on the template is validated in full.
 */
const PENDING: Record<string, readonly string[]> = {
  'training.yaml': ['summary'],
  'issuance.yaml': ['number', 'issuedBy', 'source'],
};

interface Template {
  file: string;
  fence: string;
  /** The template's data, placed where its schema expects it. */
  data: (text: string) => unknown;
  schema: Parameters<typeof validate>[0];
  /** Where the template's fields are in `data`, for the pending-field check. */
  at: FieldPath;
}

const TEMPLATES: Template[] = [
  {
    file: 'news-article.md',
    fence: 'markdown',
    data: (text) => parseMarkdown(text).data,
    schema: NewsFrontMatterSchema,
    at: [],
  },
  {
    file: 'training.yaml',
    fence: 'yaml',
    data: (text) => parseYaml(text).data,
    schema: TrainingSchema,
    at: [],
  },
  {
    file: 'person.yaml',
    fence: 'yaml',
    data: (text) => ({ term: '2027', members: parseYaml(text).data }),
    schema: BoardSchema,
    at: ['members', 0],
  },
  {
    file: 'issuance.yaml',
    fence: 'yaml',
    data: (text) => ({
      categories: [{ name: 'Republic Act', id: 'republic-act', items: parseYaml(text).data }],
    }),
    schema: IssuancesSchema,
    at: ['categories', 0, 'items', 0],
  },
];

describe.each(TEMPLATES)('the template docs/templates/$file', ({ file, fence, data, schema, at }) => {
  const text = read(`docs/templates/${file}`);

  it('is printed word for word in content/README.md', () => {
    expect(GUIDE).toContain(`\`\`\`${fence}\n${text}\`\`\``);
  });

  it("passes its content type's schema", () => {
    const pending = PENDING[file] ?? [];
    for (const field of pending) expect(fieldsAt(schema, at)).not.toContain(field);
    const problems = validate(schema, data(text), { file, lineOf: () => undefined }).problems;
    const unexpected = problems.filter(
      (problem) =>
        !(
          problem.message.startsWith('is not a known field') && pending.includes(String(problem.path.at(-1)))
        ),
    );
    expect(unexpected).toEqual([]);
    expect(problems).toHaveLength(pending.length);
  });
});
