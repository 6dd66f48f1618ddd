/**
 * vite-react-ssg preloads every chunk a rendered module may import later, including code that
 * loads only on demand. These rules drop such a preload from pages that do not use it at load,
 * along with the chunks only that code needs.
 */
import type { ChunkImports } from './vite-manifest';

export interface LazyChunk {
  /** Start of the chunk's file name, e.g. body-islands (the build adds -HASH.js). */
  chunk: string;
  /** Text found in a page's HTML when the page needs the chunk as it loads. */
  usedWhen: string;
}

export const LAZY_CHUNKS: LazyChunk[] = [
  // The islands of Markdown bodies (src/components/content/body-islands.tsx).
  { chunk: 'body-islands', usedWhen: 'data-island=' },
];

export type { ChunkImports } from './vite-manifest';

/** The given chunks and every chunk they import statically, directly or not. */
export function staticClosure(files: Iterable<string>, importsOf: ChunkImports): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const PRELOAD = /<link rel="modulepreload"[^>]*href="[^"]*?(assets\/[\w.-]+\.js)"[^>]*>/g;
const ENTRY = /<script type="module"[^>]*src="[^"]*?(assets\/[\w.-]+\.js)"[^>]*>/g;

const removePreloads = (html: string, files: ReadonlySet<string>) =>
  html.replace(PRELOAD, (tag, file: string) => (files.has(file) ? '' : tag));

/**
 * The page without <link rel="modulepreload"> tags for lazy chunks it does not use and, given
 * the built chunks, for the chunks that only those lazy chunks import.
 */
export function dropUnusedPreloads(
  html: string,
  chunks: readonly LazyChunk[] = LAZY_CHUNKS,
  importsOf?: ChunkImports,
): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const unused = chunks.filter(({ usedWhen }) => !html.includes(usedWhen));
  const dropped = new Set(
    preloads.filter((file) =>
      unused.some(({ chunk }) => new RegExp(`(^|/)${chunk}-[\\w-]+\\.js$`).test(file)),
    ),
  );
  if (dropped.size === 0) return html;
  if (!importsOf) return removePreloads(html, dropped);
  const onlyLazy = staticClosure(dropped, importsOf);
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]!);
  const needed = staticClosure([...entries, ...preloads.filter((file) => !onlyLazy.has(file))], importsOf);
  return removePreloads(html, new Set([...onlyLazy].filter((file) => !needed.has(file))));
}
