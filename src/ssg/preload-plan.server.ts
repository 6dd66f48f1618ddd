/**
 * The files a prerendered page asks for as it loads, as data from Vite's manifest
 * (`build.manifest`, ./vite-manifest.ts): the browser's entry (src/main.tsx, the client build's
 * input; index.html names no script), the chunks of the page's route modules and everything they
 * and the entry import statically, plus the lazy modules the page starts at once
 * (LOADED_AT_ONCE), with their stylesheets. src/ssg/page-preloads.server.ts writes the result into
 * the head as the page is rendered; nothing edits the page afterwards.
 * Why: docs/decisions/012-prerender-with-vite-react-ssg-build.md, 042-scripts-after-first-paint.md.
 */
import { ENTRY_MODULE } from './entry-module';
import type { ManifestChunk, ViteManifest } from './vite-manifest.server';

/** A module the page chunks import with `import()`, which some pages start as they load. */
export interface LazyModule {
  /** The module's key in Vite's manifest: its path from the project root. */
  module: string;
  /** The attribute in a page's rendered markup that makes the page start the module at once. */
  usedWhen: string;
}

/**
 * The only lazy module a page starts as it loads: the islands of a Markdown body
 * (src/components/content/markdown.tsx imports them when the body has one). Every other
 * `import()` waits for the visitor (the search code for a keystroke, the toaster for a message),
 * so it is not preloaded.
 */
export const LOADED_AT_ONCE: readonly LazyModule[] = [
  { module: 'src/components/content/body-islands.tsx', usedWhen: 'data-island=' },
];

/** The files (paths under dist/) a page loads as it starts, in the order the tags are written. */
export interface PageFiles {
  /** The entry module's file: the page's one `<script type="module">`. */
  entry: string;
  /** The modules it imports, given as `<link rel="modulepreload">`. */
  scripts: string[];
  styles: string[];
}

function chunkOf(manifest: ViteManifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: was the module moved or renamed?`);
  return chunk;
}

/** The manifest keys of the given modules and of everything they import statically, depth first. */
function withStaticImports(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkOf(manifest, key).imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

const filesOf = (manifest: ViteManifest, keys: readonly string[]) => ({
  scripts: keys.map((key) => chunkOf(manifest, key).file),
  styles: keys.flatMap((key) => chunkOf(manifest, key).css ?? []),
});

/** The lazy modules of LOADED_AT_ONCE a page with this rendered markup starts as it loads. */
export function lazyModulesUsed(markup: string, lazy: readonly LazyModule[] = LOADED_AT_ONCE): string[] {
  return lazy.filter(({ usedWhen }) => markup.includes(usedWhen)).map(({ module }) => module);
}

/**
 * Everything a page loads as it starts, from the manifest: the entry module's file, the modules
 * to preload (the entry's static imports, then the page's route modules and the lazy modules it
 * starts at once, each with its static imports) and the stylesheets (the entry's, then the
 * page's). No duplicates, the entry not among the preloads; Vite's own order within a module.
 * Throws naming the module when one is not in the manifest.
 */
export function pageFiles(
  manifest: ViteManifest,
  modules: readonly string[],
  lazyUsed: readonly string[] = [],
  entry: string = ENTRY_MODULE,
): PageFiles {
  const entryFile = chunkOf(manifest, entry).file;
  const files = filesOf(manifest, withStaticImports(manifest, [entry, ...modules, ...lazyUsed]));
  return {
    entry: entryFile,
    scripts: [...new Set(files.scripts)].filter((file) => file !== entryFile),
    styles: [...new Set(files.styles)],
  };
}
