import { assetUrl } from './asset-url';

/** What the site knows about an image after the build has processed it. */
export interface ImageInfo {
  /** Address of the image to use when nothing better is supported (resized for rasters). */
  src: string;
  /** Intrinsic width and height in pixels, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Resized copies of a photo, largest last: `srcset` for the fallback format. */
  srcSet?: string;
  /** The same widths in WebP, offered first through <picture>. */
  webpSrcSet?: string;
}

/** An item (a person) with its optional photo path, `image`, replaced by the processed photo. */
export type WithPhoto<T extends { image?: string }> = Omit<T, 'image'> & { photo?: ImageInfo };

/** Every address of a `srcset` ("a.webp 480w, b.webp 960w") under the site's base path. */
export function srcSetUnderBase(srcSet: string, base: string): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [underBase(url, base), ...descriptor].join(' ');
    })
    .join(', ');
}

/**
 * The image with every address under the site's base path ("/" or "/sub/"): the build records
 * addresses from the site root, as editors write them, and the page adds the base when it shows them.
 */
export function imageUnderBase(image: ImageInfo, base: string): ImageInfo {
  return {
    ...image,
    src: underBase(image.src, base),
    ...(image.srcSet ? { srcSet: srcSetUnderBase(image.srcSet, base) } : {}),
    ...(image.webpSrcSet ? { webpSrcSet: srcSetUnderBase(image.webpSrcSet, base) } : {}),
  };
}

const underBase = (url: string, base: string) =>
  url.startsWith('/') && !url.startsWith('//') ? assetUrl(url, base) : url;
