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
