/**
 * Writes the site's sample PDF documents.
 * Inputs:  scripts/documents/catalog.ts (title and text of each document).
 * Outputs: public/documents/{name}.pdf, one small text PDF per catalog entry.
 * Steps:   render each document with scripts/documents/simple-pdf.ts and write it.
 * Run with `npx tsx scripts/make-documents.ts`; the files are committed, the build does not run this.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documents } from './documents/catalog';
import { renderPdf } from './documents/simple-pdf';

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'public', 'documents');
  await mkdir(dir, { recursive: true });
  for (const [name, doc] of Object.entries(documents)) {
    const bytes = renderPdf(doc);
    await writeFile(path.join(dir, name), bytes);
    console.log(`public/documents/${name}: ${bytes.length} bytes`);
  }
}

await main();
