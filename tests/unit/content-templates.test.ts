/**
 * The templates editors copy (docs/templates/, printed in content/README.md): the guide shows the
 * files word for word, and each one passes its content type's schema, so they cannot drift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../scripts/content/markdown';
import { validate } from '../../scripts/content/validate';
import { parseYaml } from '../../scripts/content/yaml-source';
import { IssuancesSchema } from '../../src/content/schemas/issuance';
import { NewsFrontMatterSchema } from '../../src/content/schemas/news';
import { BoardSchema } from '../../src/content/schemas/people';
import { TrainingSchema } from '../../src/content/schemas/training';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(PROJECT, file), 'utf8');
const GUIDE = read('content/README.md');

interface Template {
  file: string;
  fence: string;
  /** The template's data, placed where its schema expects it. */
  data: (text: string) => unknown;
  schema: Parameters<typeof validate>[0];
}

const TEMPLATES: Template[] = [
  {
    file: 'news-article.md',
    fence: 'markdown',
    data: (text) => parseMarkdown(text).data,
    schema: NewsFrontMatterSchema,
  },
  {
    file: 'training.yaml',
    fence: 'yaml',
    data: (text) => parseYaml(text).data,
    schema: TrainingSchema,
  },
  {
    file: 'person.yaml',
    fence: 'yaml',
    data: (text) => ({ term: '2027', members: parseYaml(text).data }),
    schema: BoardSchema,
  },
  {
    file: 'issuance.yaml',
    fence: 'yaml',
    data: (text) => ({
      categories: [{ name: 'Republic Act', id: 'republic-act', items: parseYaml(text).data }],
    }),
    schema: IssuancesSchema,
  },
];

describe.each(TEMPLATES)('the template docs/templates/$file', ({ file, fence, data, schema }) => {
  const text = read(`docs/templates/${file}`);

  it('is printed word for word in content/README.md', () => {
    expect(GUIDE).toContain(`\`\`\`${fence}\n${text}\`\`\``);
  });

  it("passes its content type's schema", () => {
    expect(validate(schema, data(text), { file, lineOf: () => undefined }).problems).toEqual([]);
  });
});
