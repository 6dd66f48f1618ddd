/**
 * The interactive parts of a prerendered Markdown body, hydrated on their own. The page around
 * them is hydrated by the app; the body's HTML is left as the build wrote it, and each island
 * (an element with data-island, written by ./body-html.tsx) gets a small React root of its own.
 * Loaded only on pages whose body has an island.
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { VideoEmbed } from '../embeds/video-embed';
import { Gallery, type GalleryImage } from './gallery';
import { GALLERY_ISLAND, VIDEO_ISLAND } from './islands';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** A gallery's photos, read back from the markup its component rendered at build time. */
export function galleryImagesFromMarkup(island: Element): GalleryImage[] {
  return [...island.querySelectorAll('figure')].flatMap((figure) => {
    const link = figure.querySelector('a');
    const img = figure.querySelector('img');
    if (!link || !img) return [];
    const image: GalleryImage = {
      src: link.getAttribute('href') ?? '',
      alt: img.getAttribute('alt') ?? '',
      caption: figure.querySelector('figcaption')?.textContent ?? '',
    };
    const width = positive(img.getAttribute('width'));
    const height = positive(img.getAttribute('height'));
    if (width && height) Object.assign(image, { width, height });
    const srcSet = img.getAttribute('srcset');
    if (srcSet) image.srcSet = srcSet;
    const webp = figure.querySelector('source[type="image/webp"]')?.getAttribute('srcset');
    if (webp) image.webpSrcSet = webp;
    return [image];
  });
}

/** Marks the island once hydrated (data-hydrated), as the root layout marks the page. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

function islandElement(island: HTMLElement) {
  const kind = island.dataset.island;
  if (kind === GALLERY_ISLAND) return <Gallery images={galleryImagesFromMarkup(island)} />;
  if (kind === VIDEO_ISLAND)
    return <VideoEmbed id={island.dataset.video ?? ''} title={island.dataset.title ?? ''} />;
  return null;
}

/** Hydrates every island inside `container`; the returned function unmounts them. */
export function mountIslands(container: HTMLElement): () => void {
  const roots: Root[] = [];
  for (const island of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const element = islandElement(island);
    if (element)
      roots.push(
        hydrateRoot(
          island,
          <Ready
            onReady={() => {
              island.dataset.hydrated = 'true';
            }}
          >
            {element}
          </Ready>,
        ),
      );
  }
  // Unmounted after the app's own commit: React refuses to unmount a root while rendering.
  return () => setTimeout(() => roots.forEach((root) => root.unmount()));
}
