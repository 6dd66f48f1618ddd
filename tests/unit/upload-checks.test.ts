import { describe, expect, it } from 'vitest';
import {
  HEIC_ADVICE,
  RESIZE_ADVICE,
  RESIZE_HOW,
  UPLOAD_LIMITS,
  uploadProblem,
} from '../../scripts/admin/upload-checks';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '../../scripts/content/limits';
import { heicMessage } from '../../scripts/content/public-files';

const MB = 1024 * 1024;

describe('the web editor refuses at upload what the content check would refuse', () => {
  it('uses the content check limits', () => {
    expect(UPLOAD_LIMITS).toEqual({ image: MAX_IMAGE_BYTES, pdf: MAX_PDF_BYTES });
  });

  it('lets a photo at the limit through and refuses one byte more, with the resize advice', () => {
    expect(uploadProblem('forum.jpg', MAX_IMAGE_BYTES)).toBeUndefined();
    expect(uploadProblem('IMG_0412.JPG', 25 * MB)).toBe(
      'IMG_0412.JPG was not uploaded: it is too large, 25.0 MB (an image may be at most 20.0 MB). Make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide) and upload it again. On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size.',
    );
    expect(uploadProblem('forum.jpg', MAX_IMAGE_BYTES + 1)).toContain('too large');
  });

  it('refuses a PDF over its own, smaller limit', () => {
    expect(uploadProblem('report.pdf', 9 * MB)).toBeUndefined();
    expect(uploadProblem('report.pdf', 11 * MB)).toBe(
      'report.pdf was not uploaded: it is too large, 11.0 MB (a PDF may be at most 10.0 MB). Compress it or split it, then upload it again.',
    );
  });

  it('refuses an iPhone HEIC or HEIF photo of any size, with the two ways to get a JPEG', () => {
    expect(uploadProblem('IMG_0412.HEIC', 2 * MB)).toBe(
      `IMG_0412.HEIC was not uploaded: it is an iPhone photo in HEIC format, which web browsers cannot show. Upload it as a JPEG (IMG_0412.jpg) instead. ${HEIC_ADVICE}.`,
    );
    expect(uploadProblem('photo.heif', 100)).toContain('HEIC format');
  });

  it('gives the same advice as the content check', () => {
    expect(heicMessage('public/images/news/IMG_0412.HEIC')).toContain(HEIC_ADVICE);
    // The content check's message for a large photo (tests/unit/photo-names.test.ts) holds both parts.
    const check =
      'make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide) and upload it again under the same name, which replaces this one. On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size';
    expect(check).toContain(RESIZE_ADVICE);
    expect(check).toContain(RESIZE_HOW);
  });
});
