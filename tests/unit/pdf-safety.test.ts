/** PDFs that can act when opened are refused, also when the action hides in a compressed stream. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent } from '../../scripts/content/pdf-safety';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const advice =
  'which can act when the file is opened: save it again as a plain PDF (for example "Print to PDF") without scripts, attachments or forms';

/** A minimal PDF whose catalog holds `catalog`, plus one Flate stream holding `hidden`. */
function pdf(catalog: string, hidden = ''): Buffer {
  const stream = deflateSync(Buffer.from(hidden, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog ${catalog} >>\nendobj\n`, 'latin1'),
    Buffer.from(
      `2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('PDF active content', () => {
  it.each([
    [
      'an OpenAction running JavaScript',
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'JavaScript',
    ],
    [
      'JavaScript named with #xx escapes in an object stream',
      pdf('', '<< /S /J#61vaScript /J#53 (x) >>'),
      'JavaScript',
    ],
    [
      'a Launch action',
      pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      'a Launch action (starts a program)',
    ],
    ['an attached file', pdf('', '<< /Type /EmbeddedFile >>'), 'an attached file'],
    ['rich media', pdf('/Annots [<< /Subtype /RichMedia >>]'), 'rich media (Flash or video)'],
    ['an XFA form', pdf('/AcroForm << /XFA 5 0 R >>'), 'an XFA form'],
  ])('refuses %s', (_, bytes, what) => {
    expect(pdfActiveContent(bytes)).toBe(`contains ${what}, ${advice}`);
  });

  it('accepts a PDF that only shows pages, and every sample PDF of the site and the fixture site', () => {
    expect(pdfActiveContent(pdf('/Pages 3 0 R', 'BT /F1 12 Tf (Hello) Tj ET'))).toBeUndefined();
    const files = ['public', 'tests/fixtures/site/public'].flatMap((dir) =>
      readdirSync(path.join(PROJECT, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.pdf'))
        .map((name) => path.join(PROJECT, dir, name)),
    );
    // The fixture site alone has five; the live site may have any number.
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect([file, pdfActiveContent(readFileSync(file))]).toEqual([file, undefined]);
  });
});
