/** Image lookups for loaders (server side only). */
import type { ImageInfo } from '../lib/images';

/** The processed image for a path under public/images/ (every such file is processed by the build). */
export async function resolveImage(src: string): Promise<ImageInfo> {
  const { images } = await import('../content/generated/images');
  const image = images[src];
  if (!image)
    throw new Error(`No image ${src} under public/images/ (the content check should have caught this).`);
  return image;
}
