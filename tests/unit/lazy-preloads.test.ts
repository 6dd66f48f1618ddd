import { describe, expect, it } from 'vitest';
import { dropUnusedPreloads } from '../../scripts/prerender/lazy-preloads';

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
