/**
 * Pure pieces of the prerender (see build.ts): which paths to render, which files a page
 * preloads, and how a rendered app becomes a complete HTML document. They write pages in the
 * format vite-react-ssg's browser runtime reads (its static loader data files and the build
 * hash), as its own build would.
 */
import type { Manifest } from 'vite';
import { policyMetaTags, splitCharset, type PagePolicy } from './head-order';

/** The route fields the prerender reads (vite-react-ssg's RouteRecord, loosely typed). */
export interface PrerenderRoute {
  path?: string;
  index?: boolean;
  lazy?: () => Promise<unknown>;
  getStaticPaths?: () => string[] | Promise<string[]>;
  children?: PrerenderRoute[];
}

const DYNAMIC = /[:*?]/;

/**
 * Every path the route table names: static paths as written, dynamic ones through their
 * getStaticPaths (which may live in the route's lazy module), "/" for an index route.
 * The patterns themselves stay in the list, as in vite-react-ssg; `renderablePaths` drops them.
 */
export async function routePaths(routes: readonly PrerenderRoute[]): Promise<string[]> {
  const paths = new Set<string>();
  const join = (path: string, prefix: string) =>
    prefix && !path.startsWith('/') ? `${prefix}${path ? `/${path}` : ''}` : path;
  const walk = async (list: readonly PrerenderRoute[], parent: string) => {
    const prefix = parent.replace(/\/$/, '');
    for (const declared of list) {
      const lazy = declared.lazy
        ? ((await declared.lazy()) as Partial<PrerenderRoute> | undefined)
        : undefined;
      const route = lazy ? { ...declared, ...lazy } : declared;
      const path = route.path == null ? undefined : join(route.path, prefix);
      if (path !== undefined) paths.add(path);
      if (path && route.getStaticPaths && DYNAMIC.test(path)) {
        for (const staticPath of await route.getStaticPaths()) {
          const full = join(staticPath, prefix);
          paths.add(full);
          if (route.children) await walk(route.children, full);
        }
      }
      if (route.index && !path) paths.add('/');
      if (route.children) await walk(route.children, path ?? '');
    }
  };
  await walk(routes, '');
  return [...paths];
}

/** The paths that name one page each (no `:param` or `*`), without repeats. */
export function renderablePaths(paths: readonly string[]): string[] {
  return [...new Set(paths.filter((path) => !path.includes(':') && !path.includes('*')))];
}

/** dist/-relative HTML file of a path: / -> index.html, /news/a -> news/a.html. */
export function htmlFileOf(path: string): string {
  return `${(path.endsWith('/') ? `${path}index` : path).replace(/^\//, '')}.html`;
}

const IMPORT_SPECIFIER = /import\((["'`])([^"'`]+)\1\)/g;

/** The file names (last path segment) a route's lazy function imports, from its source text. */
export function lazyImportNames(lazy: (() => unknown) | undefined): string[] {
  if (!lazy) return [];
  return [...lazy.toString().matchAll(IMPORT_SPECIFIER)].map((match) => match[2]!.split('/').at(-1)!);
}

const joinUrl = (base: string, file: string) => `${base.replace(/\/$/, '')}/${file.replace(/^\//, '')}`;

/**
 * The files a page preloads: the client chunks of the route modules it renders, every chunk
 * those import (statically or not: lazy-preloads.ts drops the unused lazy ones), and their CSS
 * and assets, in the order vite-react-ssg lists them.
 */
export function pageAssets(options: {
  /** Lazy import file names of the matched routes (lazyImportNames). */
  lazyImports: readonly string[];
  serverManifest: Manifest;
  clientManifest: Manifest;
  ssrManifest: Record<string, string[]>;
  base: string;
}): string[] {
  const { serverManifest, clientManifest, ssrManifest, base } = options;
  const entries = new Set<string>();
  for (const name of options.lazyImports) {
    const found = Object.entries(serverManifest).find(([, chunk]) => chunk.file.endsWith(name));
    if (found) entries.add(found[0]);
  }
  const modules = new Set<string>();
  const collect = (id: string) => {
    if (modules.has(id)) return;
    modules.add(id);
    const chunk = clientManifest[id];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      if (!next.endsWith('.html')) collect(next);
    }
  };
  for (const entry of entries) collect(entry);
  const assets = new Set<string>();
  for (const id of modules) {
    const chunk = clientManifest[id];
    if (chunk) {
      for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
        assets.add(joinUrl(base, file));
      }
    }
    for (const file of ssrManifest[id] ?? []) assets.add(file);
  }
  return [...assets];
}

/** The head tags a rendered page gets from react-helmet-async. */
export interface HeadTags {
  title: string;
  meta: string;
  link: string;
  script: string;
  htmlAttributes: string;
  bodyAttributes: string;
}

/**
 * The inline script vite-react-ssg's runtime reads the build hash from (it finds the static
 * loader data files by it). Its text is known before any page is written, so the policy can
 * allow it by hash in every page's head.
 */
export function buildHashScript(hash: string): string {
  return `window.__VITE_REACT_SSG_HASH__ = '${hash}'`;
}

/**
 * The document: the template (index.html as Vite built it) with the head in its final order
 * (head-order.ts: charset, the security policy, then the page's head tags and the template's
 * own), the html and body attributes, the app's markup in the root element marked as
 * server-rendered, and the build-hash script.
 */
export function documentHtml(options: {
  template: string;
  appHtml: string;
  head: HeadTags;
  hash: string;
  /** The policy the page carries itself; left out only where no policy applies (tests). */
  policy?: PagePolicy;
  rootId?: string;
}): string {
  const { head, rootId = 'root' } = options;
  // An empty <title> (no page set one) is left out, as vite-react-ssg does.
  const title = head.title.split('>')[1] === '</title' ? '' : head.title;
  const container = `<div id="${rootId}"></div>`;
  if (!options.template.includes(container)) {
    throw new Error(`index.html must contain ${container}: the prerendered pages are written into it.`);
  }
  const { charset, rest } = splitCharset(options.template);
  const start = [
    charset,
    options.policy && policyMetaTags(options.policy),
    title,
    head.meta,
    head.link,
    head.script,
  ];
  return (
    rest
      // Replacement functions, so that a "$" in a title or a page is written as it is.
      .replace('<head>', () => `<head>${start.filter(Boolean).join('')}`)
      .replace('<body', () => `<body ${head.bodyAttributes}`)
      .replace('<html', () => `<html ${head.htmlAttributes}`)
      .replace(
        container,
        () =>
          `<div id="${rootId}" data-server-rendered="true">${options.appHtml}</div>\n` +
          `<script>${buildHashScript(options.hash)}</script>`,
      )
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The <link> a preloaded file gets, by its kind; undefined for kinds that are not preloaded. */
function linkTag(file: string): string | undefined {
  const href = escapeAttribute(file);
  if (file.endsWith('.js')) return `<link rel="modulepreload" crossorigin="" href="${href}">`;
  if (file.endsWith('.css')) return `<link rel="stylesheet" href="${href}" crossorigin="">`;
  if (/\.(woff2?|ttf)$/.test(file)) {
    return `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="">`;
  }
  if (/\.(png|jpe?g|webp|gif|ico|svg)$/.test(file)) {
    return `<link rel="preload" as="image" href="${href}" crossorigin="">`;
  }
  return undefined;
}

/** The page with a link for each file at the end of its head, skipping files it already links. */
export function withHeadLinks(html: string, files: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('A prerendered page has no </head>.');
  const head = html.slice(0, headEnd);
  const added = new Set<string>();
  const tags: string[] = [];
  for (const file of files) {
    if (added.has(file) || head.includes(`href="${escapeAttribute(file)}"`)) continue;
    added.add(file);
    const tag = linkTag(file);
    if (tag) tags.push(tag);
  }
  return tags.length === 0 ? html : `${head}${tags.join('')}${html.slice(headEnd)}`;
}

/** An Error for what a loader threw: an Error, a Response (status) or any other value. */
export function describeFailure(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  if (thrown instanceof Response)
    return new Error(`a loader answered ${thrown.status} ${thrown.statusText}`.trim());
  if (thrown && typeof thrown === 'object' && 'status' in thrown) {
    return new Error(`a loader answered ${String(thrown.status)}`);
  }
  return new Error(`a loader failed: ${String(thrown)}`);
}
