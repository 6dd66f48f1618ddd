import { useRef, useState, type MouseEvent } from 'react';
import { GalleryDialog } from './gallery-dialog';

export interface GalleryImage {
  /** The image itself; for a photo, its largest resized copy (what the dialog shows). */
  src: string;
  alt: string;
  /** Empty when the editor wrote no caption. */
  caption: string;
  /** Intrinsic size, when the build knows it (reserves the space before the photo loads). */
  width?: number;
  height?: number;
  /** Resized copies of a photo in its own format, and in WebP (see scripts/content/images.ts). */
  srcSet?: string;
  webpSrcSet?: string;
}

/** Thumbnails fill a column of the grid: half the width on phones, a third of the 720 px body above. */
const THUMBNAIL_SIZES = '(min-width: 768px) 240px, (min-width: 640px) 33vw, 50vw';

/** A photo's thumbnail picks the smallest copy that fills its column; a drawing is used as it is. */
function Thumbnail({ image }: { image: GalleryImage }) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? THUMBNAIL_SIZES : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] h-full w-full object-cover transition-transform duration-200 hover:scale-105"
    />
  );
  if (!image.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={THUMBNAIL_SIZES} />
      {img}
    </picture>
  );
}

/**
 * A grid of photos. Each photo is a link to the image file (that works without JavaScript);
 * with JavaScript it opens the photo larger in a modal dialog instead.
 */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const lastOpened = useRef(0);

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    lastOpened.current = index;
    setOpenIndex(index);
  };

  return (
    <div className="not-prose my-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {images.map((image, index) => (
        <figure key={`${image.src}-${index}`} className="m-0!">
          <a
            href={image.src}
            ref={(element) => {
              links.current[index] = element;
            }}
            onClick={open(index)}
            aria-haspopup="dialog"
            className="block overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-offset-2"
          >
            <Thumbnail image={image} />
            <span className="sr-only"> (view larger)</span>
          </a>
          {image.caption ? (
            <figcaption className="mt-1.5 text-sm text-slate-600">{image.caption}</figcaption>
          ) : null}
        </figure>
      ))}
      <GalleryDialog
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocusTo={() => links.current[lastOpened.current]}
      />
    </div>
  );
}
