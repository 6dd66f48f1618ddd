/**
 * Lighthouse benchmark (a report, not a test).
 * Inputs:  dist/ (a built site); LIGHTHOUSE_RUNS (default 1) runs per page and preset, median kept.
 * Outputs: per page and preset (mobile, desktop): the four category scores, LCP, CLS and TBT;
 *          bench-results/lighthouse.json.
 * Steps:   serve dist/ on 127.0.0.1, launch Debian's Chromium headless (offline flags), run Lighthouse
 *          with its default (mobile) and desktop configurations on the home page, a news article, the
 *          training calendar, issuances and contact, each run as a first visit (storage cleared).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchPages, buildDayWarning, serveBuiltSite } from './bench-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * What Lighthouse clears before each run: its defaults plus localStorage, so that every run is a
 * first visit (as a fresh browser, or PageSpeed Insights, sees the page) although all runs share
 * one browser. Pages remember there that the web font is cached (src/ssg/web-font.ts).
 */
const FIRST_VISIT = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const distDir = path.resolve('dist');
  const pages = benchPages(distDir);
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const site = await serveBuiltSite(distDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: LighthouseRow[] = [];
  const warning = buildDayWarning();
  if (warning) console.warn(warning);
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const samples: LighthouseRow[] = [];
        for (let run = 0, failures = 0; run < runs; run++) {
          const result = await lighthouse(
            `${site.origin}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes: [...FIRST_VISIT] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          // A run that Lighthouse itself could not complete (it reports a runtime error and no
          // scores) measures nothing: say so and run again, up to twice.
          if (result.lhr.runtimeError && failures < 2) {
            console.warn(`${page} ${preset}: ${result.lhr.runtimeError.message}; running again`);
            failures++;
            run--;
            continue;
          }
          const { categories, audits } = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          samples.push({
            page,
            preset,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
            cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
            tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          });
        }
        const keys = [
          'performance',
          'accessibility',
          'bestPractices',
          'seo',
          'lcpMs',
          'cls',
          'tbtMs',
        ] as const;
        const row = { page, preset } as LighthouseRow;
        for (const key of keys) row[key] = median(samples.map((sample) => sample[key]));
        rows.push(row);
        console.log(
          `${page.padEnd(44)} ${preset.padEnd(8)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    site.close();
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(rows, null, 2));
}

await main();
