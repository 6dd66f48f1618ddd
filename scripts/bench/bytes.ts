/**
 * Bytes benchmark (a report, not a test).
 * Inputs:  dist/ (a built site).
 * Outputs: per route, the gzip bytes of the JavaScript and CSS a visitor downloads on first load and
 *          of the HTML itself; the largest route; bench-results/bytes.json.
 * Steps:   serve dist/, open every route in headless Chromium, record the same-origin scripts and
 *          stylesheets it fetches until React has hydrated, and gzip each of those files from dist/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { createSiteServer } from '../serve';
import { CHROMIUM_ARGS } from './chromium';

export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  html: number;
  files: string[];
}

const gzipCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Loads a route in Chromium and returns the same-origin scripts and stylesheets it fetched until
 * React had hydrated (dynamic imports made at start-up included, e.g. react-dom's client).
 */
export async function loadedAssets(
  page: Page,
  origin: string,
  route: string,
): Promise<{ js: string[]; css: string[] }> {
  const js = new Set<string>();
  const css = new Set<string>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = response.request().resourceType();
    if (type === 'script') js.add(url.pathname);
    if (type === 'stylesheet') css.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  page.off('response', onResponse);
  return { js: [...js], css: [...css] };
}

export async function routeBytes(
  page: Page,
  origin: string,
  distDir: string,
  htmlFile: string,
): Promise<RouteBytes> {
  const rel = path.relative(distDir, htmlFile).replace(/\.html$/, '');
  const route = rel === 'index' ? '/' : `/${rel.split(path.sep).join('/')}`;
  const { js, css } = await loadedAssets(page, origin, route);
  const sum = (urls: string[]) =>
    urls.reduce(
      (total, url) => total + (existsSync(path.join(distDir, url)) ? gzipSize(path.join(distDir, url)) : 0),
      0,
    );
  return {
    route,
    js: sum(js),
    css: sum(css),
    html: gzipSync(readFileSync(htmlFile), { level: 9 }).length,
    files: js.sort(),
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['assets', 'static-loader-data', 'images', 'documents', 'pagefind'].includes(entry.name)
        ? []
        : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const distDir = path.resolve('dist');
  const server = createSiteServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const rows: RouteBytes[] = [];
  for (const file of htmlFiles(distDir).filter((file) => !file.endsWith('404.html'))) {
    rows.push(await routeBytes(page, origin, distDir, file));
  }
  await browser.close();
  server.close();
  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log('route'.padEnd(48), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), 'HTML gzip'.padStart(10));
  for (const row of rows)
    console.log(
      row.route.padEnd(48),
      kb(row.js).padStart(10),
      kb(row.css).padStart(10),
      kb(row.html).padStart(10),
    );
  const largest = rows.reduce((a, b) => (b.js > a.js ? b : a));
  const css = Math.max(...rows.map((row) => row.css));
  console.log(
    `\nLargest JavaScript: ${largest.route} ${kb(largest.js)} gzip (target ≤ 90 KB); largest CSS ${kb(css)} gzip (target < 15 KB).`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bytes.json', JSON.stringify(rows, null, 2));
}

if (process.argv[1]?.endsWith(path.join('bench', 'bytes.ts'))) await main();
