/**
 * A minimal PDF writer for the site's sample documents: Letter-size pages of Helvetica text,
 * with a bold title and wrapped paragraphs. No dependency: the format needs only a catalog,
 * a page tree, one content stream per page, two standard fonts and a cross-reference table.
 */

export interface PdfDocument {
  /** Shown in bold at the top of the first page and as the document title. */
  title: string;
  /** Paragraphs in order; an empty string leaves a blank line. Lines starting with "## " are headings. */
  paragraphs: string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const LEADING = 15;
/** Helvetica averages about half an em per character; enough to wrap sample text. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5));
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING) - 2;

/** Splits text into lines of at most `width` characters at spaces. */
export function wrapText(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** Escapes a string for a PDF literal; keeps to printable ASCII so the standard encoding applies. */
export function pdfString(text: string): string {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

interface Line {
  text: string;
  bold: boolean;
}

function layout(doc: PdfDocument): Line[][] {
  const lines: Line[] = [
    { text: doc.title, bold: true },
    { text: '', bold: false },
  ];
  for (const paragraph of doc.paragraphs) {
    if (paragraph.startsWith('## ')) lines.push({ text: paragraph.slice(3), bold: true });
    else for (const text of wrapText(paragraph)) lines.push({ text, bold: false });
  }
  const pages: Line[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  return pages;
}

function contentStream(lines: Line[]): string {
  const ops = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`, `${LEADING} TL`];
  for (const line of lines)
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${BODY_SIZE + (line.bold ? 2 : 0)} Tf`,
      `${pdfString(line.text)} '`,
    );
  ops.push('ET');
  return ops.join('\n');
}

/** The bytes of a PDF 1.4 file holding the document. */
export function renderPdf(doc: PdfDocument): Buffer {
  const pages = layout(doc);
  const fontObj = 3 + pages.length * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  ];
  pages.forEach((lines, i) => {
    const stream = contentStream(lines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${fontObj} 0 R /F2 ${fontObj + 1} 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects.push(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(doc.title)} /Producer (AGIA website build) >>`,
  );
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
