/**
 * The files of /admin as pure functions: its own Content-Security-Policy, the page that loads the
 * editor (or says plainly that it is not set up yet), and the small script that gives the
 * editor's preview the site's stylesheet. Nothing here is loaded by any other page.
 */

/** Where the web editor is served, below the site's base path. */
export const ADMIN_DIR = 'admin';

/** The editor's bundle as shipped by the decap-cms package (dist/decap-cms.js and its chunks). */
export const BUNDLE = 'decap-cms.js';

export interface AdminPolicyInput {
  /** The local backend's origin (npm run cms), when the page is served for it. */
  localBackendOrigin?: string;
}

type Directive = [name: string, sources: string[]];

/**
 * The editor's policy, each allowance with its reason (docs/decisions/013-web-editor.md):
 * - script-src 'self': the editor's bundle and init.js, served from /admin/; no inline script.
 *   'unsafe-eval': the bundle compiles its configuration validator (ajv) with new Function().
 *   A second policy (adminScriptPolicy) keeps scripts in the /admin/ folder itself.
 * - style-src 'unsafe-inline': the editor's components insert their styles at run time (emotion).
 * - img-src data: blob:: previews of uploaded pictures before they are saved;
 *   https://avatars.githubusercontent.com: the signed-in editor's GitHub picture.
 * - connect-src https://api.github.com: reading and writing the repository (entries, media,
 *   pull requests); blob:: an upload is read back from its in-memory copy when the entry is
 *   saved; the local backend's origin only in the page npm run cms serves.
 * - frame-src 'self' blob:: the preview pane is an iframe the editor writes itself.
 * Sign-in opens the handler in a pop-up window, which the policy does not govern.
 */
function directives({ localBackendOrigin }: AdminPolicyInput): Directive[] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      ["'self'", 'blob:', 'https://api.github.com', ...(localBackendOrigin ? [localBackendOrigin] : [])],
    ],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
}

const serialize = (list: Directive[]) =>
  list.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

export function adminPolicy(input: AdminPolicyInput = {}): string {
  return serialize(directives(input));
}

/**
 * The second policy, as the site's pages have one (scripts/postbuild/csp.ts, scriptFolderPolicy):
 * scripts and workers only from the editor's own folder, on whatever origin serves it (`*:*`: the
 * build does not know the address; the first policy's 'self' keeps the origin). A browser runs a
 * script only if both policies allow it, so a file elsewhere on the site (`/_redirects`, an upload
 * under /images/) never runs on /admin, even served as JavaScript. Segments are percent-encoded so
 * no base path can end a source. docs/decisions/004-content-security-policy.md.
 */
export function adminScriptPolicy(basePath = '/'): string {
  const folder = `*:*/${[...basePath.split('/').filter(Boolean).map(encodeURIComponent), ADMIN_DIR].join('/')}/`;
  return serialize([
    ['script-src', [folder, "'unsafe-eval'"]],
    ['worker-src', [folder, 'blob:']],
  ]);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function head(title: string, policies: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    ...policies.map(
      (policy) => `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`,
    ),
    '<meta name="referrer" content="same-origin">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ].join('\n');
}

export interface AdminPageInput {
  /** The site's base path, ending in / (BASE_PATH). */
  basePath: string;
  /** The page's policies, each in a <meta> of its own (adminPolicy, adminScriptPolicy). */
  policies: readonly string[];
  siteName: string;
}

/**
 * The editor. Its configuration is inside init.js (CMS.init), never fetched: a file the site
 * serves at another address could otherwise stand in for it and send the sign-in elsewhere.
 */
export function editorPage({ basePath, policies, siteName }: AdminPageInput): string {
  const dir = `${basePath}${ADMIN_DIR}/`;
  return [
    head(`Content editor · ${siteName}`, policies),
    '</head>',
    '<body>',
    `<script src="${dir}${FRAME_GUARD}"></script>`,
    `<script src="${dir}${BUNDLE}"></script>`,
    `<script src="${dir}init.js"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** What /admin says until the repository and the sign-in handler are configured. */
export function notConfiguredPage({
  basePath,
  policies,
  siteName,
  missing,
}: AdminPageInput & { missing: string[] }): string {
  return [
    head(`Content editor · ${siteName}`, policies),
    '</head>',
    '<body>',
    '<main>',
    '<h1>The web editor is not set up yet</h1>',
    '<p>This site can be edited in the browser once the sign-in with GitHub is configured. Until then, change the',
    'content with a pull request as described in <code>content/README.md</code>.</p>',
    `<p>Missing when the site was built: ${missing.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ')}.`,
    'The section “Enable the web editor” of the project’s README says how to set them.</p>',
    `<p><a href="${escapeHtml(basePath)}">Back to the website</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The script that runs before the editor's bundle (frameGuardScript). */
export const FRAME_GUARD = 'frame-guard.js';

/**
 * frame-guard.js, loaded before the bundle: Decap starts by itself unless CMS_MANUAL_INIT is set
 * before its bundle loads (its documented manual initialisation); init.js starts it with the
 * configuration it carries. Inside a frame (another site showing /admin to trick an editor into
 * clicks) it is not started at all. Hosts that send frame-ancestors already refuse to be framed;
 * GitHub Pages sends no headers, and a meta policy cannot say frame-ancestors.
 */
export function frameGuardScript(): string {
  return [
    '// Written by scripts/admin/build-admin.ts: the editor is started by init.js, never inside a frame.',
    'window.CMS_MANUAL_INIT = true;',
    'if (window.top !== window.self) {',
    "  document.addEventListener('DOMContentLoaded', function () {",
    "    var note = document.createElement('p');",
    "    note.textContent = 'The web editor does not run inside another page. Open it in its own tab.';",
    '    document.body.replaceChildren(note);',
    '  });',
    '}',
    '',
  ].join('\n');
}

/**
 * init.js: the site's stylesheets for the preview pane, the editor's additions (editor-init.ts,
 * bundled), then the editor started with its configuration (`load_config_file: false`: nothing is
 * fetched), unless the page is inside a frame (frameGuardScript). No inline script: the policy has none.
 */
/** What the site publishes, for the checks before saving (editor-init.ts reads it). */
export interface Published {
  newsTitles: readonly string[];
  /** Every file under public/, as a repository path (public/images/news/forum.jpg): an upload never takes one's name. */
  files?: readonly string[];
}

export function initScript(
  stylesheets: readonly string[],
  additions = '',
  config: Record<string, unknown> = {},
  published: Published = { newsTitles: [] },
): string {
  return [
    "// Written by scripts/admin/build-admin.ts. The preview uses the site's own stylesheet.",
    ...stylesheets.map((href) => `window.CMS.registerPreviewStyle(${JSON.stringify(href)});`),
    `window.AGIA_PUBLISHED = ${JSON.stringify({ ...published, mediaFolders: mediaFolders(config) })};`,
    additions,
    '// The configuration, generated from the content schemas (scripts/admin/decap-config.ts).',
    'if (window.top === window.self) {',
    `  window.CMS.init({ config: ${JSON.stringify({ ...config, load_config_file: false })} });`,
    '}',
    '',
  ].join('\n');
}

/**
 * Where an upload goes, by collection ('' for the media library opened from the top bar): the
 * collection's media_folder, else the configuration's.
 */
export function mediaFolders(config: Record<string, unknown>): Record<string, string> {
  // A collection's folder may start at the repository's root ("/public/images/news").
  const repositoryPath = (folder: unknown) =>
    typeof folder === 'string' ? folder.replace(/^\/+/, '') : undefined;
  const folder = repositoryPath(config.media_folder) ?? 'public/images';
  const folders: Record<string, string> = { '': folder };
  for (const collection of (config.collections ?? []) as Array<{ name: string; media_folder?: unknown }>)
    folders[collection.name] = repositoryPath(collection.media_folder) ?? folder;
  return folders;
}
