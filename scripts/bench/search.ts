/**
 * Search-results benchmark on a throttled phone (a report, not a test).
 * Inputs:  dist/ (a built site); SEARCH_DISTS (default `dist`) a comma-separated list of built
 *          sites measured in turn, to compare two builds; SEARCH_QUERY (default `PGIAM`);
 *          SEARCH_RUNS (default 5) loads per site, median kept.
 * Outputs: per site, the time from navigation to the first result on the page and the page's
 *          cumulative layout shift until the results have settled; bench-results/search.json.
 * Steps:   serve each site, open /search?q=... in a fresh context (nothing cached) at 375 x 812 px,
 *          throttled through the DevTools protocol as paint.ts does (150 ms round trip, 1.6 Mbit/s
 *          down, CPU 4x slower); a MutationObserver notes when the first result is in the DOM, a
 *          PerformanceObserver sums the layout shifts. The sites take turns load by load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { buildDayWarning, builtForDay, serveBuiltSite } from './bench-pages';
import { launchChromium } from './chromium';
import { throttledPhonePage } from './paint';

interface SearchSample {
  firstResultMs: number;
  cls: number;
}

/** Records the first result's arrival and every layout shift, from the first byte on. */
const OBSERVE = `
  window.__search = { firstResult: NaN, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__search.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    if (Number.isNaN(window.__search.firstResult) && document.querySelector('[aria-label="Search results"] ol > li'))
      window.__search.firstResult = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function loadOnce(browser: Browser, url: string): Promise<SearchSample> {
  const { context, page } = await throttledPhonePage(browser, OBSERVE, { width: 375, height: 812 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      !Number.isNaN(
        (window as unknown as { __search: SearchSample & { firstResult: number } }).__search.firstResult,
      ),
    undefined,
    { timeout: 60_000 },
  );
  // Shifts after the results arrive (images, fonts) count too: let the page settle.
  await page.waitForTimeout(1000);
  const sample = await page.evaluate(() => {
    const search = (window as unknown as { __search: { firstResult: number; cls: number } }).__search;
    return { firstResultMs: search.firstResult, cls: search.cls };
  });
  await context.close();
  return sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const runs = Number(process.env.SEARCH_RUNS ?? 5);
  const query = process.env.SEARCH_QUERY ?? 'PGIAM';
  const dists = (process.env.SEARCH_DISTS ?? 'dist').split(',').map((dir) => path.resolve(dir));
  const sites = [];
  for (const dist of dists)
    sites.push({ name: path.relative(process.cwd(), dist) || dist, ...(await serveBuiltSite(dist)) });
  const warning = buildDayWarning(await builtForDay());
  if (warning) console.warn(warning);
  const browser = await launchChromium();
  const samples = new Map<string, SearchSample[]>(sites.map((site) => [site.name, []]));
  try {
    for (let run = 0; run < runs; run++)
      for (const site of run % 2 ? [...sites].reverse() : sites)
        samples
          .get(site.name)!
          .push(await loadOnce(browser, `${site.origin}/search?q=${encodeURIComponent(query)}`));
  } finally {
    await browser.close();
    for (const site of sites) site.close();
  }
  const rows = sites.map((site) => {
    const taken = samples.get(site.name)!;
    return {
      site: site.name,
      query,
      firstResultMs: Math.round(median(taken.map((sample) => sample.firstResultMs))),
      cls: Math.round(median(taken.map((sample) => sample.cls)) * 1000) / 1000,
      runs: taken,
    };
  });
  for (const row of rows)
    console.log(
      `${row.site.padEnd(30)} /search?q=${query}  first result ${row.firstResultMs} ms  CLS ${row.cls}`,
    );
  console.log(
    `\nMedians of ${runs} loads each at 375 px, fresh cache, Lighthouse's mobile throttling applied in the browser.`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/search.json', JSON.stringify(rows, null, 2));
}

await main();
