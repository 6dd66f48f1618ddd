import { describe, expect, it } from 'vitest';
import { dropUnusedPreloads, staticImports } from '../../scripts/build/lazy-preloads';

const head =
  '<head><link rel="modulepreload" crossorigin="" href="/assets/markdown-BZ8rmw4i.js">' +
  '<link rel="modulepreload" crossorigin="" href="/assets/gallery-dialog-DXiVVShe.js"></head>';

describe('dropUnusedPreloads', () => {
  it('drops the gallery dialog preload from a page without a gallery', () => {
    expect(dropUnusedPreloads(`${head}<body><p>Text</p></body>`)).toBe(
      '<head><link rel="modulepreload" crossorigin="" href="/assets/markdown-BZ8rmw4i.js"></head><body><p>Text</p></body>',
    );
  });

  it('keeps it where a gallery photo can open the dialog', () => {
    const page = `${head}<body><a href="/images/a.svg" aria-haspopup="dialog">photo</a></body>`;
    expect(dropUnusedPreloads(page)).toBe(page);
  });
});

describe('dropUnusedPreloads with the built chunks', () => {
  const chunks: Record<string, string> = {
    'assets/app-1.js': 'import"./react-1.js";',
    'assets/markdown-1.js': 'import{a}from"./react-1.js";',
    'assets/gallery-dialog-1.js': 'import{b}from"./dialog-lib-1.js";import"./react-1.js";',
    'assets/dialog-lib-1.js': 'import{c}from"./react-1.js";',
    'assets/react-1.js': '',
  };
  const readChunk = (file: string) => staticImports(chunks[file] ?? '');
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
    expect(dropUnusedPreloads(page('<p>Text</p>'), undefined, readChunk)).toBe(
      `<head>${preload('assets/react-1.js')}${preload('assets/markdown-1.js')}` +
        '<script type="module" async src="/assets/app-1.js"></script></head><body><p>Text</p></body>',
    );
  });

  it('keeps a dependency that another preloaded chunk imports statically', () => {
    const shared: Record<string, string> = {
      ...chunks,
      'assets/markdown-1.js': 'import"./dialog-lib-1.js";',
    };
    const html = dropUnusedPreloads(page('<p>Text</p>'), undefined, (file) =>
      staticImports(shared[file] ?? ''),
    );
    expect(html).toContain('dialog-lib-1.js');
    expect(html).not.toContain('gallery-dialog-1.js');
  });

  it('keeps everything on a page with a gallery', () => {
    const html = page('<a aria-haspopup="dialog">photo</a>');
    expect(dropUnusedPreloads(html, undefined, readChunk)).toBe(html);
  });
});
