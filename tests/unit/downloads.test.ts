import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDocument, fileTypeName, formatFileSize } from '../../scripts/content/downloads';

describe('formatFileSize', () => {
  it('shows whole kilobytes below one megabyte, never less than 1 KB', () => {
    expect(formatFileSize(0)).toBe('1 KB');
    expect(formatFileSize(900)).toBe('1 KB');
    expect(formatFileSize(240 * 1024)).toBe('240 KB');
    expect(formatFileSize(240 * 1024 + 700)).toBe('241 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('shows megabytes with one decimal from one megabyte up', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('fileTypeName', () => {
  it('names common document types and falls back to the extension', () => {
    expect(fileTypeName('/documents/ra-3456.pdf')).toBe('PDF');
    expect(fileTypeName('/documents/Form.DOCX')).toBe('Word');
    expect(fileTypeName('/documents/rates.xlsx')).toBe('Excel');
    expect(fileTypeName('/documents/data.csv')).toBe('CSV');
    expect(fileTypeName('/documents/readme')).toBe('File');
  });
});

describe('describeDocument', () => {
  it('measures the file under public/', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'agia-public-'));
    try {
      writeFileSync(path.join(publicDir, 'form.pdf'), Buffer.alloc(3 * 1024));
      expect(describeDocument(publicDir, '/form.pdf')).toEqual({
        href: '/form.pdf',
        type: 'PDF',
        size: '3 KB',
      });
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
