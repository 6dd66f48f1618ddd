/**
 * Content build.
 * Inputs:  content/ (YAML and Markdown), public/ (to check referenced files), SITE_TODAY and
 *          SITE_URL (both optional); CONTENT_ROOT reads both folders from another tree
 *          (scripts/lib/site-paths.ts).
 * Outputs: src/content/generated/*.ts, typed modules the site imports (not with --check).
 * Steps:   read and parse every file, validate it against its schema, run the cross-file
 *          checks, then either print every problem and exit 1, or write all modules at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveToday } from '../src/lib/dates';
import { resolveSiteUrl } from '../src/lib/site-url';
import { collections } from './content/collections';
import { writeModules, type GeneratedModule } from './content/generate';
import { imageRefs, sizeBodyImages } from './content/body-images';
import { listPublicImages, processImages } from './content/images';
import { formatReport, type Problem } from './content/problems';
import { sitePaths } from './lib/site-paths';

export interface ContentBuild {
  problems: Problem[];
  modules: GeneratedModule[];
}

export async function buildContent(
  root: string,
  today: string,
  siteUrl: string = resolveSiteUrl(process.env.SITE_URL),
): Promise<ContentBuild> {
  const results = await Promise.all(collections.map((collection) => collection({ root })));
  const buildInfo: GeneratedModule = {
    name: 'build',
    types: [],
    exports: [
      { name: 'buildToday', type: 'string', value: today },
      { name: 'siteUrl', type: 'string', value: siteUrl },
    ],
  };
  const problems = results.flatMap((result) => result.problems);
  const modules = results.flatMap((result) => result.modules);
  if (problems.length > 0) return { problems, modules }; // reported, never written
  const values = modules.flatMap((module) => module.exports.map((entry) => entry.value));
  // Every image under public/images/, so components can also use fixed ones (default avatar, ...).
  const publicDir = path.join(root, 'public');
  const images = await processImages(publicDir, [
    ...values.flatMap(imageRefs),
    ...(await listPublicImages(publicDir)),
  ]);
  for (const value of values) sizeBodyImages(value, images);
  const imageModule: GeneratedModule = {
    name: 'images',
    types: [['ImageInfo', '../../lib/images']],
    exports: [{ name: 'images', type: 'Record<string, ImageInfo>', value: images }],
  };
  return { problems, modules: [...modules, imageModule, buildInfo] };
}

export const GENERATED_DIR = 'src/content/generated';

/** Builds and writes; returns the report to print, or null when everything was written. */
export async function runContentBuild(
  root: string,
  options: { write: boolean; today: string; generatedDir?: string },
): Promise<string | null> {
  const { problems, modules } = await buildContent(root, options.today);
  if (problems.length > 0) return formatReport(problems);
  if (options.write) await writeModules(options.generatedDir ?? path.join(root, GENERATED_DIR), modules);
  return null;
}

async function main(): Promise<void> {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The modules always go to this project's src/, whichever tree the content comes from.
  const root = sitePaths(project).contentRoot;
  const generatedDir = path.join(project, GENERATED_DIR);
  const write = !process.argv.includes('--check');
  let today: string;
  try {
    today = resolveToday(process.env.SITE_TODAY);
    resolveSiteUrl(process.env.SITE_URL);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const report = await runContentBuild(root, { write, today, generatedDir });
  if (report) {
    console.error(report);
    process.exit(1);
  }
  const from = root === project ? '' : ` from ${path.relative(project, root)}`;
  console.log(
    write ? `Content${from} built for ${today} into ${GENERATED_DIR}/.` : `Content check${from} passed.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
