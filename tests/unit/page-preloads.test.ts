import { describe, expect, it } from 'vitest';
import { lazyModulesUsed, pageFiles, type LazyModule } from '../../src/ssg/preload-plan.server';
import { chunkImportsOf, staticClosure, type ViteManifest } from '../../src/ssg/vite-manifest.server';

/** Vite's manifest of a small site: chunks by source key, imports by key (vite.dev/guide/backend-integration). */
const manifest: ViteManifest = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_framework-1.js', '_runtime-1.js'],
    css: ['assets/main-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/pages/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_framework-1.js', '_markdown-1.js', '_card-1.js', 'src/main.tsx'],
  },
  'src/pages/search.tsx': {
    file: 'assets/search-1.js',
    imports: ['_framework-1.js', 'src/search-box.tsx', 'src/main.tsx'],
    css: ['assets/search-1.css'],
  },
  '_markdown-1.js': {
    file: 'assets/markdown-1.js',
    imports: ['_framework-1.js', '_card-1.js'],
    dynamicImports: ['src/islands.tsx'],
  },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_framework-1.js'] },
  'src/islands.tsx': {
    file: 'assets/islands-1.js',
    imports: ['_framework-1.js', '_dialog-1.js', '_card-1.js'],
  },
  '_dialog-1.js': { file: 'assets/dialog-1.js' },
  'src/search-box.tsx': { file: 'assets/search-box-1.js', dynamicImports: ['src/site-search.ts'] },
  'src/site-search.ts': { file: 'assets/site-search-1.js' },
};

const ISLANDS: LazyModule[] = [{ module: 'src/islands.tsx', usedWhen: 'data-island=' }];

const ENTRY_SCRIPTS = ['assets/framework-1.js', 'assets/runtime-1.js'];

describe('pageFiles', () => {
  it("names the entry, then preloads the entry's imports and the route module with its static imports", () => {
    expect(pageFiles(manifest, ['src/pages/home.tsx'])).toEqual({
      entry: 'assets/main-1.js',
      scripts: [...ENTRY_SCRIPTS, 'assets/home-1.js', 'assets/markdown-1.js', 'assets/card-1.js'],
      styles: ['assets/main-1.css'],
    });
  });

  it('never preloads the entry itself, though every page module imports it', () => {
    const { entry, scripts } = pageFiles(manifest, ['src/pages/search.tsx']);
    expect(entry).toBe('assets/main-1.js');
    expect(scripts).not.toContain(entry);
  });

  it('adds a lazy module the page starts at once, with only the imports no other link brings', () => {
    expect(pageFiles(manifest, ['src/pages/home.tsx'], ['src/islands.tsx']).scripts).toEqual([
      ...ENTRY_SCRIPTS,
      'assets/home-1.js',
      'assets/markdown-1.js',
      'assets/card-1.js',
      'assets/islands-1.js',
      'assets/dialog-1.js',
    ]);
  });

  it('leaves out what a module imports with import() unless the page starts it', () => {
    const { scripts, styles } = pageFiles(manifest, ['src/pages/search.tsx']);
    expect(scripts).toEqual([...ENTRY_SCRIPTS, 'assets/search-1.js', 'assets/search-box-1.js']);
    expect(scripts).not.toContain('assets/site-search-1.js');
    expect(styles).toEqual(['assets/main-1.css', 'assets/search-1.css']);
  });

  it('gives a page without route modules the entry and its imports only', () => {
    expect(pageFiles(manifest, [])).toEqual({
      entry: 'assets/main-1.js',
      scripts: ENTRY_SCRIPTS,
      styles: ['assets/main-1.css'],
    });
  });

  it('names a module, or an entry, the manifest does not know, instead of writing a page without its code', () => {
    expect(() => pageFiles(manifest, ['src/pages/gone.tsx'])).toThrow(
      "src/pages/gone.tsx is not in Vite's manifest",
    );
    expect(() => pageFiles(manifest, [], [], 'src/gone-main.tsx')).toThrow(
      "src/gone-main.tsx is not in Vite's manifest",
    );
  });

  it('agrees with the static imports the budgets follow (every preload is in their closure)', () => {
    const files = pageFiles(manifest, ['src/pages/home.tsx'], ['src/islands.tsx']).scripts;
    const closure = staticClosure(
      ['assets/main-1.js', 'assets/home-1.js', 'assets/islands-1.js'],
      chunkImportsOf(manifest),
    );
    expect(files.filter((file) => !closure.has(file))).toEqual([]);
  });
});

describe('lazyModulesUsed', () => {
  it('starts the islands on a page whose markup has one, and not elsewhere', () => {
    expect(lazyModulesUsed('<div class="md-gallery" data-island="gallery"></div>', ISLANDS)).toEqual([
      'src/islands.tsx',
    ]);
    expect(lazyModulesUsed('<p>No gallery here.</p>', ISLANDS)).toEqual([]);
  });
});
