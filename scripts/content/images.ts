/**
 * Responsive images, processed at build time with sharp.
 * Photos referenced from content are resized to a few widths in WebP plus the original format
 * (JPEG or PNG), written to public/_img/ (git-ignored) under names that include a hash of the
 * source bytes, so an unchanged photo is never processed twice. SVG drawings, GIF and AVIF images
 * are used as they are, with their intrinsic size read from the file (an animated GIF would lose
 * its animation in a copy; AVIF is already small). Visitors never receive a multi-megabyte original.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageInfo } from '../../src/lib/images';

export const IMAGE_WIDTHS = [480, 960, 1440] as const;
export const OUTPUT_DIR = '_img';

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
  return [...widths, Math.min(originalWidth, IMAGE_WIDTHS.at(-1)!)].filter((w, i, all) => all.indexOf(w) === i);
}

async function processRaster(publicDir: string, ref: string): Promise<ImageInfo> {
  const sourceFile = path.join(publicDir, ref);
  const bytes = await readFile(sourceFile);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const meta = await sharp(bytes).rotate().metadata();
  // EXIF orientation 5-8 swaps width and height once rotated.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  const base = path.basename(ref).replace(RASTER, '');
  const format = /\.png$/i.test(ref) ? 'png' : 'jpeg';
  const extension = format === 'png' ? 'png' : 'jpg';
  const outDir = path.join(publicDir, OUTPUT_DIR);
  await mkdir(outDir, { recursive: true });
  const fallback: string[] = [];
  const webp: string[] = [];
  for (const w of targetWidths(width)) {
    const name = `${base}-${hash}-${w}`;
    const webpFile = path.join(outDir, `${name}.webp`);
    const fallbackFile = path.join(outDir, `${name}.${extension}`);
    if (!existsSync(webpFile)) await sharp(bytes).rotate().resize({ width: w }).webp({ quality: 78 }).toFile(webpFile);
    if (!existsSync(fallbackFile)) {
      const pipeline = sharp(bytes).rotate().resize({ width: w });
      await (format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toFile(fallbackFile);
    }
    webp.push(`/${OUTPUT_DIR}/${name}.webp ${w}w`);
    fallback.push(`/${OUTPUT_DIR}/${name}.${extension} ${w}w`);
  }
  const largest = fallback.at(-1)!.split(' ')[0]!;
  return { src: largest, width, height, srcSet: fallback.join(', '), webpSrcSet: webp.join(', ') };
}

/** Processes every referenced image once; returns what the pages need to render each one. */
export async function processImages(publicDir: string, refs: Iterable<string>): Promise<Record<string, ImageInfo>> {
  const result: Record<string, ImageInfo> = {};
  for (const ref of new Set(refs)) {
    const file = path.join(publicDir, ref);
    if (!existsSync(file)) continue; // reported by the content check
    if (/\.svg$/i.test(ref)) {
      const size = svgSize(await readFile(file, 'utf8'));
      if (size) result[ref] = { src: ref, ...size };
    } else if (RASTER.test(ref)) {
      result[ref] = await processRaster(publicDir, ref);
    } else if (IMAGE_FILE.test(ref)) {
      const meta = await sharp(file).metadata();
      // An animated GIF's height is that of all its frames; one frame is what shows.
      const height = meta.pageHeight ?? meta.height;
      if (meta.width && height) result[ref] = { src: ref, width: meta.width, height };
    }
  }
  return result;
}

/** Every image file under public/images/, as site paths (/images/...). */
export async function listPublicImages(publicDir: string): Promise<string[]> {
  const dir = path.join(publicDir, 'images');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE_FILE.test(entry.name))
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}
