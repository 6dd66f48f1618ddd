/**
 * First-paint benchmark on a throttled phone (a report, not a test).
 * Inputs:  dist/ (a built site); PAINT_RUNS (default 5) loads per page and variant, median kept;
 *          PAINT_DISTS (default `dist`) a comma-separated list of built sites measured in turn, to
 *          compare two builds in one run; PAINT_PAGES=n measures the first n pages only.
 * Outputs: per page, the paint a phone visitor sees, measured in a real browser rather than
 *          estimated: first contentful paint, largest contentful paint (its element, and any
 *          new one after hydration) and the moment React has hydrated, with the page's scripts
 *          and as an HTML-only page (the same page with its module scripts and preloads taken
 *          out), the LCP ratio of the two, the machine's load average; bench-results/paint.json.
 * Steps:   serve dist/ and a copy whose measured pages are HTML-only (html-only.ts), and for
 *          every load open a fresh browser context (nothing cached) at 412 x 823 px, throttled
 *          through the DevTools protocol to Lighthouse's mobile profile (150 ms round trip,
 *          1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up, CPU 4x slower); read the browser's own
 *          paint entries once the page has hydrated. The two variants take turns load by load.
 * Why:     Lighthouse's default (simulated) LCP adds every script that finished before the observed
 *          paint to its estimate, so its figure for a page whose scripts do not delay the paint
 *          is still higher than what a visitor sees (docs/decisions/037).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { benchPages, buildDayWarning, builtForDay, serveBuiltSite } from './bench-pages';
import { launchChromium } from './chromium';
import { siteWithoutScripts } from './html-only';

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
  /** The largest paint's element (tag, id or first class), e.g. `p.hero-lead`. */
  lcpElement: string;
  /** Largest-paint entries reported after hydration: a node React replaced or drew anew. */
  lcpAfterHydration: number;
}

export interface PaintRow extends PaintSample {
  page: string;
  variant: 'with scripts' | 'HTML and CSS only';
}

interface PaintEntries {
  fcp: number;
  lcp: number;
  lcpElement: string;
  lcpTimes: number[];
  hydrated: number;
}

/** Records the first and largest contentful paints and the hydration moment, from the first byte on. */
const OBSERVE = `
  window.__paint = { fcp: NaN, lcp: NaN, lcpElement: '', lcpTimes: [], hydrated: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) window.__paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      window.__paint.lcp = entry.startTime;
      window.__paint.lcpTimes.push(entry.startTime);
      window.__paint.lcpElement = element
        ? element.localName + (element.id ? '#' + element.id : element.classList[0] ? '.' + element.classList[0] : '')
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === 'true' && Number.isNaN(window.__paint.hydrated))
      window.__paint.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
`;

/**
 * A page in a fresh context (nothing cached), on a phone throttled as MOBILE_PROFILE says, with
 * `observe` run before the page's own scripts.
 */
export async function throttledPhonePage(
  browser: Browser,
  observe: string,
  viewport: { width: number; height: number } = MOBILE_PROFILE.viewport,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return { context, page };
}

async function loadOnce(browser: Browser, url: string, scripts: boolean): Promise<PaintSample> {
  const { context, page } = await throttledPhonePage(browser, OBSERVE);
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
    return {
      fcpMs: paint.fcp,
      lcpMs: paint.lcp,
      hydratedMs: paint.hydrated,
      lcpElement: paint.lcpElement,
      lcpAfterHydration: paint.lcpTimes.filter((time) => time > paint.hydrated).length,
    };
  });
  await context.close();
  return sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ratio = (withScripts: number, htmlOnly: number) => Math.round((withScripts / htmlOnly) * 100) / 100;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const runs = Number(process.env.PAINT_RUNS ?? 5);
  const dists = (process.env.PAINT_DISTS ?? 'dist').split(',').map((dir) => path.resolve(dir));
  const pages = benchPages(dists[0]!).slice(0, Number(process.env.PAINT_PAGES ?? Infinity));
  const sites = [];
  for (const dist of dists) {
    const copy = siteWithoutScripts(dist, pages);
    const [withScripts, htmlOnly] = [await serveBuiltSite(dist), await serveBuiltSite(copy.dir)];
    sites.push({
      name: path.relative(process.cwd(), dist) || dist,
      origins: { 'with scripts': withScripts.origin, 'HTML and CSS only': htmlOnly.origin },
      close: () => [withScripts.close(), htmlOnly.close(), copy.remove()],
    });
  }
  const browser = await launchChromium();
  const rows: Array<PaintRow & { site: string }> = [];
  const warning = buildDayWarning(await builtForDay());
  if (warning) console.warn(warning);
  console.log(`Load average at the start: ${loadAverage()} (1, 5, 15 min; ${cpus().length} cores)`);
  const variants = ['with scripts', 'HTML and CSS only'] as const;
  try {
    for (const page of pages) {
      const samples = new Map<string, PaintSample[]>();
      // Load after load, the sites and the variants take turns (the first one alternating), so a
      // change in the machine's load falls on all of them alike.
      for (let run = 0; run < runs; run++)
        for (const site of sites)
          for (const variant of run % 2 ? [...variants].reverse() : variants) {
            const key = `${site.name}\n${variant}`;
            samples.set(key, [
              ...(samples.get(key) ?? []),
              await loadOnce(browser, `${site.origins[variant]}${page}`, variant === 'with scripts'),
            ]);
          }
      for (const site of sites) {
        const [withScripts, htmlOnly] = variants.map((variant) => {
          const taken = samples.get(`${site.name}\n${variant}`)!;
          const elements = [...new Set(taken.map((sample) => sample.lcpElement))].join(' / ');
          const row = {
            site: site.name,
            page,
            variant,
            fcpMs: Math.round(median(taken.map((sample) => sample.fcpMs))),
            lcpMs: Math.round(median(taken.map((sample) => sample.lcpMs))),
            hydratedMs: Math.round(median(taken.map((sample) => sample.hydratedMs))),
            lcpElement: elements,
            lcpAfterHydration: Math.max(...taken.map((sample) => sample.lcpAfterHydration)),
          };
          rows.push(row);
          console.log(
            `${sites.length > 1 ? `${path.basename(site.name).padEnd(14)} ` : ''}${page.padEnd(44)} ` +
              `${variant.padEnd(18)} FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms` +
              (variant === 'with scripts' ? `  hydrated ${row.hydratedMs} ms` : '') +
              `  (${elements}${row.lcpAfterHydration ? `, ${row.lcpAfterHydration} new after hydration` : ''})`,
          );
          return row;
        });
        console.log(
          `${' '.repeat(sites.length > 1 ? 15 : 0)}${page.padEnd(44)} LCP x HTML-only  ${ratio(withScripts!.lcpMs, htmlOnly!.lcpMs)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) site.close();
  }
  console.log(
    `\nMedians of ${runs} loads each, fresh cache, Lighthouse's mobile throttling applied in the browser.` +
      `\nLoad average at the end: ${loadAverage()}`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/paint.json', JSON.stringify(rows, null, 2));
}

if (process.argv[1]?.endsWith(path.join('bench', 'paint.ts'))) await main();
