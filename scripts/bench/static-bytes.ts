/**
 * A page's JavaScript and CSS as the built files say, without a browser: the entry module, the
 * chunks the page preloads (its page chunk), the chunks it loads once hydrated (the islands' code
 * when its body has islands) and everything those import statically (Vite's manifest), and its
 * stylesheets, linked or inlined in a <style> (vite.config.ts inlines the site's); gzip sizes (level 9,
 * as `npm run bench:bytes`, which measures the same pages in Chromium). Bytes are deterministic,
 * so the budgets can fail a test (tests/built/budgets.test.ts).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { staticClosure, type ChunkImports } from '../build/vite-manifest';
import { gzipSize } from './gzip-size';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** What a built page asks for as it loads: module scripts and preloads, stylesheets (dist/ paths), and its inline styles' text. */
export function pageAssets(html: string, base = '/'): { js: string[]; css: string[]; inlineCss: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const inlineCss: string[] = [];
  const local = (url: string) => (url.startsWith(base) ? url.slice(base.length) : undefined);
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const attrs = new Map(node.attrs.map(({ name, value }) => [name, value]));
      const src = attrs.get('src');
      const href = attrs.get('href');
      if (node.tagName === 'script' && attrs.get('type') === 'module' && src) js.push(src);
      if (node.tagName === 'link' && attrs.get('rel') === 'modulepreload' && href) js.push(href);
      if (node.tagName === 'link' && attrs.get('rel') === 'stylesheet' && href) css.push(href);
      if (node.tagName === 'style')
        inlineCss.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    const children =
      'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  const files = (urls: string[]) => urls.map(local).filter((file) => file !== undefined);
  return { js: files(js), css: files(css), inlineCss };
}

export interface StaticPageBytes {
  js: number;
  css: number;
  files: string[];
}

/** The page's JavaScript (with static imports, and `onDemand`: chunks it loads once hydrated) and CSS in gzip bytes. */
export function staticPageBytes(
  html: string,
  distDir: string,
  importsOf: ChunkImports,
  base = '/',
  onDemand: readonly string[] = [],
): StaticPageBytes {
  const assets = pageAssets(html, base);
  const files = [...staticClosure([...assets.js, ...onDemand], importsOf)].sort();
  const sum = (list: readonly string[]) =>
    list.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0);
  const inline = assets.inlineCss.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0);
  return { js: sum(files), css: sum(assets.css) + inline, files };
}
