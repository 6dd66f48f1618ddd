/**
 * Bytes benchmark: a report on the live pages, measured in Chromium. It never fails: the budgets
 * gate only the fixture site, which carries every component an editor can use
 * (tests/built/budgets.test.ts); here they say which live page grew past them.
 * Inputs:  dist/ (a built site; OUT_DIR reports another).
 * Outputs: per route, the gzip bytes of the JavaScript and CSS a visitor downloads on first load
 *          (the stylesheet inlined in the page's <style> counted as CSS), the HTML itself (with it), and the routes past the budget; bench-results/bytes.json.
 *          Then the search opened with a query (`/search?q=renew`; BYTES_QUERY sets the words):
 *          its JavaScript with Pagefind's, and the WebAssembly and index data the query fetched.
 * Steps:   serve dist/, open every route in headless Chromium, record the same-origin scripts and
 *          stylesheets it fetches until React and the body's islands have hydrated, gzip each of
 *          those files from dist/ and compare the sums with the budgets below.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET, overBudget } from './budgets';
import { gzipSize } from './gzip-size';
import { pageAssets } from './static-bytes';
import type { Page, Response } from '@playwright/test';
import { serveBuiltSite } from './bench-pages';
import { launchChromium } from './chromium';
import { pagePath } from '../../src/site-pages';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  html: number;
  /** The page can open a dialog or search (reported; the budget is the same for every page). */
  interactive: boolean;
  files: string[];
}

export { BUDGET, overBudget } from './budgets';

/** A page with a dialog (gallery, poster, menu dialog) or search (a column of the report). */
export function isInteractivePage(route: string, html: string): boolean {
  return route === pagePath('/search') || html.includes('aria-haspopup="dialog"');
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
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      !document.querySelector('[data-island]:not([data-hydrated])'),
  );
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
  const html = readFileSync(htmlFile, 'utf8');
  return {
    route,
    js: sum(js),
    css:
      sum(css) +
      pageAssets(html).inlineCss.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0),
    html: gzipSync(html, { level: 9 }).length,
    interactive: isInteractivePage(route, html),
    files: js.sort(),
  };
}

export interface SearchQueryRow {
  route: string;
  /** Every script fetched, Pagefind's and its worker's included, gzip. */
  js: number;
  /** Of which Pagefind's (pagefind.js and its worker), gzip. */
  engineJs: number;
  /** Pagefind's WebAssembly and index files fetched for the query, as stored (gzip-compressed). */
  data: number;
  results: number;
  files: string[];
}

/**
 * Opens the search with a query in Chromium and adds up what it fetched until the results were
 * shown and the network was quiet: the scripts (the page's, pagefind.js and the worker it
 * starts), and Pagefind's data files (its WebAssembly, index chunks, result fragments).
 */
export async function searchQueryBytes(
  page: Page,
  origin: string,
  distDir: string,
  query: string,
): Promise<SearchQueryRow> {
  const fetched = new Set<string>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === origin) fetched.add(url.pathname);
  };
  page.on('response', onResponse);
  const route = `${pagePath('/search')}?q=${encodeURIComponent(query)}`;
  await page.goto(`${origin}${route}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const results = page.locator('[aria-label="Search results"] ol > li');
  await results.first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = [...fetched].filter((file) => existsSync(path.join(distDir, file))).sort();
  const scripts = files.filter((file) => file.endsWith('.js'));
  const data = files.filter((file) => file.startsWith('/pagefind/') && !file.endsWith('.js'));
  return {
    route,
    js: scripts.reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0),
    engineJs: scripts
      .filter((file) => file.startsWith('/pagefind/'))
      .reduce((total, file) => total + gzipSize(path.join(distDir, file)), 0),
    data: data.reduce((total, file) => total + statSync(path.join(distDir, file)).size, 0),
    results: await results.count(),
    files: [...scripts, ...data],
  };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['assets', 'static-loader-data', 'images', 'documents', 'pagefind', 'admin'].includes(entry.name)
        ? []
        : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

async function main(): Promise<void> {
  const distDir = path.resolve(process.env.OUT_DIR || 'dist');
  const site = await serveBuiltSite(distDir);
  const browser = await launchChromium();
  const page = await browser.newPage();
  const rows: RouteBytes[] = [];
  for (const file of htmlFiles(distDir).filter((file) => !file.endsWith('404.html'))) {
    rows.push(await routeBytes(page, site.origin, distDir, file));
  }
  const searchPage = await browser.newPage();
  const search = await searchQueryBytes(searchPage, site.origin, distDir, process.env.BYTES_QUERY ?? 'renew');
  await browser.close();
  site.close();
  rows.sort((a, b) => a.route.localeCompare(b.route));
  const columns = ['JS gzip', 'CSS gzip', 'HTML gzip'];
  console.log('route'.padEnd(44), ...columns.map((title) => title.padStart(10)), '  budget');
  for (const row of rows) {
    const over = overBudget(row);
    console.log(
      row.route.padEnd(44),
      ...[row.js, row.css, row.html].map((bytes) => kb(bytes).padStart(10)),
      `  ${row.interactive ? 'dialog/search' : 'content'}${over.length > 0 ? ` OVER: ${over.join(', ')}` : ''}`,
    );
  }
  const largest = rows.reduce((a, b) => (b.js > a.js ? b : a));
  const over = rows.filter((row) => overBudget(row).length > 0);
  console.log(
    `\nLargest JavaScript: ${largest.route} ${kb(largest.js)} gzip; largest CSS ${kb(Math.max(...rows.map((row) => row.css)))} gzip.`,
  );
  console.log(
    `Budgets (gated on the fixture site only, tests/built/budgets.test.ts): JS ≤ ${kb(BUDGET.js)}; CSS ≤ ${kb(BUDGET.css)}. ` +
      (over.length === 0
        ? 'Every route is within them.'
        : `${over.length} of ${rows.length} routes past them (a report, not a failure).`),
  );
  const engine = search.engineJs + search.data;
  console.log(
    `\nThe search with a query, ${search.route} (${search.results} results): JS ${kb(search.js)} gzip, of which ` +
      `Pagefind's ${kb(search.engineJs)}; WebAssembly and index data ${kb(search.data)}; the search engine ` +
      `${kb(engine)} (budget ${kb(BUDGET.searchEngine)}${engine > BUDGET.searchEngine ? ', OVER: a report, not a failure' : ''}); ` +
      `${search.files.length} files:\n  ${search.files.join('\n  ')}`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bytes.json',
    JSON.stringify({ routes: rows, searchWithQuery: search }, null, 2),
  );
}

if (process.argv[1]?.endsWith(path.join('bench', 'bytes.ts'))) await main();
