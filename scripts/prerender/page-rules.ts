/**
 * The site's own rules for a prerendered page, applied after rendering (by the build's workers,
 * and by the development server through vite.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { charsetFirst } from './head-order';
import { moveHydrationData } from './hydration-data';
import { dropUnusedPreloads, LAZY_CHUNKS, staticImports, type ChunkImports } from './lazy-preloads';

/**
 * - 404.html is served for every unknown address, including ones the router matches, such as
 *   /news/{unknown slug}. Without the server-rendered marker the client renders that page afresh
 *   instead of hydrating markup made for another route (a hydration error).
 * - Preloads of lazy code the page cannot use are dropped (lazy-preloads.ts).
 * - The router's hydration data becomes a JSON block the CSP allows (hydration-data.ts).
 * - <meta charset> moves to the top of <head> (head-order.ts).
 */
export function applyPageRules(route: string, html: string, importsOf?: ChunkImports): string {
  const page = route === '/404' ? html.replace(' data-server-rendered="true"', '') : html;
  return charsetFirst(moveHydrationData(dropUnusedPreloads(page, LAZY_CHUNKS, importsOf)));
}

/** Static imports of the built client chunks under distDir, each file read once. */
export function builtChunkImports(distDir: string): ChunkImports {
  const cache = new Map<string, readonly string[]>();
  return (file) => {
    let imports = cache.get(file);
    if (!imports) {
      const full = path.resolve(distDir, file);
      imports = existsSync(full) ? staticImports(readFileSync(full, 'utf8')) : [];
      cache.set(file, imports);
    }
    return imports;
  };
}
