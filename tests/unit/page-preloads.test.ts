import { describe, expect, it } from 'vitest';
import { lazyModulesUsed, pagePreloads, type LazyModule } from '../../src/ssg/preload-plan.server';
import { chunkImportsOf, staticClosure, type ViteManifest } from '../../src/ssg/vite-manifest.server';
import { preloadTags } from '../../src/ssg/page-parts';

/** Vite's manifest of a small site: chunks by source key, imports by key (vite.dev/guide/backend-integration). */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/app-1.js',
    isEntry: true,
    imports: ['_framework-1.js'],
    css: ['assets/app-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/pages/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_framework-1.js', '_markdown-1.js', '_card-1.js', 'index.html'],
  },
  'src/pages/search.tsx': {
    file: 'assets/search-1.js',
    imports: ['_framework-1.js', 'src/search-box.tsx', 'index.html'],
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

describe('pagePreloads', () => {
  it('lists the route module and its static imports, without the files index.html already names', () => {
    expect(pagePreloads(manifest, ['src/pages/home.tsx'])).toEqual({
      scripts: ['assets/home-1.js', 'assets/markdown-1.js', 'assets/card-1.js'],
      styles: [],
    });
  });

  it('adds a lazy module the page starts at once, with only the imports no other link brings', () => {
    expect(pagePreloads(manifest, ['src/pages/home.tsx'], ['src/islands.tsx']).scripts).toEqual([
      'assets/home-1.js',
      'assets/markdown-1.js',
      'assets/card-1.js',
      'assets/islands-1.js',
      'assets/dialog-1.js',
    ]);
  });

  it('leaves out what a module imports with import() unless the page starts it', () => {
    const { scripts, styles } = pagePreloads(manifest, ['src/pages/search.tsx']);
    expect(scripts).toEqual(['assets/search-1.js', 'assets/search-box-1.js']);
    expect(scripts).not.toContain('assets/site-search-1.js');
    expect(styles).toEqual(['assets/search-1.css']);
  });

  it('names a module the manifest does not know, instead of writing a page without its code', () => {
    expect(() => pagePreloads(manifest, ['src/pages/gone.tsx'])).toThrow(
      "src/pages/gone.tsx is not in Vite's manifest",
    );
  });

  it('agrees with the static imports the budgets follow (every preload is in their closure)', () => {
    const files = pagePreloads(manifest, ['src/pages/home.tsx'], ['src/islands.tsx']).scripts;
    const closure = staticClosure(['assets/home-1.js', 'assets/islands-1.js'], chunkImportsOf(manifest));
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

describe('preloadTags', () => {
  it('writes stylesheets, then module preloads, under the base path, escaped', () => {
    expect(
      preloadTags({ scripts: ['assets/a-1.js', 'assets/"b".js'], styles: ['assets/c.css'] }, '/agia/'),
    ).toBe(
      '<link rel="stylesheet" crossorigin href="/agia/assets/c.css">' +
        '<link rel="modulepreload" crossorigin href="/agia/assets/a-1.js">' +
        '<link rel="modulepreload" crossorigin href="/agia/assets/&quot;b&quot;.js">',
    );
    expect(preloadTags({ scripts: [], styles: [] }, '/')).toBe('');
  });
});
