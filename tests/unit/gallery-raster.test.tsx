// @vitest-environment jsdom
/**
 * Galleries of photos through the whole Markdown path: body compiled, images processed with sharp
 * (JPEG, PNG and WebP are wrapped in <picture>), sized into the tree, rendered to HTML by the build, hydrated as an island in <Markdown>.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Element, Root } from 'hast';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imagesIn } from '../../scripts/content/markdown';
import { compileMarkdown, stripPositions } from '../../scripts/content/markdown';
import { sizeBodyImages } from '../../scripts/content/body-images';
import { processImages } from '../../scripts/content/images';
import { galleryImages } from '../../src/components/content/body-html';
import { galleryImagesFromMarkup } from '../../src/components/content/body-islands';
import { cleanupBody, renderBody } from '../support/render-body';
import type { ImageInfo } from '../../src/lib/images';

let publicDir: string;
let images: Record<string, ImageInfo>;

const BODY = [
  '![Delegates at the registration desk](/images/gallery/registration.jpg "Registration opened at seven.")',
  '![The plenary hall during the keynote](/images/gallery/plenary.png)',
  '![Workshop tables in the breakout room](/images/gallery/workshop.webp "The analytics workshop.")',
  '![Floor plan of the exhibit hall](/images/gallery/floor-plan.svg)',
].join('\n');

/** A small gradient photo of the given format, 1200 x 900 (large enough to get resized copies). */
async function photo(file: string, format: 'jpeg' | 'png' | 'webp') {
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(gradient)).toFormat(format).toFile(file);
}

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'gallery-raster-'));
  const dir = path.join(publicDir, 'images/gallery');
  await mkdir(dir, { recursive: true });
  await photo(path.join(dir, 'registration.jpg'), 'jpeg');
  await photo(path.join(dir, 'plenary.png'), 'png');
  await photo(path.join(dir, 'workshop.webp'), 'webp');
  await writeFile(
    path.join(dir, 'floor-plan.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ccc"/></svg>',
  );
  const tree = compileMarkdown(BODY);
  images = await processImages(
    publicDir,
    imagesIn(tree).map((image) => image.src),
  );
});

afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

afterEach(cleanupBody);

/** The body as the build writes it: compiled, positions stripped, images sized. */
function builtBody(): Root {
  const tree = stripPositions(compileMarkdown(BODY));
  sizeBodyImages(tree, images);
  return tree;
}

describe('a gallery of JPEG, PNG, WebP and SVG images', () => {
  it('wraps the photos in <picture> and leaves the drawing a plain <img> (what the gallery must read)', () => {
    const gallery = builtBody().children[0] as Element;
    const inner = gallery.children.map((figure) => ((figure as Element).children[0] as Element).tagName);
    expect(inner).toEqual(['picture', 'picture', 'picture', 'img']);
  });

  it('finds every image of the gallery, with its caption, size and resized copies', () => {
    const found = galleryImages(builtBody().children[0] as Element);
    expect(found.map((image) => image.alt)).toEqual([
      'Delegates at the registration desk',
      'The plenary hall during the keynote',
      'Workshop tables in the breakout room',
      'Floor plan of the exhibit hall',
    ]);
    expect(found.map((image) => image.caption)).toEqual([
      'Registration opened at seven.',
      '',
      'The analytics workshop.',
      '',
    ]);
    const [jpeg, png, webp, svg] = found;
    expect(jpeg!.src).toMatch(/^\/_img\/registration-[0-9a-f]{10}-1200\.jpg$/);
    expect(png!.src).toMatch(/^\/_img\/plenary-[0-9a-f]{10}-1200\.png$/);
    // A WebP original gets JPEG copies as its fallback, and WebP copies in the <source>.
    expect(webp!.src).toMatch(/^\/_img\/workshop-[0-9a-f]{10}-1200\.jpg$/);
    for (const image of [jpeg!, png!, webp!]) {
      expect(image).toMatchObject({ width: 1200, height: 900 });
      expect(image.srcSet).toContain(' 480w');
      expect(image.webpSrcSet).toMatch(/\.webp 480w/);
    }
    expect(svg).toEqual({
      src: '/images/gallery/floor-plan.svg',
      alt: 'Floor plan of the exhibit hall',
      caption: '',
      width: 400,
      height: 300,
    });
  });

  it('renders a thumbnail link for every image and opens each one larger in the dialog', async () => {
    const user = userEvent.setup();
    const { container } = await renderBody(builtBody());
    // The island reads back from the prerendered markup what the build read from the tree.
    expect(galleryImagesFromMarkup(container.querySelector('[data-island]')!)).toEqual(
      galleryImages(builtBody().children[0] as Element),
    );
    const links = screen.getAllByRole('link', { name: /\(view larger\)$/ });
    expect(links).toHaveLength(4);
    const thumbnails = links.map((link) => within(link).getByRole('img'));
    expect(thumbnails[0]!.getAttribute('srcset')).toContain(' 480w');
    expect(thumbnails[0]!.getAttribute('sizes')).toBeTruthy();
    expect(links[0]!.querySelector('picture > source[type="image/webp"]')).not.toBeNull();
    expect(links[3]!.querySelector('picture')).toBeNull();

    const alts = thumbnails.map((img) => img.getAttribute('alt'));
    for (const [index, link] of links.entries()) {
      await user.click(link);
      const dialog = screen.getByRole('dialog', { name: `Photo ${index + 1} of 4` });
      const large = within(dialog).getByRole('img', { name: alts[index]! });
      expect(large.getAttribute('src')).toBe(link.getAttribute('href'));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
