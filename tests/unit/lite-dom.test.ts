import { describe, expect, it } from 'vitest';
import { LiteDom } from '../../scripts/prerender/lite-dom';

const PAGE =
  '<!doctype html><html><head><title>T</title><link rel="stylesheet" href="/assets/app.css"></head><body><p>x</p></body></html>';

/** What vite-react-ssg does with each page (renderPreloadLinks -> appendLink), through the same API. */
function addLinks(dom: LiteDom, links: Array<Record<string, string>>) {
  const document = dom.window.document as {
    head: { querySelector(s: string): unknown; appendChild(e: unknown): unknown };
    createElement(tag: string): { setAttribute(n: string, v: string): void };
  };
  for (const attrs of links) {
    if (document.head.querySelector(`link[href='${attrs.href}']`)) continue;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
}

describe('LiteDom', () => {
  it('appends the links at the end of the head, attribute names in lower case, skipping repeats', () => {
    const dom = new LiteDom(PAGE);
    addLinks(dom, [
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
      { rel: 'stylesheet', href: '/assets/app.css', crossOrigin: '' },
      { rel: 'preload', as: 'image', href: '/images/a&b.svg', crossOrigin: '' },
    ]);
    expect(dom.serialize()).toBe(
      '<!doctype html><html><head><title>T</title><link rel="stylesheet" href="/assets/app.css">' +
        '<link rel="modulepreload" crossorigin="" href="/assets/page.js">' +
        '<link rel="preload" as="image" href="/images/a&amp;b.svg" crossorigin=""></head><body><p>x</p></body></html>',
    );
  });

  it('returns the page unchanged when nothing is added', () => {
    expect(new LiteDom(PAGE).serialize()).toBe(PAGE);
  });

  it('refuses what it does not implement instead of writing a wrong page', () => {
    const document = new LiteDom(PAGE).window.document as {
      querySelector(s: string): unknown;
      createElement(t: string): unknown;
    };
    expect(() => document.querySelector('#root')).toThrow(/lite DOM does not support/);
    expect(() => document.createElement('script')).toThrow(/lite DOM does not support/);
  });
});
