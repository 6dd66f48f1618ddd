/**
 * What the web editor refuses when a file is chosen for upload, before Decap keeps it: a photo or
 * PDF over the content check's size limit (Decap would keep it, then the whole save failed with a
 * JSON error), and an iPhone HEIC photo (written, but neither shown nor removable in the editor).
 * The limits and the advice are those of the content check (scripts/content/limits.ts and
 * public-files.ts); they are repeated here because this module runs in the browser, and
 * tests/unit/upload-checks.test.ts keeps the two the same.
 */
const MB = 1024 * 1024;

/** MAX_IMAGE_BYTES and MAX_PDF_BYTES of scripts/content/limits.ts. */
export const UPLOAD_LIMITS = { image: 20 * MB, pdf: 10 * MB } as const;

/** The content check's advice for a photo over the limit (how to make it smaller). */
export const RESIZE_ADVICE = 'make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide)';
export const RESIZE_HOW =
  'On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size';

/** The content check's two ways to get a JPEG from an iPhone. */
export const HEIC_ADVICE =
  'To get a JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible makes every new photo a JPEG; for a photo already taken, e-mail it to yourself from the Photos app (Mail sends it as a JPEG), or on a Mac open it in Photos and choose File > Export > Export 1 Photo with Photo Kind: JPEG';

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Why a chosen file is not uploaded, as a sentence for the editor; undefined when it may be. */
export function uploadProblem(name: string, bytes: number): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'heic' || extension === 'heif') {
    const jpeg = `${name.replace(/\.[^.]*$/, '')}.jpg`;
    return `${name} was not uploaded: it is an iPhone photo in HEIC format, which web browsers cannot show. Upload it as a JPEG (${jpeg}) instead. ${HEIC_ADVICE}.`;
  }
  const pdf = extension === 'pdf';
  const max = pdf ? UPLOAD_LIMITS.pdf : UPLOAD_LIMITS.image;
  if (bytes <= max) return undefined;
  const what = pdf ? 'a PDF' : 'an image';
  const advice = pdf
    ? 'compress it or split it, then upload it again'
    : extension === 'svg'
      ? 'export it again from the drawing program as plain SVG, or as a PNG'
      : `${RESIZE_ADVICE} and upload it again. ${RESIZE_HOW}`;
  return `${name} was not uploaded: it is too large, ${megabytes(bytes)} (${what} may be at most ${megabytes(max)}). ${advice.charAt(0).toUpperCase()}${advice.slice(1)}.`;
}
