/**
 * Build step: the web editor at /admin (Decap CMS), written after the site is built.
 * Inputs:  the built site in OUT_DIR (default dist/; its stylesheets in assets/), the content
 *          tree (CONTENT_ROOT: the site's name), the registry of content types and its schemas
 *          (forms and their hints), node_modules/decap-cms/dist/ (the editor's prebuilt bundle), BASE_PATH,
 *          SITE_URL; CMS_GITHUB_REPO (owner/name), CMS_AUTH_URL (the sign-in handler,
 *          workers/decap-oauth/) and CMS_BRANCH (default main).
 * Outputs: OUT_DIR/admin/: index.html (the editor, or a page saying it is not set up while
 *          CMS_GITHUB_REPO or CMS_AUTH_URL is missing), init.js (the editor's additions and its
 *          configuration, generated from the content schemas), frame-guard.js and the bundle
 *          with its chunks. No config.yml: the editor fetches no configuration.
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
import { JSON_SCHEMA, load } from 'js-yaml';
import { sitePaths } from '../../src/ssg/site-paths.server';
import { filesUnder } from '../content/case-collisions';
import { parseMarkdown } from '../content/markdown';
import { decapConfig, type ConfigInput } from './decap-config';
import {
  ADMIN_DIR,
  adminPolicy,
  adminScriptPolicy,
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

/**
 * Corrections to Decap's bundle, made as it is copied. First: Decap keeps the photos uploaded before a
 * save in the entry's draft, keyed by the hash of their bytes: a second upload with the same bytes
 * under another name (the same photo chosen for the list and the header) replaced the first in the
 * draft, and only the last was written although both fields named a file. Keyed by the file's path
 * instead, every upload is written. Then: a refused save (the check before saving throws) made
 * Decap's save button leave an uncaught promise rejection, and its "Not saved" notice vanished after
 * 8 seconds, before a slow reader had finished it. Decap's reducer (src/reducers/entryDraft.js,
 * ADD_DRAFT_ENTRY_MEDIA_FILE), its Editor's handlePersistEntry and its persistEntry notice cannot
 * be reached through Decap's public API; the build stops if the
 * bundle no longer has the exact code (an upgrade: check whether the fix is still needed).
 * docs/decisions/049-web-editor-uploads-and-markdown-mode.md.
 */
export const BUNDLE_FIXES: ReadonlyArray<{ why: string; from: string; to: string }> = [
  {
    why: 'every photo uploaded before a save is written, also two with the same bytes',
    from: 'n.filterNot(e=>e.get("id")===t.payload.id).insert(0,',
    to: 'n.filterNot(e=>e.get("path")===t.payload.path).insert(0,',
  },
  {
    why: 'a save refused (the check before saving, or the backend) leaves no uncaught error on the page',
    from: 'await r(i),this.deleteBackup(),',
    to: 'if(!(await r(i).then(()=>!0,()=>!1)))return;this.deleteBackup(),',
  },
  {
    why: '"Not saved: ..." stays until the editor closes it (it said what to do, then went after 8 seconds)',
    from: 'key:"ui.toast.onFailToPersist",details:t},type:"error",dismissAfter:8e3',
    to: 'key:"ui.toast.onFailToPersist",details:t},type:"error",dismissAfter:!1',
  },
  {
    why: '"Not saved: ..." stays until closed, with the local backend too',
    from: 'details:n,key:"ui.toast.onFailToPersist"},type:"error",dismissAfter:8e3',
    to: 'details:n,key:"ui.toast.onFailToPersist"},type:"error",dismissAfter:!1',
  },
  {
    why: 'a field required only at times (required_when: "until the training has ended") says so in its label, without Decap\'s "(optional)" after it; Decap reuses a form\'s labels from one collection to the next, so hiding it by the label\'s field id missed it',
    from: 'htmlFor:r,children:i?Dn(Pn,{children:[a,Rn("span",{children:` (${o("editor.editorControl.field.optional")})`',
    to: 'htmlFor:r,children:i&&!e.get("required_when")?Dn(Pn,{children:[a,Rn("span",{children:` (${o("editor.editorControl.field.optional")})`',
  },
];

/** The bundle's text with BUNDLE_FIXES applied; throws when one does not match exactly once. */
export function fixBundle(text: string): string {
  return BUNDLE_FIXES.reduce((fixed, { why, from, to }) => {
    const at = fixed.indexOf(from);
    if (at === -1 || fixed.indexOf(from, at + 1) !== -1) {
      throw new Error(
        `decap-cms's bundle changed: the fix "${why}" (scripts/admin/build-admin.ts, BUNDLE_FIXES) does not apply. Check whether the new version still needs it.`,
      );
    }
    return `${fixed.slice(0, at)}${to}${fixed.slice(at + from.length)}`;
  }, text);
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

/**
 * The titles of the news articles the site publishes (not drafts), for the check before saving a
 * new article: one with the same title would be saved as a copy beside it (`x-1.md`).
 */
export async function publishedNewsTitles(contentRoot: string): Promise<string[]> {
  const folder = path.join(contentRoot, 'content', 'news');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.md'));
  const titles: string[] = [];
  for (const name of names.sort()) {
    // A file the content check refuses (broken front matter) has no title to compare with yet.
    let data: unknown;
    try {
      ({ data } = parseMarkdown(await readFile(path.join(folder, name), 'utf8')));
    } catch {
      continue;
    }
    const { title, draft } = (data ?? {}) as { title?: unknown; draft?: unknown };
    if (typeof title === 'string' && draft !== true) titles.push(title);
  }
  return titles;
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
  // site.yaml with a mistake of its own (reported by the content check) leaves the name out.
  let site: { shortName?: string } | null = null;
  try {
    site = load(await readFile(path.join(build.contentRoot, 'content', 'site.yaml'), 'utf8'), {
      schema: JSON_SCHEMA,
    }) as { shortName?: string } | null;
  } catch {
    site = null;
  }
  const siteName = site?.shortName ?? 'the website';
  const localBackendOrigin = build.backend.kind === 'local' ? new URL(build.backend.url).origin : undefined;
  const policies = [adminPolicy({ localBackendOrigin }), adminScriptPolicy(build.basePath)];
  if (!options.configured) {
    await writeFile(
      path.join(dir, 'index.html'),
      notConfiguredPage({ basePath: build.basePath, policies, siteName, missing: options.missing ?? [] }),
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
    (await bundleFiles(source)).map(async (name) =>
      name === BUNDLE
        ? writeFile(path.join(dir, name), fixBundle(await readFile(path.join(source, name), 'utf8')))
        : copyFile(path.join(source, name), path.join(dir, name)),
    ),
  );
  await writeFile(
    path.join(dir, 'init.js'),
    initScript(await siteStylesheets(build.siteDir, build.basePath), await editorAdditions(), config, {
      newsTitles: await publishedNewsTitles(build.contentRoot),
      files: await filesUnder(build.contentRoot, ['public']),
    }),
  );
  await writeFile(path.join(dir, FRAME_GUARD), frameGuardScript());
  await writeFile(path.join(dir, 'index.html'), editorPage({ basePath: build.basePath, policies, siteName }));
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
