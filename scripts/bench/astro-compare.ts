/**
 * The 1,000-article build compared with Astro 5 on the same posts (a report, run by hand; not part
 * of npm test, and it needs the npm registry once to install Astro).
 * Usage:   npx tsx scripts/bench/astro-compare.ts [articles=1000] [runs=3]
 *          ASTRO_DIR (default /tmp/astro-bench) is the Astro project, made outside this repository.
 * Inputs:  the project tree; the synthetic articles of scripts/bench/news-bench.ts (same titles,
 *          front matter and bodies).
 * Outputs: per run, the wall and CPU seconds of this site's build (content build + prerender, in a
 *          fresh copy as `npm run bench:news` makes it) and of `astro build`; the best and the median
 *          of each, and the ratio of the medians (this site / Astro); bench-results/astro-compare.json.
 * Steps:   1. ASTRO_DIR gets astro@5 (npm install, once), the articles as Markdown files of a content
 *             collection (src/content/posts/, glob loader, no schema), one layout and one page per
 *             post (src/pages/news/[slug].astro: title, date, excerpt and the rendered body), and the
 *             sample photo the articles show (public/images/news/).
 *          2. The two builds run alternately, `runs` times each, so both see the same machine load.
 *             Astro starts cold every time: its output folder is new and its content cache
 *             (node_modules/.astro) is removed, as this site's copy starts without a cache.
 *          3. Folders are removed at the end, not between runs (see news-bench.ts on ext4).
 * Why:     docs/decisions/012-prerender-with-vite-react-ssg-build.md, docs/measurements/build-scale.md.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BENCH_PHOTO,
  BENCH_PHOTO_SOURCE,
  buildSite,
  copyProject,
  syntheticArticle,
  timed,
} from './news-bench';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ASTRO_DIR = process.env.ASTRO_DIR ?? '/tmp/astro-bench';
// The photo the synthetic articles show (news-bench.ts copies the same fixture photo to that path).
const PHOTO = BENCH_PHOTO.slice(1);

const FILES: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'astro-bench', private: true, type: 'module' }, null, 2)}\n`,
  'astro.config.mjs': `import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n`,
  'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

export const collections = {
  posts: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/posts' }) }),
};
`,
  'src/layouts/post.astro': `---
const { title } = Astro.props;
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{title} - AGIA</title></head>
  <body><main><slot /></main></body>
</html>
`,
  'src/pages/news/[slug].astro': `---
import { getCollection, render } from 'astro:content';
import Post from '../../layouts/post.astro';

export async function getStaticPaths() {
  const posts = await getCollection('posts');
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}
const { post } = Astro.props;
const { Content } = await render(post);
---
<Post title={post.data.title}>
  <h1>{post.data.title}</h1>
  <p>{post.data.location} · {String(post.data.date)}</p>
  <p>{post.data.excerpt}</p>
  <Content />
</Post>
`,
};

/** The Astro project with `count` posts; installs Astro 5 the first time. */
function prepareAstro(count: number): void {
  mkdirSync(ASTRO_DIR, { recursive: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(ASTRO_DIR, file)), { recursive: true });
    writeFileSync(path.join(ASTRO_DIR, file), text);
  }
  if (!existsSync(path.join(ASTRO_DIR, 'node_modules', 'astro'))) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', 'astro@5'], {
      cwd: ASTRO_DIR,
      stdio: 'inherit',
    });
  }
  const posts = path.join(ASTRO_DIR, 'src', 'content', 'posts');
  rmSync(posts, { recursive: true, force: true });
  mkdirSync(posts, { recursive: true });
  for (let index = 0; index < count; index++) {
    const { name, text } = syntheticArticle(index);
    writeFileSync(path.join(posts, name), text);
  }
  mkdirSync(path.join(ASTRO_DIR, 'public', path.dirname(PHOTO)), { recursive: true });
  copyFileSync(BENCH_PHOTO_SOURCE, path.join(ASTRO_DIR, 'public', PHOTO));
}

/** The HTML files under a built site's folder. */
function htmlPages(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  ).length;
}

/** One cold `astro build` into a new folder: wall and CPU seconds, pages written. */
function astroBuild(run: number) {
  rmSync(path.join(ASTRO_DIR, 'node_modules', '.astro'), { recursive: true, force: true });
  rmSync(path.join(ASTRO_DIR, '.astro'), { recursive: true, force: true });
  const bin = path.join(ASTRO_DIR, 'node_modules', '.bin', 'astro');
  const result = timed(ASTRO_DIR, [bin, 'build', '--silent', '--outDir', `dist-${run}`]);
  return {
    seconds: result.seconds,
    cpuSeconds: result.cpuSeconds,
    pages: htmlPages(path.join(ASTRO_DIR, `dist-${run}`)),
  };
}

/** One build of this site with the articles, in a fresh copy: wall and CPU seconds of both steps. */
function siteBuild(count: number, dirs: string[]) {
  const dir = copyProject(count);
  dirs.push(dir);
  const { content, prerender } = buildSite(dir);
  return {
    seconds: Math.round((content.seconds + prerender.seconds) * 100) / 100,
    cpuSeconds: Math.round((content.cpuSeconds + prerender.cpuSeconds) * 10) / 10,
    pages: htmlPages(path.join(dir, 'dist')),
  };
}

interface Build {
  seconds: number;
  cpuSeconds: number;
  pages: number;
}

const describe = ({ seconds, cpuSeconds, pages }: Build) =>
  `${seconds} s (CPU ${cpuSeconds} s, ${pages} pages)`;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function main(): void {
  const [count = 1000, runs = 3] = process.argv.slice(2).map(Number);
  console.log(`Load average at the start: ${load()} on ${cpus().length} cores`);
  prepareAstro(count);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const site: Build[] = [];
  const astro: Build[] = [];
  const dirs: string[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      site.push(siteBuild(count, dirs));
      astro.push(astroBuild(run));
      console.log(
        `run ${run}: this site ${describe(site.at(-1)!)}, Astro ${describe(astro.at(-1)!)}, load ${load()}`,
      );
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (let run = 1; run <= runs; run++)
      rmSync(path.join(ASTRO_DIR, `dist-${run}`), { recursive: true, force: true });
  }
  const summary = (rows: readonly Build[]) => ({
    best: Math.min(...rows.map((row) => row.seconds)),
    median: median(rows.map((row) => row.seconds)),
    cpuMedian: median(rows.map((row) => row.cpuSeconds)),
    pages: rows[0]?.pages ?? 0,
  });
  const result = {
    date: new Date().toISOString(),
    articles: count,
    runs,
    site: summary(site),
    astro: summary(astro),
    ratio:
      Math.round((median(site.map((row) => row.seconds)) / median(astro.map((row) => row.seconds))) * 100) /
      100,
    cpuRatio:
      Math.round(
        (median(site.map((row) => row.cpuSeconds)) / median(astro.map((row) => row.cpuSeconds))) * 100,
      ) / 100,
    loadAtEnd: load(),
  };
  console.table({ 'this site': result.site, 'Astro 5': result.astro });
  console.log(
    `Ratio of the medians (this site / Astro): ${result.ratio} wall, ${result.cpuRatio} CPU. ` +
      `Load average at the end: ${result.loadAtEnd}`,
  );
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench-results', 'astro-compare.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

main();
