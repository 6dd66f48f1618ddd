/**
 * First-paint benchmark on a throttled phone (a report, not a test).
 * Inputs:  dist/ (a built site); PAINT_RUNS (default 5) loads per page and variant, median kept;
 *          PAINT_DISTS (default `dist`) a comma-separated list of built sites measured in turn, to
 *          compare two builds in one run.
 * Outputs: per page, the paint a phone visitor sees, measured in a real browser rather than
 *          estimated: first contentful paint, largest contentful paint and the moment React has
 *          hydrated, with the page's scripts and without them (what the HTML and CSS alone
 *          allow); bench-results/paint.json.
 * Steps:   serve dist/, and for every load open a fresh browser context (nothing cached) at
 *          412 x 823 px, throttled through the DevTools protocol to Lighthouse's mobile profile
 *          (150 ms round trip, 1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up, CPU 4x slower); read
 *          the browser's own paint entries once the page has hydrated.
 * Why:     Lighthouse's default (simulated) LCP adds every script that finished before the observed
 *          paint to its estimate, so its figure for a page whose scripts do not delay the paint
 *          is still higher than what a visitor sees (docs/decisions/037).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { benchPages, buildDayWarning, serveBuiltSite } from './bench-pages';
import { launchChromium } from './chromium';

/** Lighthouse's mobile throttling (its `throttling` defaults), applied for real. */
export const MOBILE_PROFILE = {
  rttMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;

export interface PaintSample {
  fcpMs: number;
  lcpMs: number;
  /** When `<html data-hydrated>` was set; NaN without scripts. */
  hydratedMs: number;
}

export interface PaintRow extends PaintSample {
  page: string;
  variant: 'with scripts' | 'HTML and CSS only';
}

interface PaintEntries {
  fcp: number;
  lcp: number;
  hydrated: number;
}

/** Records the first and largest contentful paints and the hydration moment, from the first byte on. */
const OBSERVE = `
  window.__paint = { fcp: NaN, lcp: NaN, hydrated: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paint.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === 'true' && Number.isNaN(window.__paint.hydrated))
      window.__paint.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
`;

async function loadOnce(browser: Browser, url: string, scripts: boolean): Promise<PaintSample> {
  const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  if (!scripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  if (scripts) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Without its scripts a page can finish loading before its first paint.
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __paint: PaintEntries }).__paint.fcp),
  );
  // The largest paint is final once the page has settled; a short pause lets its entry arrive.
  await page.waitForTimeout(300);
  const sample = await page.evaluate(() => {
    const paint = (window as unknown as { __paint: PaintEntries }).__paint;
    return { fcpMs: paint.fcp, lcpMs: paint.lcp, hydratedMs: paint.hydrated };
  });
  await context.close();
  return sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const runs = Number(process.env.PAINT_RUNS ?? 5);
  const dists = (process.env.PAINT_DISTS ?? 'dist').split(',').map((dir) => path.resolve(dir));
  const sites = [];
  for (const dist of dists)
    sites.push({ name: path.relative(process.cwd(), dist) || dist, dist, ...(await serveBuiltSite(dist)) });
  const browser = await launchChromium();
  const rows: Array<PaintRow & { site: string }> = [];
  const warning = buildDayWarning();
  if (warning) console.warn(warning);
  try {
    for (const page of benchPages(dists[0]!)) {
      for (const [variant, scripts] of [
        ['with scripts', true],
        ['HTML and CSS only', false],
      ] as const) {
        const samples = new Map(sites.map((site) => [site.name, [] as PaintSample[]]));
        // Load after load, the sites take turns, so a change in the machine's load falls on all.
        for (let run = 0; run < runs; run++)
          for (const site of sites)
            samples.get(site.name)!.push(await loadOnce(browser, `${site.origin}${page}`, scripts));
        for (const site of sites) {
          const taken = samples.get(site.name)!;
          const row = {
            site: site.name,
            page,
            variant,
            fcpMs: Math.round(median(taken.map((sample) => sample.fcpMs))),
            lcpMs: Math.round(median(taken.map((sample) => sample.lcpMs))),
            hydratedMs: Math.round(median(taken.map((sample) => sample.hydratedMs))),
          };
          rows.push(row);
          console.log(
            `${sites.length > 1 ? `${path.basename(site.name).padEnd(14)} ` : ''}${page.padEnd(44)} ` +
              `${variant.padEnd(18)} FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms` +
              (scripts ? `  hydrated ${row.hydratedMs} ms` : ''),
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) site.close();
  }
  console.log(
    `\nMedians of ${runs} loads each, fresh cache, Lighthouse's mobile throttling applied in the browser.`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/paint.json', JSON.stringify(rows, null, 2));
}

if (process.argv[1]?.endsWith(path.join('bench', 'paint.ts'))) await main();
