/**
 * Content build.
 * Inputs:  content/ (YAML and Markdown), public/ (every file is checked; referenced ones must
 *          exist), SITE_TODAY, SITE_URL and BASE_PATH (all optional), GITHUB_ACTIONS and
 *          GITHUB_STEP_SUMMARY; CONTENT_ROOT reads both folders from another tree
 *          (src/ssg/site-paths.server.ts).
 * Outputs: .generated/<build>/*.ts, typed modules the site imports as #generated/<module>, and
 *          their typed index (index.ts); one folder per content tree and base path
 *          (scripts/content/generated-dir.ts). Nothing is written with --check, which prints the
 *          house-style notes after its result (scripts/content/house-style.ts): warnings that
 *          never change the exit code.
 * Steps:   read and parse every file (within the size, depth and character limits of
 *          scripts/content/limits.ts), validate it against its schema, run the cross-file checks and
 *          check every file in public/, then either print every problem and exit 1 (also as
 *          GitHub annotations and a job-summary table under GitHub Actions), or write all
 *          modules at once (Markdown bodies as HTML strings: scripts/content/body-html.ts).
 *          It prints errors and one success line only. Notes on the files' layout are the
 *          command of their own `npm run content:layout` (scripts/check-content-layout.ts), so
 *          this build, which the development server runs, needs none of the web editor's code.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveToday } from '../src/lib/dates';
import { imageUnderBase } from '../src/lib/images';
import { siteUrlFromEnv } from '../src/lib/site-url';
import { readType, type Collection } from './content/collections';
import { checkContentLayout } from './content/content-layout';
import { CONTENT_TYPES, guideSectionsFor } from './content/content-types';
import { generatedDir } from './content/generated-dir';
import { writeModules, type GeneratedModule } from './content/generate';
import { imageRefs, sizeBodyImages } from './content/body-images';
import { basePathFromEnv, bodiesToHtml } from './content/body-html';
import { imageCacheDir, imageOutputs, listPublicImages, processImages } from './content/images';
import { addressesOf, checkInternalLinks, pagesOfFiles } from './content/internal-links';
import { caseCollisions, filesUnder } from './content/case-collisions';
import { checkPublicTree } from './content/public-files';
import { checkMembershipFees } from './content/membership-fees';
import { removedTrainingNotes } from './content/removed-trainings';
import { CONTENT_CHECK_TIME_LIMIT_MS } from './content/limits';
import { annotations, summaryTable } from './content/annotations';
import { formatProblem, formatReport, type Problem } from './content/problems';
import { checkHouseStyle, houseStyleReport } from './content/house-style';
import { linkedPage, unlinkWaitingArticles } from './content/scheduled-links';
import { sitePaths } from '../src/ssg/site-paths.server';

/** Files and folders under content/ that the site would ignore without a word. */
const layout: Collection = async (ctx) => ({ modules: [], problems: await checkContentLayout(ctx.root) });

/** Everything the content build reads: the layout of content/, then each type of the registry. */
export const collections: Collection[] = [
  layout,
  ...CONTENT_TYPES.map(
    (type): Collection =>
      (ctx) =>
        readType(type, ctx),
  ),
];

export interface ContentBuild {
  problems: Problem[];
  modules: GeneratedModule[];
}

export async function buildContent(
  root: string,
  today: string,
  siteUrl: string = siteUrlFromEnv(process.env),
  options: {
    imageCache?: string;
    /** Time for all the Markdown bodies together (default CONTENT_CHECK_TIME_LIMIT_MS). */
    timeLimitMs?: number;
  } = {},
): Promise<ContentBuild> {
  const deadline = Date.now() + (options.timeLimitMs ?? CONTENT_CHECK_TIME_LIMIT_MS);
  const results = await Promise.all(collections.map((collection) => collection({ root, today, deadline })));
  const buildInfo: GeneratedModule = {
    name: 'build',
    types: [],
    exports: [
      { name: 'buildToday', type: 'string', value: today },
      { name: 'siteUrl', type: 'string', value: siteUrl },
    ],
  };
  const modules = results.flatMap((result) => result.modules);
  const links = results.flatMap((result) => result.links ?? []);
  const unpublished = results.flatMap((result) => result.unpublished ?? []);
  const site = addressesOf(modules);
  // `_redirects` may not redirect a page, nor an article scheduled to appear on its day.
  const scheduled = unpublished.filter((page) => !page.draft).map((page) => page.path);
  const publicTree = await checkPublicTree(root, new Set([...site.pages, ...scheduled]));
  const own = results.flatMap((result) => result.problems);
  const failing = pagesOfFiles(own.map((problem) => problem.file));
  const all = [
    ...own,
    ...checkInternalLinks(
      links.filter((link) => !failing.has(linkedPage(link.href))),
      site,
      unpublished,
    ),
    // public/ is published as it is: every file in it is checked, used by content or not.
    ...publicTree.problems,
    ...caseCollisions(await filesUnder(root, ['content', 'public'])),
    // The Membership page may quote the fees; membership.yaml holds them.
    ...(await checkMembershipFees(root)),
  ];
  // A link under content/ is reported by every reader that meets it: once is enough.
  const problems = [...new Map(all.map((problem) => [formatProblem(problem), problem])).values()];
  if (problems.length > 0) return { problems, modules }; // reported, never written
  const values = modules.flatMap((module) => module.exports.map((entry) => entry.value));
  // Every image under public/images/, so components can also use fixed ones (default avatar, ...).
  const publicDir = path.join(root, 'public');
  // A photo whose pixels are cut short passes the header check of public/ but not the resizing:
  // reported here with its file, by the check as by the build.
  const undecodable: Problem[] = [];
  const images = await processImages(
    publicDir,
    [...values.flatMap(imageRefs), ...(await listPublicImages(publicDir))],
    options.imageCache ?? imageCacheDir(),
    ({ file, message }) => undecodable.push({ file, path: [], message }),
  );
  if (undecodable.length > 0) return { problems: undecodable, modules };
  // Bodies leave the build as HTML (the browser has no Markdown runtime), their addresses under the
  // site's base path; the images module keeps addresses from the site root, as editors write them.
  const base = basePathFromEnv(process.env);
  const bodyImages = Object.fromEntries(
    Object.entries(images).map(([ref, image]) => [ref, imageUnderBase(image, base)]),
  );
  for (const value of values) sizeBodyImages(value, bodyImages);
  // A link in a body to a scheduled article is written as text until the article's day.
  const waiting = new Set(unpublished.filter((page) => !page.draft).map((page) => page.path));
  for (const value of values) unlinkWaitingArticles(value, waiting);
  for (const value of values) bodiesToHtml(value, base);
  const imageModule: GeneratedModule = {
    name: 'images',
    types: [['ImageInfo', 'src/lib/images']],
    exports: [{ name: 'images', type: 'Record<string, ImageInfo>', value: images }],
  };
  // What the build may publish besides its own files: the public/ files as checked (with their
  // hashes) and the resized copies, which it copies from the cache (scripts/build/dist-allow-list.ts).
  const publishedModule: GeneratedModule = {
    name: 'published-files',
    types: [],
    exports: [
      { name: 'publicFiles', type: 'Record<string, string>', value: publicTree.files },
      { name: 'imageFiles', type: 'string[]', value: imageOutputs(images) },
    ],
  };
  return { problems, modules: [...modules, imageModule, publishedModule, buildInfo] };
}

/**
 * Builds and writes; returns the report to print, or null when everything was written.
 * `onProblems` receives the problems themselves (for CI annotations).
 */
export async function runContentBuild(
  root: string,
  options: {
    write: boolean;
    today: string;
    /** Default: <root>/.generated/live/ (a tree built on its own, as the tests do). */
    generatedDir?: string;
    /** Where resized photos are made and kept (default: node_modules/.cache/agia-images/). */
    imageCache?: string;
    onProblems?: (problems: readonly Problem[]) => Promise<void>;
    /** Time for all the Markdown bodies together (default CONTENT_CHECK_TIME_LIMIT_MS). */
    timeLimitMs?: number;
  },
): Promise<string | null> {
  const { problems, modules } = await buildContent(root, options.today, undefined, {
    imageCache: options.imageCache,
    timeLimitMs: options.timeLimitMs,
  });
  if (problems.length > 0) {
    await options.onProblems?.(problems);
    return [formatReport(problems), ...guidePointer(problems)].join('\n');
  }
  if (options.write) await writeModules(options.generatedDir ?? generatedDir(root, {}), modules);
  return null;
}

/** Where docs/content-reference.md explains the fields of the files with problems (from the registry of content types). */
export function guidePointer(problems: readonly Problem[]): string[] {
  const sections = guideSectionsFor([...new Set(problems.map((problem) => problem.file))].sort());
  if (sections.length === 0) return [];
  const named = sections.map((section) => `"${section}"`);
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  return [`The fields of these files are explained in docs/content-reference.md, under ${list}.`];
}

/** Under GitHub Actions: an annotation per problem on stdout and a table in the job summary. */
async function reportToGitHub(problems: readonly Problem[]): Promise<void> {
  if (process.env.GITHUB_ACTIONS !== 'true') return;
  console.log(annotations(problems));
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary) await appendFile(summary, summaryTable(problems));
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The modules always go to this project's .generated/, in the folder of this tree and base path.
  const root = sitePaths(project).contentRoot;
  const outDir = generatedDir(project);
  const write = !process.argv.includes('--check');
  let today: string;
  try {
    today = resolveToday(process.env.SITE_TODAY);
    siteUrlFromEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const report = await runContentBuild(root, {
    write,
    today,
    generatedDir: outDir,
    imageCache: imageCacheDir(project),
    onProblems: reportToGitHub,
  });
  if (report) {
    console.error(report);
    process.exit(1);
  }
  // --quiet: the caller prints the success line (npm run build).
  if (process.argv.includes('--quiet')) return;
  const from = root === project ? '' : ` from ${path.relative(project, root)}`;
  console.log(
    write
      ? `Content${from} built for ${today} into ${path.relative(project, outDir)}/.`
      : `Content check${from} passed.`,
  );
  // The house style is advice: printed by the check (yellow annotations on a pull request), never a
  // failure; so is a past training whose file was deleted (it leaves Past seminars).
  if (!write) {
    const style = await checkHouseStyle(root);
    printNotes(style, houseStyleReport(style));
    const removed = await removedTrainingNotes(root, today);
    if (removed.length > 0)
      printNotes(removed, `\nNote (not an error):\n${removed.map(formatProblem).join('\n')}`);
  }
}

/** Notes that never fail the check: yellow annotations on a pull request, and `report` printed. */
function printNotes(notes: readonly Problem[], report: string | null): void {
  if (report === null) return;
  if (process.env.GITHUB_ACTIONS === 'true') console.log(annotations(notes, 'warning'));
  console.log(report);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
