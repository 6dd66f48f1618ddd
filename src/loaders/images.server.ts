/** Image lookups for loaders (server side only). */
import type { ImageInfo, WithPhoto } from '../lib/images';

/** The processed image for a path under public/images/ (every such file is processed by the build). */
export async function resolveImage(src: string): Promise<ImageInfo> {
  const { images } = await import('#generated/images');
  const image = images[src];
  if (!image)
    throw new Error(`No image ${src} under public/images/ (the content check should have caught this).`);
  return image;
}

/** The item with its optional photo path (`image`) replaced by the photo the build processed. */
export async function withPhoto<T extends { image?: string }>(item: T): Promise<WithPhoto<T>> {
  const { image, ...rest } = item;
  return image ? { ...rest, photo: await resolveImage(image) } : rest;
}
