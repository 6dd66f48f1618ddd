/**
 * What the web editor refuses when a file is chosen for upload, before Decap keeps it: a photo or
 * PDF over the content check's size limit (Decap would keep it, then the whole save failed with a
 * JSON error), and an iPhone HEIC photo (written, but neither shown nor removable in the editor).
 * The limits and the advice are those of the content check (scripts/content/limits.ts and
 * public-files.ts); they are repeated here because this module runs in the browser, and
 * tests/unit/upload-checks.test.ts keeps the two the same.
 */
import { safeName } from '../../src/lib/file-names';

const MB = 1024 * 1024;

/** MAX_IMAGE_BYTES, MAX_SVG_BYTES and MAX_PDF_BYTES of scripts/content/limits.ts. */
export const UPLOAD_LIMITS = { image: 20 * MB, svg: 1 * MB, pdf: 10 * MB } as const;

/** The content check's advice for a photo over the limit (how to make it smaller). */
export const RESIZE_ADVICE = 'make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide)';
export const RESIZE_HOW =
  'On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size';

/** The content check's two ways to get a JPEG from an iPhone. */
export const HEIC_ADVICE =
  'To get a JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible makes every new photo a JPEG; for a photo already taken, e-mail it to yourself from the Photos app (Mail sends it as a JPEG), or on a Mac open it in Photos and choose File > Export > Export 1 Photo with Photo Kind: JPEG';

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * Why a chosen file is not uploaded, for the editor's notice; undefined when it may be. Short (at
 * most 40 words, tests/unit/upload-checks.test.ts): it says what to do, the reason in a few words.
 */
export function uploadProblem(name: string, bytes: number): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'heic' || extension === 'heif') {
    return `${name} was not uploaded: browsers cannot show iPhone HEIC photos. Upload a JPEG instead: e-mail the photo to yourself from the Photos app (it arrives as a JPEG), or set Settings > Camera > Formats > Most Compatible.`;
  }
  const pdf = extension === 'pdf';
  const max = pdf ? UPLOAD_LIMITS.pdf : extension === 'svg' ? UPLOAD_LIMITS.svg : UPLOAD_LIMITS.image;
  if (bytes <= max) return undefined;
  const advice = pdf
    ? 'Compress it or split it, then upload it again.'
    : extension === 'svg'
      ? 'Export it again as plain SVG, or as a PNG.'
      : 'Make it 2,400 pixels wide, then upload it again (Windows: Photos, ... > Resize image; Mac: Preview, Tools > Adjust Size).';
  return `${name} was not uploaded: it is ${megabytes(bytes)}, over the ${max / MB} MB limit. ${advice}`;
}

/**
 * The name an upload is saved under: lower case, accents dropped, every other run of signs one
 * hyphen (safeName, the rename the content check asks for). Decap's own cleaning leaves a
 * trailing hyphen (`forum(1).jpg` -> `forum-1-.jpg`) and keeps `_` and `..`; the file is renamed
 * before Decap sees it, and Decap leaves a safe name as it is.
 */
export function uploadName(name: string): string {
  return safeName(name);
}

/**
 * The name an upload is saved under in a folder that already holds `taken` (names, any case): its
 * own name when free, else the next free numbered one (`forum.jpg` taken: `forum-2.jpg`). Decap
 * writes an upload over a file of the same name in the folder, another article's photo, without
 * asking when it saves to a pull request.
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  const used = new Set([...taken].map((item) => item.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let number = 2; ; number += 1) {
    const candidate = `${stem}-${number}${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
