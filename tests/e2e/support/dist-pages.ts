/** The built pages read straight from dist/, for checks on their HTML head. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prerenderedRoutes } from './site';

export interface BuiltPage {
  route: string;
  document: Document;
}

/** jsdom ships without type declarations; this is the one constructor used here. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window };
};

export function fileOfRoute(route: string, distDir = 'dist'): string {
  return path.join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

export function readBuiltPage(route: string, distDir = 'dist'): BuiltPage {
  const html = readFileSync(fileOfRoute(route, distDir), 'utf8');
  return { route, document: new JSDOM(html).window.document };
}

/** Every prerendered page but 404.html. */
export function builtPages(distDir = 'dist'): BuiltPage[] {
  return prerenderedRoutes(distDir).map((route) => readBuiltPage(route, distDir));
}

export function metaContent(document: Document, selector: string): string | null {
  return document.querySelector(selector)?.getAttribute('content') ?? null;
}

/** Every JSON-LD object of a page, parsed (a parse error fails the calling test). */
export function jsonLdOf(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}
