import { describe, expect, it } from 'vitest';
import { dropUnusedPreloads, type LazyChunk } from '../../scripts/build/lazy-preloads';
import { chunkImportsOf, type ViteManifest } from '../../scripts/build/vite-manifest';

/** A chunk a page needs at load only when it has a gallery photo (the rule's own test case). */
const WHEN_GALLERY: LazyChunk[] = [{ chunk: 'gallery-dialog', usedWhen: 'aria-haspopup="dialog"' }];

const head =
  '<head><link rel="modulepreload" crossorigin="" href="/assets/markdown-BZ8rmw4i.js">' +
  '<link rel="modulepreload" crossorigin="" href="/assets/gallery-dialog-DXiVVShe.js"></head>';

describe('dropUnusedPreloads', () => {
  it('drops a lazy chunk from a page without the text that says it is used', () => {
    expect(dropUnusedPreloads(`${head}<body><p>Text</p></body>`, WHEN_GALLERY)).toBe(
      '<head><link rel="modulepreload" crossorigin="" href="/assets/markdown-BZ8rmw4i.js"></head><body><p>Text</p></body>',
    );
  });

  it('keeps it where that text is found', () => {
    const page = `${head}<body><a href="/images/a.svg" aria-haspopup="dialog">photo</a></body>`;
    expect(dropUnusedPreloads(page, WHEN_GALLERY)).toBe(page);
  });
});

describe('dropUnusedPreloads with the built chunks', () => {
  // Vite's manifest: chunks by source key, imports by key.
  const chunks: ViteManifest = {
    'src/main.tsx': { file: 'assets/app-1.js', imports: ['_react'] },
    'src/markdown.tsx': { file: 'assets/markdown-1.js', imports: ['_react'] },
    'src/gallery-dialog.tsx': { file: 'assets/gallery-dialog-1.js', imports: ['_dialog-lib', '_react'] },
    '_dialog-lib': { file: 'assets/dialog-lib-1.js', imports: ['_react'] },
    _react: { file: 'assets/react-1.js' },
  };
  const readChunk = chunkImportsOf(chunks);
  const preload = (file: string) => `<link rel="modulepreload" crossorigin="" href="/${file}">`;
  const page = (body: string) =>
    `<head>${[
      'assets/react-1.js',
      'assets/markdown-1.js',
      'assets/gallery-dialog-1.js',
      'assets/dialog-lib-1.js',
    ]
      .map(preload)
      .join('')}<script type="module" async src="/assets/app-1.js"></script></head><body>${body}</body>`;

  it('also drops the chunks that only the unused lazy chunk imports, keeping shared ones', () => {
    expect(dropUnusedPreloads(page('<p>Text</p>'), WHEN_GALLERY, readChunk)).toBe(
      `<head>${preload('assets/react-1.js')}${preload('assets/markdown-1.js')}` +
        '<script type="module" async src="/assets/app-1.js"></script></head><body><p>Text</p></body>',
    );
  });

  it('keeps a dependency that another preloaded chunk imports statically', () => {
    const shared: ViteManifest = {
      ...chunks,
      'src/markdown.tsx': { file: 'assets/markdown-1.js', imports: ['_dialog-lib'] },
    };
    const html = dropUnusedPreloads(page('<p>Text</p>'), WHEN_GALLERY, chunkImportsOf(shared));
    expect(html).toContain('dialog-lib-1.js');
    expect(html).not.toContain('gallery-dialog-1.js');
  });

  it('keeps everything on a page that uses the chunk', () => {
    const html = page('<a aria-haspopup="dialog">photo</a>');
    expect(dropUnusedPreloads(html, WHEN_GALLERY, readChunk)).toBe(html);
  });
});
