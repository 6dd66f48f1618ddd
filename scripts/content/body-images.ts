/** Finds the images content refers to, and gives the ones inside Markdown bodies their sizes. */
import type { Element, Properties } from 'hast';
import type { ImageInfo } from '../../src/lib/images';
import { IMAGE_FILE } from './images';

/** A path to an image under public/images/, as content writes it. */
const isImageRef = (value: string) => value.startsWith('/images/') && IMAGE_FILE.test(value);

function isImgElement(value: unknown): value is Element {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Element).type === 'element' &&
    (value as Element).tagName === 'img'
  );
}

/** Every local image path in a value: front matter fields, YAML fields and Markdown <img> sources. */
export function imageRefs(value: unknown): string[] {
  if (typeof value === 'string') return isImageRef(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imageRefs);
  if (value && typeof value === 'object') return Object.values(value).flatMap(imageRefs);
  return [];
}

/**
 * Gives every <img> in a compiled Markdown body its intrinsic size, lazy loading and, for photos,
 * a srcset of resized copies (WebP is offered through a <picture> wrapper).
 */
export function sizeBodyImages(value: unknown, images: Record<string, ImageInfo>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const info = isImgElement(item) ? images[String(item.properties.src)] : undefined;
      if (isImgElement(item) && info) value[index] = sizedImage(item, info);
      else sizeBodyImages(item, images);
    });
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) sizeBodyImages(child, images);
  }
}

const BODY_SIZES = '(min-width: 768px) 720px, 100vw';

export function sizedImage(img: Element, info: ImageInfo): Element {
  const properties: Properties = {
    ...img.properties,
    src: info.src,
    width: info.width,
    height: info.height,
    loading: 'lazy',
    decoding: 'async',
  };
  if (!info.srcSet) return { ...img, properties };
  const sized: Element = { ...img, properties: { ...properties, srcSet: info.srcSet, sizes: BODY_SIZES } };
  if (!info.webpSrcSet) return sized;
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'source',
        properties: { type: 'image/webp', srcSet: info.webpSrcSet, sizes: BODY_SIZES },
        children: [],
      },
      sized,
    ],
  };
}
