/** Type and size of the files pages offer for download, measured from public/ at build time. */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { DocumentLink } from '../../src/content/schemas/document';

const TYPE_NAMES: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  zip: 'ZIP',
};

/** The kind of file for people, from its extension: PDF, Word, Excel... */
export function fileTypeName(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  return TYPE_NAMES[extension] ?? (extension.toUpperCase() || 'File');
}

/** A size for people: whole kilobytes up to 1 MB (at least 1 KB), then megabytes with one decimal. */
export function formatFileSize(bytes: number): string {
  const KB = 1024;
  const MB = KB * 1024;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** A download link for a file under public/ (its existence is checked before this runs). */
export function describeDocument(publicDir: string, href: string): DocumentLink {
  const { size } = statSync(path.join(publicDir, href));
  return { href, type: fileTypeName(href), size: formatFileSize(size) };
}
