import type { ImageInfo } from '../../lib/images';

export interface PictureProps {
  image: ImageInfo;
  alt: string;
  /** How wide the image is shown, for choosing among resized copies, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** The page's main image: load it first instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** An image with its intrinsic size reserved, resized copies and WebP where the build made them. */
export function Picture({ image, alt, sizes = '100vw', priority = false, className }: PictureProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!image.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
