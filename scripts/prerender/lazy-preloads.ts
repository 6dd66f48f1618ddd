/**
 * The prerenderer preloads every chunk a rendered module may import later, including code that
 * loads only on demand. These rules drop such a preload from pages that can never use it.
 */

export interface LazyChunk {
  /** Start of the chunk's file name, e.g. gallery-dialog (the build adds -HASH.js). */
  chunk: string;
  /** Text found in a page's HTML when the page can load the chunk. */
  usedWhen: string;
}

export const LAZY_CHUNKS: LazyChunk[] = [
  // The photo dialog of Markdown galleries (src/components/content/gallery.tsx).
  { chunk: 'gallery-dialog', usedWhen: 'aria-haspopup="dialog"' },
];

/** The page without <link rel="modulepreload"> tags for lazy chunks it does not use. */
export function dropUnusedPreloads(html: string, chunks: readonly LazyChunk[] = LAZY_CHUNKS): string {
  let out = html;
  for (const { chunk, usedWhen } of chunks) {
    if (out.includes(usedWhen)) continue;
    out = out.replace(
      new RegExp(`<link rel="modulepreload"[^>]*href="[^"]*/${chunk}-[\\w-]+\\.js"[^>]*>`, 'g'),
      '',
    );
  }
  return out;
}
