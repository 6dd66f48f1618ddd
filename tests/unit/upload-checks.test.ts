import { describe, expect, it } from 'vitest';
import {
  freeName,
  HEIC_ADVICE,
  RESIZE_ADVICE,
  RESIZE_HOW,
  UPLOAD_LIMITS,
  uploadName,
  uploadProblem,
} from '../../scripts/admin/upload-checks';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_SVG_BYTES } from '../../scripts/content/limits';
import { heicMessage } from '../../scripts/content/public-files';
import { isSafePath } from '../../src/lib/file-names';

const MB = 1024 * 1024;

describe('the web editor refuses at upload what the content check would refuse', () => {
  it('uses the content check limits', () => {
    expect(UPLOAD_LIMITS).toEqual({ image: MAX_IMAGE_BYTES, svg: MAX_SVG_BYTES, pdf: MAX_PDF_BYTES });
  });

  const words = (text: string | undefined) => (text ?? '').split(/\s+/).length;

  it('lets a photo at the limit through and refuses one byte more, saying how to make it smaller', () => {
    expect(uploadProblem('forum.jpg', MAX_IMAGE_BYTES)).toBeUndefined();
    expect(uploadProblem('IMG_0412.JPG', 25 * MB)).toBe(
      'IMG_0412.JPG was not uploaded: it is 25.0 MB, over the 20 MB limit. Make it 2,400 pixels wide, then upload it again (Windows: Photos, ... > Resize image; Mac: Preview, Tools > Adjust Size).',
    );
    expect(uploadProblem('forum.jpg', MAX_IMAGE_BYTES + 1)).toContain('over the 20 MB limit');
  });

  it('refuses a PDF over its own, smaller limit', () => {
    expect(uploadProblem('report.pdf', 9 * MB)).toBeUndefined();
    expect(uploadProblem('report.pdf', 11 * MB)).toBe(
      'report.pdf was not uploaded: it is 11.0 MB, over the 10 MB limit. Compress it or split it, then upload it again.',
    );
  });

  it('refuses an iPhone HEIC or HEIF photo of any size, with the two ways to get a JPEG', () => {
    expect(uploadProblem('IMG_0412.HEIC', 2 * MB)).toBe(
      'IMG_0412.HEIC was not uploaded: browsers cannot show iPhone HEIC photos. Upload a JPEG instead: e-mail the photo to yourself from the Photos app (it arrives as a JPEG), or set Settings > Camera > Formats > Most Compatible.',
    );
    expect(uploadProblem('photo.heif', 100)).toContain('HEIC photos');
  });

  it("refuses a drawing over the content check's SVG limit, not only over the photo limit", () => {
    expect(uploadProblem('logo.svg', 2 * MB)).toBe(
      'logo.svg was not uploaded: it is 2.0 MB, over the 1 MB limit. Export it again as plain SVG, or as a PNG.',
    );
    expect(uploadProblem('logo.svg', MB)).toBeUndefined();
  });

  it('says it in at most 40 words', () => {
    for (const [name, bytes] of [
      ['IMG_0412.HEIC', 100],
      ['Group Photo From The Seminar 1.JPG', 25 * MB],
      ['report.pdf', 11 * MB],
      ['logo.svg', 25 * MB],
    ] as const) {
      expect(words(uploadProblem(name, bytes)), name).toBeLessThanOrEqual(40);
    }
  });

  it('gives the same advice as the content check', () => {
    expect(heicMessage('public/images/news/IMG_0412.HEIC')).toContain(HEIC_ADVICE);
    expect(HEIC_ADVICE).toContain('Settings > Camera > Formats > Most Compatible');
    expect(HEIC_ADVICE).toContain('e-mail it to yourself from the Photos app');
    // The content check's message for a large photo (tests/unit/photo-names.test.ts) holds both parts.
    const check =
      'make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide) and upload it again under the same name, which replaces this one. On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size';
    expect(check).toContain(RESIZE_ADVICE);
    expect(check).toContain(RESIZE_HOW);
  });
});

describe('the web editor saves an upload under the name the content check accepts', () => {
  it.each([
    ['Group Photo 1.JPG', 'group-photo-1.jpg'],
    ['IMG_2034 (2).jpeg', 'img-2034-2.jpeg'],
    ['forum(1).jpg', 'forum-1.jpg'],
    ['Ñoño café.png', 'nono-cafe.png'],
    ['photo..jpg', 'photo.jpg'],
    ['Annual Report 2026 (final).PDF', 'annual-report-2026-final.pdf'],
  ])('%s is saved as %s', (name, saved) => {
    expect(uploadName(name)).toBe(saved);
    expect(saved).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+$/);
    expect(isSafePath(`public/images/news/${saved}`)).toBe(true);
  });
});

describe('an upload never takes the name of a file its folder has', () => {
  it('keeps a free name, and numbers a taken one from 2 on, in any case', () => {
    expect(freeName('forum.jpg', new Set(['seminar.jpg']))).toBe('forum.jpg');
    expect(freeName('forum.jpg', new Set(['forum.jpg']))).toBe('forum-2.jpg');
    expect(freeName('forum.jpg', new Set(['Forum.JPG', 'forum-2.jpg']))).toBe('forum-3.jpg');
    expect(freeName('report', new Set(['report']))).toBe('report-2');
    expect(isSafePath(`public/images/news/${freeName('forum.jpg', new Set(['forum.jpg']))}`)).toBe(true);
  });
});
