import { describe, expect, it } from 'vitest';
import { documents } from '../../scripts/documents/catalog';
import { pdfString, renderPdf, wrapText } from '../../scripts/documents/simple-pdf';

/** Checks the parts a PDF reader relies on: header, cross-reference offsets, trailer. */
function checkStructure(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const count = Number(/xref\n0 (\d+)\n/.exec(text)![1]);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 3 + count - 1);
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('renderPdf', () => {
  it('writes a well-formed PDF whose offsets and stream lengths are right', () => {
    checkStructure(
      renderPdf({ title: 'By-Laws (summary)', paragraphs: ['## Article I', 'Text \\ with (parens).'] }),
    );
  });

  it('breaks long documents into several pages', () => {
    const long = renderPdf({
      title: 'Long',
      paragraphs: Array.from({ length: 80 }, (_, i) => `Paragraph ${i}`),
    });
    checkStructure(long);
    expect(/\/Count (\d+)/.exec(long.toString('latin1'))![1]).toBe('2');
  });

  it('writes every sample document well-formed and small', () => {
    for (const [name, doc] of Object.entries(documents)) {
      const bytes = renderPdf(doc);
      checkStructure(bytes);
      expect(bytes.length, name).toBeLessThan(10_000);
    }
  });
});

describe('wrapText and pdfString', () => {
  it('wraps at spaces without exceeding the width', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('escapes PDF delimiters and replaces characters outside printable ASCII', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('“Quoted” – ñ')).toBe('("Quoted" - ?)');
  });
});
