/**
 * Responsive images, processed at build time with sharp.
 * Photos referenced from content are resized to a few widths in WebP plus the original format
 * (JPEG or PNG), written to a cache folder outside public/ (node_modules/.cache/agia-images/, which
 * `npm ci` empties, so a pull request cannot fill it) under names that include a hash of the source
 * bytes. A cached copy is reused only when it is a plain file of the right format and width; any
 * other file there is replaced. The build copies the copies the content build recorded into the
 * site's /_img/ (scripts/build/ssg-hooks.ts), and the development server serves them from the
 * cache at the same addresses (scripts/dev/generated-images.ts). SVG drawings, GIF and AVIF images
 * are used as they are, with their intrinsic size read from the file (an animated GIF would lose
 * its animation in a copy; AVIF is already small). Visitors never receive a multi-megabyte original.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { safePath } from '../../src/lib/file-names';
import type { ImageInfo } from '../../src/lib/images';

export const IMAGE_WIDTHS = [480, 960, 1440] as const;
/** The folder of the site the copies are published under (/_img/...). */
export const OUTPUT_DIR = '_img';
/** Where the copies are made and kept between builds, from the project root. */
export const IMAGE_CACHE = 'node_modules/.cache/agia-images';
/** The name of a copy the content build makes: photo name, source hash, width, format. */
export const OUTPUT_NAME = /^[\w.-]+-[0-9a-f]{10}-\d{1,5}\.(webp|jpg|png)$/;

/** The cache folder of a project. */
export function imageCacheDir(projectRoot: string = process.cwd()): string {
  return path.join(projectRoot, IMAGE_CACHE);
}

/** The file names under /_img/ that the processed images use (their srcset entries). */
export function imageOutputs(images: Record<string, ImageInfo>): string[] {
  const names = new Set<string>();
  for (const image of Object.values(images)) {
    for (const set of [image.src, image.srcSet ?? '', image.webpSrcSet ?? '']) {
      for (const entry of set.split(',')) {
        const address = entry.trim().split(/\s+/)[0] ?? '';
        if (address.startsWith(`/${OUTPUT_DIR}/`)) names.add(address.slice(OUTPUT_DIR.length + 2));
      }
    }
  }
  return [...names].sort();
}

const MAGIC: Record<string, (head: Buffer) => boolean> = {
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
};

/**
 * Whether a cached copy can be reused: a plain file (not a link), starting as its format does and
 * decoding as that format at that width. Never trusted because it exists.
 */
export async function validCopy(
  file: string,
  format: 'webp' | 'png' | 'jpeg',
  width: number,
): Promise<boolean> {
  const info = await lstat(file).catch(() => null);
  if (!info) return false;
  if (!info.isFile()) return false;
  try {
    const bytes = await readFile(file);
    if (!MAGIC[format]!(bytes)) return false;
    const meta = await sharp(bytes).metadata();
    await sharp(bytes).stats(); // decodes every pixel: a truncated file throws
    return meta.format === format && meta.width === width;
  } catch {
    return false;
  }
}

/** Makes one copy unless a valid one is cached; written under a temporary name, then renamed. */
async function makeCopy(
  file: string,
  format: 'webp' | 'png' | 'jpeg',
  width: number,
  encode: () => Promise<Buffer>,
): Promise<void> {
  if (await validCopy(file, format, width)) return;
  await rm(file, { recursive: true, force: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, await encode());
  await rename(temp, file);
}

const RASTER = /\.(jpe?g|png|webp)$/i;
/** Every kind of image public/ may hold and content may show (scripts/content/public-files.ts). */
export const IMAGE_FILE = /\.(svg|jpe?g|png|webp|avif|gif)$/i;

/** Width and height of an SVG from its width/height attributes, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  if (!box) return null;
  return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
}

/** The widths to produce for a photo of the given width: never larger than the original. */
export function targetWidths(originalWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  return [...widths, Math.min(originalWidth, IMAGE_WIDTHS.at(-1)!)].filter(
    (w, i, all) => all.indexOf(w) === i,
  );
}

async function processRaster(publicDir: string, ref: string, cacheDir: string): Promise<ImageInfo> {
  const sourceFile = path.join(publicDir, ref);
  const bytes = await readFile(sourceFile);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const meta = await sharp(bytes).rotate().metadata();
  // EXIF orientation 5-8 swaps width and height once rotated.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  // The copies are named after the photo in safe characters: a photo named `Group Photo 1.JPG`
  // (which the content check asks to rename) still gets copies whose addresses a srcset can hold.
  const base = safePath(path.basename(ref)).replace(RASTER, '');
  const format = /\.png$/i.test(ref) ? 'png' : 'jpeg';
  const extension = format === 'png' ? 'png' : 'jpg';
  const outDir = cacheDir;
  await mkdir(outDir, { recursive: true });
  const fallback: string[] = [];
  const webp: string[] = [];
  for (const w of targetWidths(width)) {
    const name = `${base}-${hash}-${w}`;
    const webpFile = path.join(outDir, `${name}.webp`);
    const fallbackFile = path.join(outDir, `${name}.${extension}`);
    await makeCopy(webpFile, 'webp', w, () =>
      sharp(bytes).rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer(),
    );
    await makeCopy(fallbackFile, format, w, () => {
      const pipeline = sharp(bytes).rotate().resize({ width: w });
      return (
        format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.jpeg({ quality: 80, mozjpeg: true })
      ).toBuffer();
    });
    webp.push(`/${OUTPUT_DIR}/${name}.webp ${w}w`);
    fallback.push(`/${OUTPUT_DIR}/${name}.${extension} ${w}w`);
  }
  const largest = fallback.at(-1)!.split(' ')[0]!;
  return { src: largest, width, height, srcSet: fallback.join(', '), webpSrcSet: webp.join(', ') };
}

/** What the content check says about a photo whose pixels cannot be decoded (its header could). */
export const undecodableMessage = (reason: string) =>
  `cannot be made into the site's smaller copies (${reason}): the file is damaged or incomplete; export or download it again and upload it in place of this one`;

/**
 * A photo that cannot be decoded, by its path from the project root (public/images/...): its
 * header passed the check of public/, but its pixels are cut short or damaged.
 */
export interface UndecodableImage {
  file: string;
  message: string;
}

/**
 * Processes every referenced image once; returns what the pages need to render each one. A photo
 * that cannot be decoded is passed to `onUndecodable` (the content build reports it as a problem
 * of that file); without it, the error names the file.
 */
export async function processImages(
  publicDir: string,
  refs: Iterable<string>,
  cacheDir: string = imageCacheDir(),
  onUndecodable?: (image: UndecodableImage) => void,
): Promise<Record<string, ImageInfo>> {
  const result: Record<string, ImageInfo> = {};
  for (const ref of new Set(refs)) {
    try {
      await processImage(publicDir, ref, cacheDir, result);
    } catch (error) {
      const reason = (error as Error).message.replace(/^Vips\w*:\s*/, '').split('\n')[0]!;
      const image = { file: `public${ref}`, message: undecodableMessage(reason) };
      if (!onUndecodable) throw new Error(`${image.file} ${image.message}`);
      onUndecodable(image);
    }
  }
  return result;
}

/** One image into `result`: its size, and for a photo its copies. */
async function processImage(
  publicDir: string,
  ref: string,
  cacheDir: string,
  result: Record<string, ImageInfo>,
): Promise<void> {
  const file = path.join(publicDir, ref);
  if (!existsSync(file)) return; // reported by the content check
  if (/\.svg$/i.test(ref)) {
    const size = svgSize(await readFile(file, 'utf8'));
    if (size) result[ref] = { src: ref, ...size };
  } else if (RASTER.test(ref)) {
    result[ref] = await processRaster(publicDir, ref, cacheDir);
  } else if (IMAGE_FILE.test(ref)) {
    const meta = await sharp(file).metadata();
    // An animated GIF's height is that of all its frames; one frame is what shows.
    const height = meta.pageHeight ?? meta.height;
    if (meta.width && height) result[ref] = { src: ref, width: meta.width, height };
  }
}

/** Every image file under public/images/, as site paths (/images/...). */
export async function listPublicImages(publicDir: string): Promise<string[]> {
  const dir = path.join(publicDir, 'images');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE_FILE.test(entry.name))
    .map(
      (entry) =>
        `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .sort();
}
