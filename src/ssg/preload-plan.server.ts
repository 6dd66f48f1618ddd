/**
 * The files a prerendered page asks for as it loads, as data from Vite's manifest
 * (`build.manifest`, ./vite-manifest.ts): the chunks of the page's route modules and everything
 * they import statically, plus the lazy modules the page starts at once (LOADED_AT_ONCE). The
 * entry's own files (index.html's script, its static imports and its stylesheet) are left out:
 * Vite writes them into index.html, the template of every page. src/ssg/page-preloads.server.ts writes
 * the result into the head as the page is rendered; nothing edits the page afterwards.
 * Why: docs/decisions/039-preloads-as-data-and-no-dom-per-page.md.
 */
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

/** The files (paths under dist/) a page preloads, in the order the links are written. */
export interface PagePreloads {
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
 * What a page preloads: its route modules (manifest keys, e.g. src/pages/home.tsx) and the lazy
 * modules it starts at once, each with its static imports, minus the files of the entry chunks
 * (`isEntry`), which index.html already names. No duplicates; Vite's own order within a module.
 */
export function pagePreloads(
  manifest: ViteManifest,
  modules: readonly string[],
  lazyUsed: readonly string[] = [],
): PagePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const template = filesOf(manifest, withStaticImports(manifest, entries));
  const page = filesOf(manifest, withStaticImports(manifest, [...modules, ...lazyUsed]));
  const unique = (files: string[], known: string[]) =>
    [...new Set(files)].filter((file) => !known.includes(file));
  return {
    scripts: unique(page.scripts, template.scripts),
    styles: unique(page.styles, template.styles),
  };
}
