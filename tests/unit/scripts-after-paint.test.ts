/** A built page holds its script tags in a template until its first paint (decision 042). */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ID, pageScriptTags, START_PAGE_SCRIPTS } from '../../src/ssg/scripts-after-paint';

const FILES = {
  entry: 'assets/main-1.js',
  scripts: ['assets/framework-2.js', 'assets/home-3.js'],
  styles: ['assets/main-4.css'],
};

const page = (head: string, body = '<main><p>Hello</p></main>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">${head}<title>Page</title></head><body>${body}</body></html>`;

const built = page(pageScriptTags(FILES, '/'));

describe('pageScriptTags', () => {
  it('writes the starter, the stylesheets, then the entry and its preloads inside the template, in order', () => {
    expect(pageScriptTags(FILES, '/agia/')).toBe(
      `<script>${START_PAGE_SCRIPTS}</script>` +
        '<link rel="stylesheet" crossorigin href="/agia/assets/main-4.css">' +
        `<template id="${PAGE_SCRIPTS_ID}">` +
        '<script type="module" crossorigin src="/agia/assets/main-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/agia/assets/framework-2.js">' +
        '<link rel="modulepreload" crossorigin href="/agia/assets/home-3.js">' +
        '</template>',
    );
  });

  it('leaves no script file in the parsed document outside the template, and the stylesheet in the head', () => {
    const { document } = new JSDOM(built).window;
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    const template = document.getElementById(PAGE_SCRIPTS_ID) as HTMLTemplateElement;
    expect(template.parentElement).toBe(document.head);
    expect(
      template.content.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]'),
    ).toHaveLength(3);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/main-4.css',
    );
  });

  it('escapes a file name, and writes an empty template for a page with nothing to preload', () => {
    const tags = pageScriptTags({ entry: 'assets/"x".js', scripts: [], styles: [] }, '/');
    expect(tags).toContain('src="/assets/&quot;x&quot;.js"');
    expect(tags).not.toContain('modulepreload');
    expect(tags).not.toContain('stylesheet');
  });
});

describe('START_PAGE_SCRIPTS in a page', () => {
  const inserted = (document: Document) =>
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    );

  it('puts nothing in the document before the paint, then the tags once the first contentful paint is reported', () => {
    let report: ((list: unknown, observer: unknown) => void) | undefined;
    let disconnected = false;
    const dom = new JSDOM(built, {
      runScripts: 'dangerously',
      beforeParse(window) {
        // jsdom has no paint timing: a stand-in that hands the callback to the test.
        Object.assign(window, {
          PerformanceObserver: class {
            constructor(callback: (list: unknown, observer: unknown) => void) {
              report = callback;
            }
            observe() {}
            disconnect() {
              disconnected = true;
            }
          },
        });
      },
    });
    const { document } = dom.window;
    const entries = (name: string) => ({
      getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []),
    });
    expect(inserted(document)).toEqual([]);
    report!(entries('first-paint'), { disconnect() {} });
    expect(inserted(document)).toEqual([]);
    report!(entries('first-contentful-paint'), {
      disconnect: () => {
        disconnected = true;
      },
    });
    expect(disconnected).toBe(true);
    expect(inserted(document)).toEqual(['/assets/main-1.js', '/assets/framework-2.js', '/assets/home-3.js']);
    // The load event that follows adds nothing twice.
    dom.window.dispatchEvent(new dom.window.Event('load'));
    expect(inserted(document)).toHaveLength(3);
  });

  const loaded = (dom: JSDOM) =>
    dom.window.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => dom.window.addEventListener('load', resolve, { once: true }));

  it('without paint timing, puts the tags in the document after the first frame that follows the load event', async () => {
    // pretendToBeVisual: a visible page with animation frames, as a browser has.
    const dom = new JSDOM(built, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = dom.window;
    await loaded(dom);
    expect(inserted(document)).toEqual([]);
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5)));
    expect(inserted(document)).toEqual(['/assets/main-1.js', '/assets/framework-2.js', '/assets/home-3.js']);
  });

  it('with paint timing, does not take the load event or the frame after it for the paint', async () => {
    let report: ((list: unknown, observer: unknown) => void) | undefined;
    const dom = new JSDOM(built, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        Object.assign(window, {
          PerformanceObserver: Object.assign(
            class {
              constructor(callback: (list: unknown, observer: unknown) => void) {
                report = callback;
              }
              observe() {}
            },
            { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
          ),
        });
      },
    });
    const { document } = dom.window;
    await loaded(dom);
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 5)));
    expect(inserted(document)).toEqual([]);
    report!(
      { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
      { disconnect() {} },
    );
    expect(inserted(document)).toHaveLength(3);
    // The safety net's timer finds the scripts started and adds nothing.
    dom.window.close();
  });

  it('puts the tags in the document at once in a hidden page (a background tab reports no paint)', async () => {
    // jsdom's page is hidden and draws no frames unless it pretends to be visual.
    const dom = new JSDOM(built, { runScripts: 'dangerously' });
    expect(dom.window.document.visibilityState).not.toBe('visible');
    await loaded(dom);
    expect(inserted(dom.window.document)).toEqual([
      '/assets/main-1.js',
      '/assets/framework-2.js',
      '/assets/home-3.js',
    ]);
  });

  it('puts the tags in the document when a page is hidden before its first paint', () => {
    const dom = new JSDOM(built, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { document } = dom.window;
    expect(inserted(document)).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new dom.window.Event('visibilitychange'));
    expect(inserted(document)).toHaveLength(3);
  });
});
