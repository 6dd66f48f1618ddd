/**
 * Lighthouse benchmark (a report, not a test).
 * Inputs:  dist/ (a built site: `npm run build`); LIGHTHOUSE_RUNS (default 1) runs per page and
 *          preset, medians kept; LIGHTHOUSE_PRESETS (default `mobile,desktop`); LIGHTHOUSE_DISTS
 *          (default `dist`) a comma-separated list of built sites measured in turn in the same run,
 *          to compare two builds; LIGHTHOUSE_PAGES (default 5) how many of the bench pages to run
 *          (3: the home page, the article and the calendar), the HTML-only page always; CHROMIUM_PATH.
 * Outputs: per site, page and preset the medians of performance, FCP, LCP, TBT and CLS (and the
 *          other three scores), with each page's LCP as a multiple of the HTML-only page's; for
 *          each mobile page, what Lighthouse put between the first byte and the largest paint
 *          (the LCP element, its phases, the requests started before the paint);
 *          bench-results/lighthouse.json, and the last mobile run's full report per page in
 *          bench-results/lighthouse/.
 * Steps:   copy each site and add the HTML-only page (the article's HTML and CSS, its JavaScript
 *          files taken out: html-only.ts); serve it as GitHub Pages does (static files over
 *          HTTP/2, gzip, no `_headers`); launch Chromium headless; run Lighthouse's default
 *          (mobile) and desktop configurations on the home page, a news article, the training
 *          calendar, issuances, contact and the HTML-only page, the pages taking turns within
 *          each run; every run a first visit (storage cleared).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchPages, buildDayWarning, builtForDay, serveBuiltSite } from './bench-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { HTML_ONLY_PATH, siteWithHtmlOnlyPage } from './html-only';
import {
  explainPaint,
  formatExplanation,
  formatRow,
  medianSample,
  ratio,
  sampleOf,
  type LighthouseRow,
  type LighthouseSample,
} from './lighthouse-summary';

export type { LighthouseRow } from './lighthouse-summary';

/**
 * What Lighthouse clears before each run: its defaults plus localStorage, so that every run is a
 * first visit (as a fresh browser, or PageSpeed Insights, sees the page) although all runs share
 * one browser.
 */
const FIRST_VISIT = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
] as const;

type Preset = 'mobile' | 'desktop';

interface Site {
  name: string;
  origin: string;
  pages: string[];
  close: () => void;
}

async function openSite(distDir: string, pageCount: number): Promise<Site> {
  const all = benchPages(distDir);
  const pages = all.slice(0, pageCount);
  // The reference is the article: a page whose largest paint is its text, as on the others.
  const copy = siteWithHtmlOnlyPage(distDir, all[1]!);
  const server = await serveBuiltSite(copy.dir, { ignoreHeadersFile: true });
  return {
    name: path.relative(process.cwd(), distDir) || distDir,
    origin: server.origin,
    pages: [...pages, HTML_ONLY_PATH],
    close: () => {
      server.close();
      copy.remove();
    },
  };
}

async function main(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
  const dists = (process.env.LIGHTHOUSE_DISTS ?? 'dist').split(',').map((dir) => path.resolve(dir));
  const warning = buildDayWarning(await builtForDay());
  if (warning) console.warn(warning);
  const sites: Site[] = [];
  const pageCount = Number(process.env.LIGHTHOUSE_PAGES ?? 5);
  for (const dist of dists) sites.push(await openSite(dist, pageCount));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const samples = new Map<string, LighthouseSample[]>();
  const keyOf = (site: Site, page: string, preset: Preset) => `${site.name}\t${page}\t${preset}`;
  const reports = path.join('bench-results', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const explanations: string[] = [];
  try {
    // Run after run, every page takes its turn, so a change in the machine's load falls on all.
    for (let run = 0; run < runs; run++) {
      for (const site of sites) {
        for (const page of site.pages) {
          for (const preset of presets) {
            for (let failures = 0; ; failures++) {
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
                continue;
              }
              const key = keyOf(site, page, preset);
              samples.set(key, [...(samples.get(key) ?? []), sampleOf(result.lhr)]);
              if (preset === 'mobile' && run === runs - 1) {
                const slug = `${path.basename(site.name)}${page.replace(/\//g, '_')}`;
                writeFileSync(path.join(reports, `${slug}.json`), JSON.stringify(result.lhr));
                explanations.push(`[${site.name}] ${formatExplanation(page, explainPaint(result.lhr))}`);
              }
              break;
            }
          }
        }
      }
    }
  } finally {
    chrome.kill();
    for (const site of sites) site.close();
  }
  const rows: Array<LighthouseRow & { site: string }> = [];
  for (const site of sites) {
    for (const preset of presets) {
      const reference = medianSample(samples.get(keyOf(site, HTML_ONLY_PATH, preset)) ?? []);
      for (const page of site.pages) {
        const median = medianSample(samples.get(keyOf(site, page, preset)) ?? []);
        const isReference = page === HTML_ONLY_PATH;
        rows.push({
          site: site.name,
          page,
          preset,
          ...median,
          lcpRatio: isReference ? NaN : ratio(median.lcpMs, reference.lcpMs),
          fcpRatio: isReference ? NaN : ratio(median.fcpMs, reference.fcpMs),
        });
      }
    }
  }
  console.log(`\n${explanations.join('\n\n')}\n`);
  for (const site of sites) {
    console.log(`${site.name}: medians of ${runs} run(s); (x) is LCP / the HTML-only page's LCP`);
    for (const row of rows.filter((each) => each.site === site.name)) console.log(formatRow(row));
  }
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(rows, null, 2));
}

await main();
