import { imageUnderBase, type ImageInfo } from '../../lib/images';

export interface PictureProps {
  /** The image as the build processed it (addresses from the site root). */
  image: ImageInfo;
  alt: string;
  /** How wide the image is shown, for choosing among resized copies, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The page's main image: load it first instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image with its intrinsic size reserved (no layout shift), the smallest resized copy that
 * fills its box, WebP where the build made it, and every address under the site's base path.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const { src, srcSet, webpSrcSet, width, height } = imageUnderBase(image, import.meta.env.BASE_URL);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!webpSrcSet) return img;
  // display: contents, so the <img> keeps its place in a flex or grid parent, as without WebP; the
  // <source> is then a box of its own there (browsers do not hide it), which a flex gap would
  // put space beside: it is hidden, which does not change the file the browser picks.
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
