/**
 * A page's JavaScript and CSS as the built files say, without a browser: every script it loads as
 * it starts, read from Vite's build manifest (imports and dynamicImports of its module script,
 * its preloads and all they reach), and its stylesheets, linked or inlined in a <style>
 * (vite.config.ts inlines the site's); gzip sizes (level 9, as `npm run bench:bytes`, which
 * measures the same pages in Chromium). A dynamic import counts unless it is another page's
 * module (loaded when the visitor moves there) or the caller names it as loaded later (on a
 * visitor's action), so a chunk loaded at start-up cannot be left out by forgetting it. Bytes
 * are deterministic, so the budgets can fail a test (tests/built/budgets.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { chunkImportsOf, staticClosure, type ViteManifest } from '../build/vite-manifest';
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

/** Route modules: each page preloads its own; another page's loads when the visitor moves there. */
const isPageModule = (src: string) => src.startsWith('src/pages/');

/**
 * The chunks a page loads as it starts (files under dist/): `files` (its module script and
 * preloads) and every chunk they import, statically or dynamically, except page modules and the
 * modules in `later` (by their path from the project root, the manifest's keys).
 */
export function startupChunks(
  files: readonly string[],
  manifest: ViteManifest,
  later: ReadonlySet<string> = new Set(),
): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  return staticClosure(files, (file) => {
    const chunk = byFile.get(file);
    const dynamic = (chunk?.dynamicImports ?? []).filter((src) => !isPageModule(src) && !later.has(src));
    return [...(chunk?.imports ?? []), ...dynamic]
      .map((key) => manifest[key]?.file)
      .filter((imported) => imported !== undefined);
  });
}

/** The chunks the page's HTML fetches by itself: its scripts, preloads and their static imports. */
export function preloadedChunks(html: string, manifest: ViteManifest, base = '/'): Set<string> {
  return staticClosure(pageAssets(html, base).js, chunkImportsOf(manifest));
}

export interface StaticPageBytes {
  js: number;
  css: number;
  files: string[];
}

/** The page's JavaScript at start-up (`startupChunks`) and CSS, in gzip bytes. */
export function staticPageBytes(
  html: string,
  distDir: string,
  manifest: ViteManifest,
  later: ReadonlySet<string> = new Set(),
  base = '/',
): StaticPageBytes {
  const assets = pageAssets(html, base);
  const files = [...startupChunks(assets.js, manifest, later)].sort();
  const sum = (list: readonly string[]) =>
    list.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0);
  const inline = assets.inlineCss.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0);
  return { js: sum(files), css: sum(assets.css) + inline, files };
}

/** The file Pagefind writes first in dist/pagefind/: its version and, per language, the index's names. */
interface PagefindEntry {
  languages: Record<string, { hash: string; wasm: string }>;
}

export interface SearchQueryBytes {
  /** Pagefind's JavaScript: pagefind.js and the worker it starts (pagefind-worker.js), gzip. */
  js: number;
  /**
   * The most one query fetches, as stored (Pagefind writes them gzip-compressed): the entry file,
   * the language's WebAssembly and index metadata, every index chunk of the language, and the
   * fragments of the `results` largest results (one per result shown). Filter chunks are left out:
   * the site searches without filters.
   */
  data: number;
  /** Under dist/: the JavaScript files, then the data files. */
  jsFiles: string[];
  dataFiles: string[];
}

/**
 * What Pagefind adds to the search page opened with a query (`/search?q=...`): its JavaScript,
 * and the WebAssembly and index data a query fetches, from the files of dist/pagefind/. A site
 * with several languages counts its largest (a page loads one).
 */
export function searchQueryBytes(distDir: string, results: number): SearchQueryBytes {
  const dir = path.join(distDir, 'pagefind');
  const size = (file: string) => statSync(path.join(distDir, file)).size;
  const jsFiles = ['pagefind/pagefind.js', 'pagefind/pagefind-worker.js'];
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
  const chunks = (folder: string, language: string, extension: string) =>
    readdirSync(path.join(dir, folder))
      .filter((name) => name.startsWith(`${language}_`) && name.endsWith(extension))
      .map((name) => `pagefind/${folder}/${name}`);
  const perLanguage = Object.entries(entry.languages).map(([language, { hash, wasm }]) => {
    const largest = chunks('fragment', language, '.pf_fragment')
      .sort((a, b) => size(b) - size(a))
      .slice(0, results);
    const files = [
      'pagefind/pagefind-entry.json',
      `pagefind/wasm.${wasm}.pagefind`,
      `pagefind/pagefind.${hash}.pf_meta`,
      ...chunks('index', language, '.pf_index'),
      ...largest,
    ];
    return { files, bytes: files.reduce((total, file) => total + size(file), 0) };
  });
  const heaviest = perLanguage.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    js: jsFiles.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0),
    data: heaviest.bytes,
    jsFiles,
    dataFiles: heaviest.files,
  };
}
