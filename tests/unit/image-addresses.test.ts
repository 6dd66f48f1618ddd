import { describe, expect, it, vi } from 'vitest';
import { imageUnderBase, srcSetUnderBase } from '../../src/lib/images';
import { withPhoto } from '../../src/loaders/images.server';
import { newsTeaser } from '../../src/loaders/news.server';
import type { NewsSummary } from '../../src/content/schemas/news';

// The images module the content build writes, as it would be for a small site: one photo, one
// drawing and the default news image (loaders read it; the live content never enters these tests).
vi.mock('#generated/images', () => ({
  images: {
    '/images/news/seminar.jpg': {
      src: '/_img/seminar-0a1b2c3d4e-960.jpg',
      width: 960,
      height: 720,
      srcSet: '/_img/seminar-0a1b2c3d4e-480.jpg 480w, /_img/seminar-0a1b2c3d4e-960.jpg 960w',
      webpSrcSet: '/_img/seminar-0a1b2c3d4e-480.webp 480w, /_img/seminar-0a1b2c3d4e-960.webp 960w',
    },
    '/images/people/maria.svg': { src: '/images/people/maria.svg', width: 320, height: 320 },
  },
}));

const summary: NewsSummary = {
  slug: 'seminar',
  title: 'Seminar Held in Cebu',
  date: '2026-10-02',
  excerpt: 'Forty auditors met in Cebu.',
  listImage: '/images/news/seminar.jpg',
  headerImage: '/images/news/seminar.jpg',
  imageAlt: 'Participants at round tables',
};

describe('image addresses under the base path', () => {
  it('puts every copy of a photo under the base, keeping the width descriptors', () => {
    const image = imageUnderBase(
      {
        src: '/_img/a-1-960.jpg',
        width: 960,
        height: 720,
        srcSet: '/_img/a-1-480.jpg 480w, /_img/a-1-960.jpg 960w',
        webpSrcSet: '/_img/a-1-480.webp 480w,/_img/a-1-960.webp 960w',
      },
      '/agia/',
    );
    expect(image).toEqual({
      src: '/agia/_img/a-1-960.jpg',
      width: 960,
      height: 720,
      srcSet: '/agia/_img/a-1-480.jpg 480w, /agia/_img/a-1-960.jpg 960w',
      webpSrcSet: '/agia/_img/a-1-480.webp 480w, /agia/_img/a-1-960.webp 960w',
    });
  });

  it('changes nothing at the root, and adds no srcset a drawing does not have', () => {
    const drawing = { src: '/images/news/board.svg', width: 1200, height: 675 };
    expect(imageUnderBase(drawing, '/')).toEqual(drawing);
    expect(imageUnderBase(drawing, '/sub/')).toEqual({ ...drawing, src: '/sub/images/news/board.svg' });
  });

  it('leaves addresses on other sites alone', () => {
    expect(srcSetUnderBase('https://example.org/a.jpg 1x, //cdn.example.org/b.jpg 2x', '/sub/')).toBe(
      'https://example.org/a.jpg 1x, //cdn.example.org/b.jpg 2x',
    );
  });
});

describe('loaders hand pages the processed images', () => {
  it('gives a news card the resized copies of its list image, not the original', async () => {
    const teaser = await newsTeaser(summary);
    expect(teaser.image?.src).toBe('/_img/seminar-0a1b2c3d4e-960.jpg');
    expect(teaser.image?.webpSrcSet).toContain('480w');
    expect(teaser).not.toHaveProperty('listImage');
    expect(teaser).not.toHaveProperty('headerImage');
  });

  it('gives an article without a photo a card without a picture', async () => {
    const { listImage: _list, headerImage: _header, imageAlt: _alt, ...noPhoto } = summary;
    const teaser = await newsTeaser(noPhoto);
    expect(teaser).not.toHaveProperty('image');
    expect(teaser.title).toBe(summary.title);
  });

  it('fails naming the file when an image was not processed', async () => {
    await expect(newsTeaser({ ...summary, listImage: '/images/news/missing.jpg' })).rejects.toThrow(
      '/images/news/missing.jpg',
    );
  });

  it("replaces a person's photo path by the processed photo, and leaves a person without one alone", async () => {
    expect(await withPhoto({ name: 'Maria Reyes', image: '/images/people/maria.svg' })).toEqual({
      name: 'Maria Reyes',
      photo: { src: '/images/people/maria.svg', width: 320, height: 320 },
    });
    expect(await withPhoto<{ name: string; image?: string }>({ name: 'Jose Cruz' })).toEqual({
      name: 'Jose Cruz',
    });
  });
});
