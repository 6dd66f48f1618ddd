/**
 * Content shapes benchmark (npm run bench:content-shapes; a report, not a test).
 * Inputs:  the fixture site (tests/fixtures/site); BENCH_SHAPES (comma-separated names) to run
 *          only some shapes.
 * Outputs: for the clean fixture and for each shape added to it, the seconds the whole content
 *          check takes (scripts/build-content.ts, as `npm run content:check` runs it), the layout
 *          check (scripts/content/layout-check.ts) and the house-style notes the check prints
 *          after it (scripts/content/house-style.ts), the difference from the clean run and the
 *          ratio; bench-results/content-shapes.json.
 * Steps:   copy the fixture's content/ and public/ to a temporary folder once; per shape, write
 *          its file, run both checks in this process, remove the file. The shapes are those a
 *          security review found stalling the check (docs/decisions/054-markdown-under-a-time-limit.md):
 *          the goal is a few seconds over the clean run for each.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from '../build-content';
import { checkHouseStyle } from '../content/house-style';
import { editorLayoutProblems } from '../content/layout-check';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = path.join(ROOT, 'tests/fixtures/site');
const TODAY = '2026-11-22';
const KB = 1024;

const repeat = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));
const article = (body: string) => `---\ntitle: Shape\ndate: 2026-01-10\nexcerpt: A shape.\n---\n${body}\n`;
const NEWS = 'content/news/2026-01-10-shape.md';

/** A PDF of the given streams (`dict`: their dictionary's entries; `data` as stored), numbered from 2. */
function pdfOf(streams: Array<{ dict: string; data: Buffer }>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')];
  streams.forEach(({ dict, data }, index) => {
    parts.push(
      Buffer.from(`${index + 2} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

/** 3,000 small compressed streams, each unpacking to 52 KB of text that looks like objects. */
function hiddenObjects(): Array<{ dict: string; data: Buffer }> {
  const data = deflateSync(Buffer.from('1 0 obj << /A 1 >> endobj '.repeat(2000)), { level: 9 });
  return Array.from({ length: 3000 }, () => ({ dict: '/Filter /FlateDecode', data }));
}

/** 9 MB of bytes that do not compress, as a photo's. */
function photoBytes(): Buffer {
  const photo = Buffer.alloc(9 * 1024 * KB);
  for (let at = 0; at < photo.length; at++) photo[at] = (at * 7919) & 255;
  return photo;
}

/** Each shape: the file it writes and its text. */
const SHAPES: Record<string, { file: string; text: () => string | Buffer }> = {
  'setext headings 16 KB': { file: NEWS, text: () => article(repeat('a\n=\n', 16 * KB)) },
  'setext headings 24 KB': { file: NEWS, text: () => article(repeat('a\n=\n', 24 * KB)) },
  'lazy quotation lines 64 KB': { file: NEWS, text: () => article(repeat('> a\nb\n', 64 * KB)) },
  'list item lines without indentation 64 KB': {
    file: NEWS,
    text: () => article(`- a\n${repeat('b\n', 64 * KB)}`),
  },
  'list item lines indented less than the text 64 KB': {
    file: NEWS,
    text: () => article(`1000000. a\n${repeat('  b\n', 64 * KB)}`),
  },
  'unclosed <!-- in one paragraph 64 KB': { file: NEWS, text: () => article(repeat('a <!-- ', 64 * KB)) },
  'unclosed <? in one paragraph 64 KB': { file: NEWS, text: () => article(repeat('a <? ', 64 * KB)) },
  'unclosed <!A in one paragraph 64 KB': { file: NEWS, text: () => article(repeat('a <!A ', 64 * KB)) },
  'lists nested 4 deep 64 KB': {
    file: NEWS,
    text: () => article(repeat('- a\n  - b\n    - c\n      - d\n', 64 * KB)),
  },
  'table of one-cell rows 60 KB': {
    file: NEWS,
    text: () => article(`| a |\n| - |\n${repeat('| x |\n', 60 * KB)}`),
  },
  'table rows without | 60 KB': {
    file: NEWS,
    text: () => article(`| a |\n| - |\n${repeat('x\n', 60 * KB)}`),
  },
  'a 120 KB line of spaces under a table header': {
    file: NEWS,
    text: () => article(`a | b\n-${' '.repeat(120 * KB)}x\n`),
  },
  'empty quotations 16 KB': { file: NEWS, text: () => article(repeat('>\n\n', 16 * KB)) },
  '8,000 footnotes': {
    file: NEWS,
    text: () =>
      article(
        Array.from({ length: 8000 }, (_, n) => `x[^${n}]`).join('\n\n') +
          '\n\n' +
          Array.from({ length: 8000 }, (_, n) => `[^${n}]: n`).join('\n\n'),
      ),
  },
  '31,000 references to one footnote': {
    file: NEWS,
    text: () => article(`${'[^a] '.repeat(31_000)}\n\n[^a]: The note.`),
  },
  'YAML line of 254 KB "- - - ... x"': {
    file: 'content/trainings/shape-2026-01.yaml',
    text: () => `${'- '.repeat(127 * KB)}x\n`,
  },
  '1 MB file': { file: NEWS, text: () => article(repeat('Plain words. ', 1024 * KB)) },
  // Just under the file limit: what the layout check, which has no body limit, still reads.
  'article of 250 KB': { file: NEWS, text: () => article(repeat('Plain words.\n\n', 250 * KB)) },
  // A drawing's groups nested inside one another: the XML parser's time grows with the square of the depth.
  'SVG of <g> nested 256 KB deep': {
    file: 'public/images/shape.svg',
    text: () =>
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(85 * KB)}${'</g>'.repeat(85 * KB)}</svg>`,
  },
  'PDF of 3,000 streams of hidden objects (750 KB)': {
    file: 'public/documents/shape.pdf',
    text: () => pdfOf(hiddenObjects()),
  },
  // The same streams in a file of the largest size a PDF may have (10 MB), with a photo.
  'PDF of 10 MB: the same streams and a 9 MB photo': {
    file: 'public/documents/shape.pdf',
    text: () =>
      pdfOf([
        ...hiddenObjects(),
        { dict: '/Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', data: photoBytes() },
      ]),
  },
  // A run of digits: the search for "N G obj" in a stream tried it from each digit.
  'PDF stream of 64 KB of digits': {
    file: 'public/documents/shape.pdf',
    text: () => pdfOf([{ dict: '', data: Buffer.from('1'.repeat(64 * KB)) }]),
  },
  'YAML of 250 KB': {
    file: 'content/trainings/shape-2026-02.yaml',
    text: () => `notes:\n${repeat('  - "a quoted line of notes"\n', 250 * KB)}`,
  },
};

interface Row {
  shape: string;
  checkSeconds: number;
  layoutSeconds: number;
  styleSeconds: number;
  problems: number;
}

async function measure(root: string, shape: string): Promise<Row> {
  let start = performance.now();
  const { problems } = await buildContent(root, TODAY, 'https://example.org', {
    imageCache: path.join(root, '.image-cache'),
  });
  const checkSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  await editorLayoutProblems(root);
  const layoutSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  await checkHouseStyle(root);
  const styleSeconds = (performance.now() - start) / 1000;
  return { shape, checkSeconds, layoutSeconds, styleSeconds, problems: problems.length };
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'agia-shapes-'));
  try {
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
    const only = process.env.BENCH_SHAPES?.split(',').map((name) => name.trim());
    await measure(root, 'warm-up');
    const clean = await measure(root, 'clean fixture');
    const rows: Row[] = [clean];
    for (const [shape, { file, text }] of Object.entries(SHAPES)) {
      if (only && !only.some((name) => shape.includes(name))) continue;
      writeFileSync(path.join(root, file), text());
      rows.push(await measure(root, shape));
      rmSync(path.join(root, file));
    }
    const table = rows.map((row) => ({
      shape: row.shape,
      'check s': row.checkSeconds.toFixed(1),
      'over clean s': (row.checkSeconds - clean.checkSeconds).toFixed(1),
      ratio: (row.checkSeconds / clean.checkSeconds).toFixed(2),
      'layout s': row.layoutSeconds.toFixed(1),
      'house style s': row.styleSeconds.toFixed(1),
      problems: row.problems,
    }));
    console.log(
      `Content check on the fixture site plus one shape each (load ${loadavg()[0]!.toFixed(1)}, ${cpus().length} cores):`,
    );
    console.table(table);
    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench-results/content-shapes.json'),
      `${JSON.stringify(table, null, 2)}\n`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
