/**
 * News archive benchmark (a report, not a test).
 * Inputs:  the project tree; sizes to try as arguments (default 100 1000 4000); BENCH_KEEP=1 keeps
 *          the temporary trees for inspection.
 * Outputs: per size, build seconds (content build and prerender), pages, pages/second, peak memory
 *          (largest process, RSS) and the gzip bytes of the JavaScript one article page loads;
 *          bench-results/news-bench.json.
 * Steps:   copy the project (without node_modules and dist) into a temporary folder, link
 *          node_modules, add N synthetic articles to the real ones (pages link to those), run
 *          the content build and the prerender there under /usr/bin/time, then load one article
 *          page from its dist/ in Chromium and record the scripts it downloads until React has
 *          hydrated.
 *          The real content/ and dist/ are never touched. The temporary folders are removed when
 *          every size has been measured, not between sizes: on ext4, files created just after
 *          thousands were deleted cost several times more (the inode allocator steps over recently
 *          freed inodes), and that would measure the benchmark's own clean-up, not the build.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '../../src/lib/dates';
import { editorVersion } from '../content/layout-check';
import { routeBytes } from './bytes';
import { serveBuiltSite } from './bench-pages';
import { GENERATED_ROOT } from '../content/generated-dir';
import { launchChromium } from './chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
  '.vite-react-ssg-temp',
  '.cache',
]);
const TODAY = '2026-11-22';
const GENERATED = path.join(ROOT, GENERATED_ROOT);

export function syntheticArticle(index: number): { name: string; text: string } {
  const n = String(index + 1).padStart(5, '0');
  const date = addDays('2026-11-20', -Math.floor(index / 2));
  const topic = [
    'risk-based audit planning',
    'internal control over procurement',
    'audit of ICT systems',
    'fraud risk assessment',
  ][index % 4]!;
  const text = `---
title: "Synthetic article ${n}: seminar on ${topic}"
date: ${date}
location: Quezon City
excerpt: Members of the association met to discuss ${topic} and agreed on next steps for their agencies (article ${n}).
${index % 5 === 0 ? '' : `listImage: ${BENCH_PHOTO}\nheaderImage: ${BENCH_PHOTO}\nimageAlt: A resource speaker addressing rows of participants\n`}---

The association held a seminar on ${topic} for its members. Participants came from national
agencies, local governments, state universities and government corporations (article ${n}).

## What was discussed

Speakers explained how internal audit units can plan their work around the risks that matter
most, and how to report findings so that management acts on them.

- Planning the annual internal audit programme
- Testing controls and documenting results
- Following up on recommendations

![Participants at the seminar](${BENCH_PHOTO} "Participants at the seminar on ${topic}.")

> Internal audit helps an agency do what it promised the public it would do.

More information is on the [association's training page](/training) and on
[the Internal Auditing Act](https://www.officialgazette.gov.ph).
`;
  return { name: `synthetic-article-${n}.md`, text };
}

/**
 * The photo of the synthetic articles (every fifth has none: a text card): a photo of the test
 * site, copied into the benchmark's copy of the project, since the live site may have none.
 */
/** The photo the synthetic articles show, copied from the fixture site into each copy. */
export const BENCH_PHOTO = '/images/news/bench-photo.jpg';
export const BENCH_PHOTO_SOURCE = path.join(
  ROOT,
  'tests/fixtures/site/public/images/news/seminar-cebu-1.jpg',
);

/** A copy of the project in a temporary folder with `count` synthetic articles added to the real ones. */
export function copyProject(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), `agia-news-bench-${count}-`));
  for (const entry of readdirSync(ROOT)) {
    if (SKIP.has(entry)) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      // The generated modules are made again by the content build of the copy.
      filter: (source) => source !== GENERATED,
    });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  mkdirSync(path.join(dir, 'public', 'images', 'news'), { recursive: true });
  cpSync(BENCH_PHOTO_SOURCE, path.join(dir, 'public', BENCH_PHOTO));
  // The synthetic articles are added to the real ones, which other pages link to.
  const news = path.join(dir, 'content', 'news');
  for (let index = 0; index < count; index++) {
    const { name, text } = syntheticArticle(index);
    // Laid out as the web editor saves files, so the content check has nothing to note.
    writeFileSync(path.join(news, name), editorVersion(`content/news/${name}`, text) ?? text);
  }
  return dir;
}

/**
 * Runs a command under GNU time; returns wall seconds, CPU seconds (user + system: on a shared
 * machine the wall time depends on the other jobs, the CPU time much less) and the peak RSS in MB.
 */
export function timed(
  dir: string,
  command: string[],
): { seconds: number; cpuSeconds: number; peakMb: number } {
  const report = path.join(dir, '.time');
  execFileSync('/usr/bin/time', ['-o', report, '-f', '%e %U %S %M', ...command], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', SITE_TODAY: TODAY },
  });
  const [seconds, user, system, kb] = readFileSync(report, 'utf8').trim().split(/\s+/).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { seconds, cpuSeconds: Math.round((user + system) * 10) / 10, peakMb: Math.round(kb / 1024) };
}

function htmlFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += htmlFiles(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count++;
  }
  return count;
}

/**
 * The JavaScript an article page downloads on a first visit, measured in Chromium exactly as the
 * bytes benchmark measures every route (scripts/bench/bytes.ts): files and total gzip bytes.
 */
async function articlePageJs(
  dist: string,
  htmlFile: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const site = await serveBuiltSite(dist);
  const browser = await launchChromium();
  try {
    const row = await routeBytes(await browser.newPage(), site.origin, dist, htmlFile);
    return { files: row.files, gzipBytes: row.js };
  } finally {
    await browser.close();
    site.close();
  }
}

interface Row {
  articles: number;
  contentSeconds: number;
  prerenderSeconds: number;
  totalSeconds: number;
  /** User + system CPU seconds of both steps, and of each. */
  cpuSeconds: number;
  contentCpuSeconds: number;
  prerenderCpuSeconds: number;
  pages: number;
  pagesPerSecond: number;
  peakMb: number;
  articleJsGzip: number;
  articleJsFiles: string[];
}

/** The two build steps of the copy in `dir` (content build, then prerender), each timed. */
export function buildSite(dir: string) {
  const bin = (name: string) => path.join(dir, 'node_modules', '.bin', name);
  const content = timed(dir, [bin('tsx'), 'scripts/build-content.ts']);
  const prerender = timed(dir, [bin('tsx'), 'scripts/build/build-pages.ts']);
  return { content, prerender };
}

async function run(count: number, dir: string): Promise<Row> {
  const { content, prerender } = buildSite(dir);
  const dist = path.join(dir, 'dist');
  const pages = htmlFiles(dist);
  const scripts = await articlePageJs(dist, path.join(dist, 'news', 'synthetic-article-00001.html'));
  const totalSeconds = Math.round((content.seconds + prerender.seconds) * 10) / 10;
  return {
    articles: count,
    contentSeconds: content.seconds,
    prerenderSeconds: prerender.seconds,
    totalSeconds,
    cpuSeconds: Math.round((content.cpuSeconds + prerender.cpuSeconds) * 10) / 10,
    contentCpuSeconds: content.cpuSeconds,
    prerenderCpuSeconds: prerender.cpuSeconds,
    pages,
    pagesPerSecond: Math.round(pages / totalSeconds),
    peakMb: Math.max(content.peakMb, prerender.peakMb),
    articleJsGzip: scripts.gzipBytes,
    articleJsFiles: scripts.files,
  };
}

function report(rows: readonly Row[]): void {
  console.table(rows.map(({ articleJsFiles: _files, ...row }) => row));
  const identical = rows.every(
    (row) =>
      row.articleJsFiles.join() === rows[0]!.articleJsFiles.join() &&
      row.articleJsGzip === rows[0]!.articleJsGzip,
  );
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(
    `Article page JavaScript identical across sizes: ${identical ? 'yes' : 'NO'} (${rows[0]?.articleJsFiles.join(', ')})`,
  );
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench-results', 'news-bench.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  if (!existsSync('/usr/bin/time')) console.warn('GNU time is missing: install the "time" package.');
}

async function main(): Promise<void> {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const rows: Row[] = [];
  const dirs: string[] = [];
  try {
    for (const count of sizes.length > 0 ? sizes : [100, 1000, 4000]) {
      console.log(`Building ${count} synthetic articles...`);
      const dir = copyProject(count);
      dirs.push(dir);
      const row = await run(count, dir);
      rows.push(row);
      console.log(
        `${count} articles: ${row.totalSeconds} s (content ${row.contentSeconds} s, prerender ${row.prerenderSeconds} s, ` +
          `CPU ${row.cpuSeconds} s: content ${row.contentCpuSeconds} s, prerender ${row.prerenderCpuSeconds} s), ` +
          `${row.pages} pages, ${row.pagesPerSecond} pages/s, peak ${row.peakMb} MB, article page JS ${row.articleJsGzip} B gzip`,
      );
    }
    report(rows);
  } finally {
    for (const dir of dirs) {
      if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
