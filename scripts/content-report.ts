/**
 * npm run content:report: what on the site is valid but needs an editor (scripts/report/).
 * Inputs:  content/ (or CONTENT_ROOT), git history for the pages' last change, SITE_TODAY
 *          (optional); `--fetch` also fetches every external address the content names (the
 *          nightly run only: tests and pull requests never reach the network), contained by
 *          scripts/report/fetch-links.ts (public addresses only, redirects checked, capped); `--markdown FILE`
 *          writes the report as Markdown (job summary, the content-health issue).
 * Outputs: the report on stdout; with GITHUB_OUTPUT set, `findings=<count>` for the workflow.
 *          Exit 0 with or without findings; exit 1 when the content check itself fails.
 * Steps:   check the content (a report on invalid content would mislead), read the files, ask
 *          git, fetch when asked, then hand everything to the pure checks.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build-content';
import { filesUnder } from './content/case-collisions';
import { lastCommitDay } from './content/last-changed';
import { compileBodies } from './content/compile-bodies';
import { parseMarkdown } from './content/markdown';
import { parseYaml } from './content/yaml-source';
import { readContentText } from './content/read-text';
import { sitePaths } from '../src/ssg/site-paths.server';
import {
  brokenLinks,
  picturesNotPhotographs,
  reportMarkdown,
  reportText,
  stalePages,
  type ExternalLink,
  type Finding,
} from './report/content-health';
import { containedChecker, MAX_URLS, RUN_TIME_LIMIT_MS } from './report/fetch-links';
import { contentFindings } from './report/content-findings';
import { resolveToday } from '../src/lib/dates';

/** Every https address in a parsed YAML value. */
function httpsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https:\/\/\S+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(httpsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(httpsIn);
  return [];
}

interface ReadContent {
  yaml: Array<{ file: string; data: unknown }>;
  markdown: Array<{ file: string; data: unknown; images: string[]; links: string[] }>;
}

/** The file's text; the content check has already refused a file over the size limit. */
async function textOf(root: string, file: string): Promise<string> {
  const read = await readContentText(path.join(root, file));
  if ('tooLarge' in read) throw new Error(`${file} ${read.tooLarge}`);
  return read.text;
}

async function readContent(root: string): Promise<ReadContent> {
  const all = await filesUnder(root, ['content']);
  const yamlFiles = all.filter((file) => /\.ya?ml$/.test(file));
  const markdownFiles = all.filter((file) => file.endsWith('.md'));
  const yaml = await Promise.all(
    yamlFiles.map(async (file) => ({ file, data: parseYaml(await textOf(root, file)).data })),
  );
  const files = markdownFiles.filter((file) => file !== 'content/README.md');
  const sources = await Promise.all(files.map(async (file) => parseMarkdown(await textOf(root, file))));
  // Compiled as the content check compiles them: in a worker, under its time limit.
  const bodies = await compileBodies(sources.map((source) => source.body));
  const markdown = files.map((file, index) => {
    const data = sources[index]!.data as Record<string, unknown>;
    const pictures = [data.listImage, data.headerImage].filter(
      (image): image is string => typeof image === 'string',
    );
    const body = bodies[index]!;
    return {
      file,
      data,
      images: [...pictures, ...body.images.map((image) => image.written)],
      links: body.links.map((link) => link.href),
    };
  });
  return { yaml, markdown };
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = sitePaths(project).contentRoot;
  const args = process.argv.slice(2);
  const markdownOut = args.includes('--markdown') ? args[args.indexOf('--markdown') + 1] : undefined;
  const today = resolveToday(process.env.SITE_TODAY);

  const { problems, modules } = await buildContent(root, today);
  if (problems.length > 0) {
    console.error(
      'The content check finds problems: fix them first (npm run content:check), then run the report again.',
    );
    process.exit(1);
  }
  const content = await readContent(root);
  const findings: Finding[] = [
    ...contentFindings(modules, today),
    ...stalePages(
      content.markdown
        .filter((page) => page.file.startsWith('content/pages/'))
        .map((page) => ({ file: page.file, changed: lastCommitDay(path.join(root, page.file)) })),
      today,
    ),
    ...picturesNotPhotographs(content.markdown.filter((article) => article.file.startsWith('content/news/'))),
  ];
  if (args.includes('--fetch')) {
    const links: ExternalLink[] = [
      ...content.yaml.flatMap(({ file, data }) => httpsIn(data).map((url) => ({ file, url }))),
      ...content.markdown.flatMap(({ file, data, links: inBody }) =>
        [...httpsIn(data), ...inBody.filter((href) => href.startsWith('https://'))].map((url) => ({
          file,
          url,
        })),
      ),
    ];
    const checker = containedChecker();
    let skipped = 0;
    findings.push(
      ...(await brokenLinks(links, async (url) => {
        const result = await checker(url);
        if ('skipped' in result) skipped++;
        return result;
      })),
    );
    if (skipped > 0) {
      console.log(
        `${skipped} address${skipped === 1 ? ' was' : 'es were'} not fetched (at most ${MAX_URLS} per run, within ${RUN_TIME_LIMIT_MS / 1000} s).`,
      );
    }
  }

  console.log(reportText(findings, today));
  if (markdownOut) await writeFile(markdownOut, reportMarkdown(findings, today));
  if (process.env.GITHUB_OUTPUT) await appendFile(process.env.GITHUB_OUTPUT, `findings=${findings.length}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
