// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markDocumentForStaticData } from '../../src/lib/static-data-loaders';

const marked = (doc: Document) => doc.querySelector('[data-server-rendered=true]') !== null;

describe('markDocumentForStaticData', () => {
  it('marks a client-rendered page (404.html) while the router is made, then restores it', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const restore = markDocumentForStaticData(document);
    expect(marked(document)).toBe(true);
    restore();
    expect(marked(document)).toBe(false);
  });

  it('leaves a prerendered page marked for hydration', () => {
    document.body.innerHTML = '<div id="root" data-server-rendered="true"></div>';
    const restore = markDocumentForStaticData(document);
    restore();
    expect(document.getElementById('root')?.getAttribute('data-server-rendered')).toBe('true');
    expect(document.documentElement.hasAttribute('data-server-rendered')).toBe(false);
  });
});
