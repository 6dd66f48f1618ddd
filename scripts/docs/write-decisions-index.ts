/**
 * Writes the index table of docs/decisions/README.md from the records beside it.
 * Inputs:  docs/decisions/NNN-*.md. Outputs: docs/decisions/README.md (committed), formatted by Prettier.
 * Run:     npm run docs:index (after adding a record or changing a title, status or first sentence of
 *          its Decision); tests/unit/decision-records.test.ts fails while the index is out of date.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { parseRecord, RECORD_FILE, withIndex } from './decision-records';

const DIR = 'docs/decisions';
const INDEX = path.join(DIR, 'README.md');

async function main(): Promise<void> {
  const files = (await readdir(DIR)).filter((file) => RECORD_FILE.test(file)).sort();
  const records = await Promise.all(
    files.map(async (file) => parseRecord(file, await readFile(path.join(DIR, file), 'utf8'))),
  );
  const text = withIndex(await readFile(INDEX, 'utf8'), records);
  const options = (await prettier.resolveConfig(INDEX)) ?? {};
  await writeFile(INDEX, await prettier.format(text, { ...options, filepath: INDEX }));
  console.log(`Wrote ${INDEX} (${records.length} records)`);
}

await main();
