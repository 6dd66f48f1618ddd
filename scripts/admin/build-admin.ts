/**
 * Build step: the web editor at /admin (Decap CMS), written after the site is built.
 * Inputs:  the built site in OUT_DIR (default dist/; its stylesheets in assets/), the content
 *          tree (CONTENT_ROOT: the site's name), the registry of content types and its schemas
 *          (forms and their hints), node_modules/decap-cms/dist/ (the editor's prebuilt bundle), BASE_PATH,
 *          SITE_URL; CMS_GITHUB_REPO (owner/name), CMS_AUTH_URL (the sign-in handler,
 *          workers/decap-oauth/) and CMS_BRANCH (default main).
 * Outputs: OUT_DIR/admin/: index.html (the editor, or a page saying it is not set up while
 *          CMS_GITHUB_REPO or CMS_AUTH_URL is missing), config.yml (generated from the content
 *          schemas), init.js and the bundle with its chunks.
 * Steps:   generate the configuration, copy the bundle, write the page with its own
 *          Content-Security-Policy. Runs as the last step of `npm run build`; the site's pages, the
 *          sitemap, the search index and _headers are written before it and never include /admin
 *          (robots.txt and _headers carry its rules, see scripts/postbuild/).
 * Why:     docs/decisions/013-web-editor.md.
 */
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { dump, JSON_SCHEMA, load } from 'js-yaml';
import { sitePaths } from '../../src/ssg/site-paths.server';
import { decapConfig, type ConfigInput } from './decap-config';
import {
  ADMIN_DIR,
  adminPolicy,
  BUNDLE,
  editorPage,
  FRAME_GUARD,
  frameGuardScript,
  initScript,
  notConfiguredPage,
} from './admin-page';

/** The folder of the decap-cms package's prebuilt bundle. */
export function bundleDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The bundle and the chunks it loads on demand (source maps are left out). */
export async function bundleFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name === BUNDLE || name.endsWith(`.${BUNDLE}`)).sort();
}

/** The site's stylesheets as built (assets/*.css), as paths from the site root. */
export async function siteStylesheets(outDir: string, basePath: string): Promise<string[]> {
  const names = await readdir(path.join(outDir, 'assets')).catch(() => []);
  return names
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `${basePath}assets/${name}`);
}

/** editor-init.ts bundled for the browser: the editor's blocks, fields, previews and messages. */
export async function editorAdditions(): Promise<string> {
  const result = await esbuild({
    entryPoints: [fileURLToPath(new URL('./editor-init.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

export interface AdminBuild {
  projectRoot: string;
  contentRoot: string;
  /** The built site, whose stylesheets the preview uses. */
  siteDir: string;
  /** Where admin/ is written (the built site itself, or a folder npm run cms serves it from). */
  outDir: string;
  basePath: string;
  backend: ConfigInput['backend'];
  siteUrl?: string;
}

/** What is missing for the GitHub backend, by the name of its setting. */
export function missingSettings(env: Record<string, string | undefined>): string[] {
  return ['CMS_GITHUB_REPO', 'CMS_AUTH_URL'].filter((name) => !env[name]);
}

export async function writeAdmin(
  build: AdminBuild,
  options: { configured: boolean; missing?: string[] },
): Promise<string> {
  const dir = path.join(build.outDir, ADMIN_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const site = load(await readFile(path.join(build.contentRoot, 'content', 'site.yaml'), 'utf8'), {
    schema: JSON_SCHEMA,
  }) as {
    shortName?: string;
  };
  const siteName = site.shortName ?? 'the website';
  const localBackendOrigin = build.backend.kind === 'local' ? new URL(build.backend.url).origin : undefined;
  const policy = adminPolicy({ localBackendOrigin });
  if (!options.configured) {
    await writeFile(
      path.join(dir, 'index.html'),
      notConfiguredPage({ basePath: build.basePath, policy, siteName, missing: options.missing ?? [] }),
    );
    return dir;
  }
  const config = decapConfig({
    basePath: build.basePath,
    backend: build.backend,
    siteUrl: build.siteUrl,
  });
  const source = bundleDir();
  await Promise.all(
    (await bundleFiles(source)).map((name) => copyFile(path.join(source, name), path.join(dir, name))),
  );
  await writeFile(
    path.join(dir, 'config.yml'),
    `# Written by scripts/admin/build-admin.ts at build time from scripts/content/content-types.ts and src/content/schemas/. Do not edit.\n${dump(config, { lineWidth: -1, noRefs: true })}`,
  );
  await writeFile(
    path.join(dir, 'init.js'),
    initScript(await siteStylesheets(build.siteDir, build.basePath), await editorAdditions()),
  );
  await writeFile(path.join(dir, FRAME_GUARD), frameGuardScript());
  await writeFile(path.join(dir, 'index.html'), editorPage({ basePath: build.basePath, policy, siteName }));
  return dir;
}

async function main(): Promise<void> {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const paths = sitePaths(projectRoot);
  const env = process.env;
  const missing = missingSettings(env);
  const dir = await writeAdmin(
    {
      projectRoot,
      contentRoot: paths.contentRoot,
      siteDir: paths.outDir,
      outDir: paths.outDir,
      basePath: env.BASE_PATH ?? '/',
      siteUrl: env.SITE_URL,
      backend: {
        kind: 'github',
        settings: { repo: env.CMS_GITHUB_REPO, authUrl: env.CMS_AUTH_URL, branch: env.CMS_BRANCH || 'main' },
      },
    },
    { configured: missing.length === 0, missing },
  );
  console.log(
    missing.length === 0
      ? `Site built into ${path.relative(projectRoot, paths.outDir)}/, with the web editor at ${path.relative(projectRoot, dir)}/.`
      : `Site built into ${path.relative(projectRoot, paths.outDir)}/ (web editor not set up: ${missing.join(' and ')} not set; npm run cms:doctor says what is missing).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
