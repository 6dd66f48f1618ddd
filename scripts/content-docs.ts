/**
 * Writes the field tables of docs/content-reference.md from the content schemas.
 * Inputs:  docs/content-reference.md, the registry of content types (scripts/content/content-types.ts)
 *          and their schemas' field descriptions.
 * Outputs: docs/content-reference.md, with the text between each <!-- fields:NAME --> and
 *          <!-- /fields:NAME --> pair replaced by that type's tables; everything else unchanged.
 * Steps:   read the guide, write each table (scripts/content/readme-fields.ts), save it if it changed.
 * Run:     npm run content:docs, after changing a schema (tests/unit/content-readme-fields.test.ts
 *          fails until the guide is written again). Editors never need it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from './content/content-types';
import { withFieldTables } from './content/readme-fields';

async function main(): Promise<void> {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/content-reference.md');
  const before = await readFile(file, 'utf8');
  const after = withFieldTables(before, CONTENT_TYPES);
  if (after === before) {
    console.log('docs/content-reference.md: the field tables already match the schemas.');
    return;
  }
  await writeFile(file, after);
  console.log('docs/content-reference.md: field tables written from the schemas.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
