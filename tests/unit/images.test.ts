import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizedImage } from '../../scripts/content/body-images';
import { listPublicImages, processImages, svgSize, targetWidths } from '../../scripts/content/images';

let publicDir: string;
let cacheDir: string;
const PHOTO = '/images/news/big-photo.jpg';

beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'agia-images-'));
  cacheDir = mkdtempSync(path.join(tmpdir(), 'agia-image-cache-'));
  mkdirSync(path.join(publicDir, 'images/news'), { recursive: true });
  // A 4000x3000 photo of random noise: several megabytes, as a phone camera would produce.
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toFile(path.join(publicDir, PHOTO));
  writeFileSync(
    path.join(publicDir, 'images/news/drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"></svg>',
  );
});
afterAll(() => {
  rmSync(publicDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('responsive images', () => {
  it('never enlarges and caps the largest copy', () => {
    expect(targetWidths(4000)).toEqual([480, 960, 1440]);
    expect(targetWidths(800)).toEqual([480, 800]);
    expect(targetWidths(300)).toEqual([300]);
  });

  it('reads the size of an SVG from its attributes or viewBox', () => {
    expect(svgSize('<svg width="240" height="120" viewBox="0 0 10 10">')).toEqual({
      width: 240,
      height: 120,
    });
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">')).toEqual({
      width: 1200,
      height: 630,
    });
    expect(svgSize('<p>not an svg</p>')).toBeNull();
  });

  it('turns a multi-megabyte photo into small WebP and JPEG copies, and skips it when unchanged', async () => {
    expect(statSync(path.join(publicDir, PHOTO)).size).toBeGreaterThan(2_000_000);
    const refs = await listPublicImages(publicDir);
    expect(refs).toEqual(['/images/news/big-photo.jpg', '/images/news/drawing.svg']);

    const images = await processImages(publicDir, refs, cacheDir);
    const photo = images[PHOTO]!;
    expect(photo.width).toBe(4000);
    expect(photo.height).toBe(3000);
    expect(photo.webpSrcSet).toMatch(
      /^\/_img\/big-photo-[0-9a-f]{10}-480\.webp 480w, .*-960\.webp 960w, .*-1440\.webp 1440w$/,
    );
    expect(photo.src).toMatch(/-1440\.jpg$/);
    expect(images['/images/news/drawing.svg']).toEqual({
      src: '/images/news/drawing.svg',
      width: 1200,
      height: 630,
    });

    // The copies are made outside public/, in the cache folder.
    expect(existsSync(path.join(publicDir, '_img'))).toBe(false);
    const outDir = cacheDir;
    const files = readdirSync(outDir);
    expect(files).toHaveLength(6);
    for (const file of files) expect(statSync(path.join(outDir, file)).size).toBeLessThan(1_000_000);

    const before = files.map((file) => statSync(path.join(outDir, file)).mtimeMs);
    await processImages(publicDir, refs, cacheDir);
    expect(files.map((file) => statSync(path.join(outDir, file)).mtimeMs)).toEqual(before);
  });

  it('replaces a cached copy that is not the image its name says (a committed HTML file named .webp)', async () => {
    const refs = [PHOTO];
    const photo = (await processImages(publicDir, refs, cacheDir))[PHOTO]!;
    const name = photo.webpSrcSet!.split(' ')[0]!.replace('/_img/', '');
    expect(name).toMatch(/-480\.webp$/);
    writeFileSync(path.join(cacheDir, name), '<script>alert(document.domain)</script>');
    await processImages(publicDir, refs, cacheDir);
    const bytes = readFileSync(path.join(cacheDir, name));
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(bytes).metadata()).width).toBe(480);
  });

  it('replaces a cached copy that is a link, never reading through it', async () => {
    const refs = [PHOTO];
    const photo = (await processImages(publicDir, refs, cacheDir))[PHOTO]!;
    const name = photo.srcSet!.split(' ')[0]!.replace('/_img/', '');
    const secret = path.join(publicDir, 'secret.txt');
    writeFileSync(secret, 'build machine secret');
    rmSync(path.join(cacheDir, name));
    symlinkSync(secret, path.join(cacheDir, name));
    await processImages(publicDir, refs, cacheDir);
    expect(statSync(path.join(cacheDir, name)).isFile()).toBe(true);
    expect(readFileSync(path.join(cacheDir, name)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(readFileSync(secret, 'utf8')).toBe('build machine secret');
  });

  it('gives a Markdown image its size, lazy loading and a WebP source', () => {
    const img = {
      type: 'element' as const,
      tagName: 'img',
      properties: { src: PHOTO, alt: 'Members at the convention' },
      children: [],
    };
    const picture = sizedImage(img, {
      src: '/_img/a-1440.jpg',
      width: 4000,
      height: 3000,
      srcSet: '/_img/a-480.jpg 480w',
      webpSrcSet: '/_img/a-480.webp 480w',
    });
    expect(picture.tagName).toBe('picture');
    const [source, sized] = picture.children as Array<{
      tagName: string;
      properties: Record<string, unknown>;
    }>;
    expect(source!.properties).toMatchObject({ type: 'image/webp', srcSet: '/_img/a-480.webp 480w' });
    expect(sized!.properties).toMatchObject({
      src: '/_img/a-1440.jpg',
      width: 4000,
      height: 3000,
      loading: 'lazy',
      alt: 'Members at the convention',
    });
  });
});

describe('images used as they are', () => {
  it('keeps a GIF (animated ones too) and an AVIF as uploaded, with the size of one frame', async () => {
    const frame = { width: 300, height: 200, channels: 3 as const };
    await sharp({ create: { ...frame, background: '#0b3a6e' } })
      .avif()
      .toFile(path.join(publicDir, 'images/news/banner.avif'));
    // Two frames of 300 x 200: sharp reads an animation as its frames stacked (height 400).
    const frames = Buffer.alloc(300 * 400 * 3, 200);
    await sharp(frames, { raw: { ...frame, height: 400, pageHeight: 200 } })
      .gif()
      .toFile(path.join(publicDir, 'images/news/animated.gif'));

    const refs = await listPublicImages(publicDir);
    expect(refs).toEqual(expect.arrayContaining(['/images/news/banner.avif', '/images/news/animated.gif']));
    const images = await processImages(
      publicDir,
      ['/images/news/banner.avif', '/images/news/animated.gif'],
      cacheDir,
    );
    expect(images['/images/news/banner.avif']).toEqual({
      src: '/images/news/banner.avif',
      width: 300,
      height: 200,
    });
    expect(images['/images/news/animated.gif']).toEqual({
      src: '/images/news/animated.gif',
      width: 300,
      height: 200,
    });
  });
});
