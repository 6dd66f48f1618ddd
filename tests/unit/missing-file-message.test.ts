import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFileMessage, similarPublicFile } from '../../scripts/content/checks';

let publicDir: string;

beforeAll(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'agia-public-'));
  mkdirSync(path.join(publicDir, 'images/news'), { recursive: true });
  writeFileSync(path.join(publicDir, 'images/news/induction-2026.jpg'), 'photo');
  writeFileSync(path.join(publicDir, 'images/news/Board Meeting.PNG'), 'photo');
  writeFileSync(path.join(publicDir, 'images/news/forum-1.jpg'), 'photo');
  writeFileSync(path.join(publicDir, 'images/audit-forum-2027.jpg'), 'photo');
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe('a path that names no file', () => {
  it('points to the file written in other capitals, or with another ending', () => {
    expect(similarPublicFile(publicDir, '/images/news/Induction-2026.JPG')).toBe(
      '/images/news/induction-2026.jpg',
    );
    expect(similarPublicFile(publicDir, '/images/news/induction-2026.jpeg')).toBe(
      '/images/news/induction-2026.jpg',
    );
    expect(similarPublicFile(publicDir, '/images/news/board%20meeting.png')).toBe(
      '/images/news/Board Meeting.PNG',
    );
    expect(missingFileMessage(publicDir, '/images/news/Induction-2026.JPG')).toBe(
      'refers to /images/news/Induction-2026.JPG, but there is no file public/images/news/Induction-2026.JPG: ' +
        'did you mean /images/news/induction-2026.jpg? Write it exactly so (capital letters and the ending must match)',
    );
  });

  it('else points to the nearest name in the folder', () => {
    expect(similarPublicFile(publicDir, '/images/news/Forum-1.jpg')).toBe('/images/news/forum-1.jpg');
    expect(similarPublicFile(publicDir, '/images/news/forum-l.jpg')).toBe('/images/news/forum-1.jpg');
    expect(similarPublicFile(publicDir, '/images/news/fourm-1.jpg')).toBe('/images/news/forum-1.jpg');
    expect(similarPublicFile(publicDir, '/images/news/inductoin-2026.jpg')).toBe(
      '/images/news/induction-2026.jpg',
    );
    expect(missingFileMessage(publicDir, '/images/news/forum-l.jpg')).toBe(
      'refers to /images/news/forum-l.jpg, but there is no file public/images/news/forum-l.jpg: did you mean /images/news/forum-1.jpg? Write it exactly so (capital letters and the ending must match)',
    );
  });

  it('says only that the file is missing when nothing in the folder is close, or only a number differs', () => {
    expect(similarPublicFile(publicDir, '/images/news/induction-2025.jpg')).toBeUndefined();
    expect(similarPublicFile(publicDir, '/images/news/forum-2.jpg')).toBeUndefined();
    expect(similarPublicFile(publicDir, '/images/news/seminar.jpg')).toBeUndefined();
    expect(similarPublicFile(publicDir, '/images/people/maria.jpg')).toBeUndefined();
    expect(similarPublicFile(publicDir, '/images/../../etc/passwd')).toBeUndefined();
    expect(missingFileMessage(publicDir, '/images/news/induction-2025.jpg')).toBe(
      'refers to /images/news/induction-2025.jpg, but there is no file public/images/news/induction-2025.jpg (add the file or correct the path)',
    );
  });

  it('points to the same file name in another folder, and to the folder to move it into', () => {
    expect(missingFileMessage(publicDir, '/images/news/audit-forum-2027.jpg')).toBe(
      'refers to /images/news/audit-forum-2027.jpg, but there is no file public/images/news/audit-forum-2027.jpg: ' +
        'did you mean /images/audit-forum-2027.jpg? Write it so, or move public/images/audit-forum-2027.jpg into public/images/news/',
    );
    // A folder that does not exist yet (public/images/people/ here) is no obstacle.
    expect(missingFileMessage(publicDir, '/images/people/forum-1.jpg')).toBe(
      'refers to /images/people/forum-1.jpg, but there is no file public/images/people/forum-1.jpg: ' +
        'did you mean /images/news/forum-1.jpg? Write it so, or move public/images/news/forum-1.jpg into public/images/people/',
    );
  });
});
