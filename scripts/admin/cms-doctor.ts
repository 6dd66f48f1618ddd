/**
 * `npm run cms:doctor`: what is missing from the web editor's setup (README, "Enable the web
 * editor"), one line each with the step that fixes it.
 * Inputs:  CMS_GITHUB_REPO, CMS_AUTH_URL, CMS_BRANCH and SITE_URL as the build would get them
 *          (in GitHub: repository variables, Settings > Secrets and variables > Actions >
 *          Variables), SITE_ORIGIN from workers/decap-oauth/wrangler.toml, and Node's version.
 * Outputs: the findings on stdout; exit code 1 when the editor cannot work as set up.
 * Steps:   the values first (diagnose); then, when CMS_AUTH_URL is a well-formed address, the live
 *          handler (probeHandler): it answers, knows the OAuth app's client id and secret, hands
 *          tokens to the editor's origin, and sends GitHub `${CMS_AUTH_URL}/callback` as the
 *          address to return to. Only the handler is asked (its /status and /auth); nothing is sent
 *          to GitHub, and no secret is read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_URL } from '../../src/lib/site-url';

export interface Finding {
  /** An error stops the editor from working; a note is worth knowing. */
  level: 'error' | 'note';
  message: string;
}

export interface Setup {
  env: Record<string, string | undefined>;
  /** SITE_ORIGIN in workers/decap-oauth/wrangler.toml, when the file has one. */
  handlerOrigin: string | undefined;
  /** process.versions.node */
  nodeVersion: string;
}

const STEP = (n: number) => `(README, "Enable the web editor", step ${n})`;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** True when `version` (22.12.0) is at least `major.minor`. */
export function atLeast(version: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = version.replace(/^v/, '').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

/** Everything wrong or missing in a setup; an empty list means the editor is ready. */
export function diagnose({ env, handlerOrigin, nodeVersion }: Setup): Finding[] {
  const findings: Finding[] = [];
  const error = (message: string) => findings.push({ level: 'error', message });
  const note = (message: string) => findings.push({ level: 'note', message });

  const repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo)
    error(
      `CMS_GITHUB_REPO is not set: set it to the repository as owner/name, e.g. agia-ph/website ${STEP(5)}`,
    );
  else if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    error(
      `CMS_GITHUB_REPO must be owner/name, e.g. agia-ph/website (got "${repo}"; not the full https://github.com/... address) ${STEP(5)}`,
    );
  }

  const auth = env.CMS_AUTH_URL?.trim();
  const authUrl = auth ? parseUrl(auth) : undefined;
  if (!auth)
    error(
      `CMS_AUTH_URL is not set: set it to the sign-in handler's address, e.g. https://agia-decap-oauth.<account>.workers.dev ${STEP(5)}`,
    );
  else if (!authUrl || authUrl.protocol !== 'https:') {
    error(
      `CMS_AUTH_URL must be an https:// address, e.g. https://agia-decap-oauth.<account>.workers.dev (got "${auth}") ${STEP(5)}`,
    );
  } else if (authUrl.pathname !== '/' || authUrl.search !== '' || auth.endsWith('/')) {
    error(
      `CMS_AUTH_URL must be the handler's address alone, https://${authUrl.host} (got "${auth}": the editor adds /auth itself, and /callback belongs in the GitHub OAuth app) ${STEP(5)}`,
    );
  }

  const site = parseUrl(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  if (!env.SITE_URL?.trim()) note(`SITE_URL is not set: the build uses ${DEFAULT_SITE_URL}`);
  // Where editors open /admin: its own origin when CMS_ORIGIN says so (recommended), else the site.
  const cmsOrigin = env.CMS_ORIGIN?.trim();
  const editorAt = cmsOrigin ? parseUrl(cmsOrigin) : site;
  if (cmsOrigin && (!editorAt || editorAt.protocol !== 'https:' || editorAt.pathname !== '/')) {
    error(`CMS_ORIGIN must be an https:// origin alone, e.g. https://admin.agia.org.ph (got "${cmsOrigin}")`);
  } else if (handlerOrigin === undefined) {
    error(`workers/decap-oauth/wrangler.toml has no SITE_ORIGIN: set it to the editor's origin ${STEP(2)}`);
  } else if (editorAt && parseUrl(handlerOrigin)?.origin !== editorAt.origin) {
    error(
      `SITE_ORIGIN in workers/decap-oauth/wrangler.toml is "${handlerOrigin}", but the editor is at ${editorAt.origin}: the handler would refuse to sign in from the editor. Set it to ${editorAt.origin} and deploy the handler again ${STEP(2)}`,
    );
  }

  const branch = env.CMS_BRANCH?.trim();
  if (branch && !/^[\w./-]+$/.test(branch)) error(`CMS_BRANCH "${branch}" is not a branch name ${STEP(5)}`);

  if (!atLeast(nodeVersion, 22, 12)) {
    note(
      `Node ${nodeVersion}: deploying the handler with wrangler 4 needs Node 22.12 or later (the site itself builds on 20.19 or later) ${STEP(3)}`,
    );
  }
  return findings;
}

/** What the handler's GET /status answers (workers/decap-oauth/index.ts). */
interface HandlerStatus {
  handler?: string;
  clientId?: string;
  clientSecretSet?: boolean;
  siteOrigin?: string;
  callback?: string;
}

export interface ProbeInput {
  /** CMS_AUTH_URL: the handler's address alone. */
  authUrl: string;
  /** The origin editors open /admin on (CMS_ORIGIN, else the site's). */
  editorOrigin: string | undefined;
  fetch?: typeof fetch;
  /** How long to wait for each answer. */
  timeoutMs?: number;
}

const GITHUB_AUTHORIZE = 'https://github.com/login/oauth/authorize';

/** Asks the live handler what the README's steps 1 to 4 set up; each finding names the step. */
export async function probeHandler({
  authUrl,
  editorOrigin,
  fetch: get = fetch,
  timeoutMs = 10_000,
}: ProbeInput): Promise<Finding[]> {
  const findings: Finding[] = [];
  const error = (message: string) => findings.push({ level: 'error', message });
  const ask = async (pathname: string) =>
    get(`${authUrl}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  let answer: Response;
  try {
    answer = await ask('/status');
  } catch (cause) {
    error(
      `The sign-in handler at ${authUrl} does not answer (${cause instanceof Error ? cause.message : String(cause)}): deploy it with npx wrangler deploy, and set CMS_AUTH_URL to the address wrangler prints ${STEP(3)}`,
    );
    return findings;
  }
  const status = answer.ok ? ((await answer.json().catch(() => ({}))) as HandlerStatus) : {};
  if (status.handler !== 'agia-decap-oauth') {
    error(
      `${authUrl} answers, but not as this project's sign-in handler (GET /status gave ${answer.status}): deploy workers/decap-oauth/ (npx wrangler deploy) and set CMS_AUTH_URL to the address wrangler prints ${STEP(3)}`,
    );
    return findings;
  }
  if (!status.clientId)
    error(
      `The handler does not know the OAuth app's client id: from workers/decap-oauth/, npx wrangler secret put GITHUB_CLIENT_ID ${STEP(3)}`,
    );
  if (!status.clientSecretSet)
    error(
      `The handler has no client secret: from workers/decap-oauth/, npx wrangler secret put GITHUB_CLIENT_SECRET (generate one in the OAuth app if needed) ${STEP(3)}`,
    );
  if (editorOrigin && status.siteOrigin !== editorOrigin)
    error(
      `The deployed handler hands tokens to ${status.siteOrigin || '(nothing: SITE_ORIGIN is not set)'}, but the editor is at ${editorOrigin}: set SITE_ORIGIN in workers/decap-oauth/wrangler.toml to ${editorOrigin} and deploy it again ${STEP(2)}`,
    );
  if (!status.clientId || !status.clientSecretSet) return findings;
  // What the editor's "Login with GitHub" does first: /auth must send it to GitHub with the
  // client id and a callback on the handler's own address.
  const expected = `${authUrl}/callback`;
  try {
    const auth = await ask('/auth?provider=github&scope=repo');
    const location = auth.headers.get('Location') ?? '';
    const to = location ? new URL(location) : undefined;
    if (auth.status !== 302 || !to || `${to.origin}${to.pathname}` !== GITHUB_AUTHORIZE) {
      error(
        `The handler's /auth answered ${auth.status} instead of sending the editor to GitHub: deploy workers/decap-oauth/ again ${STEP(3)}`,
      );
    } else if (to.searchParams.get('client_id') !== status.clientId) {
      error(`The handler's /auth sends no client id to GitHub: set GITHUB_CLIENT_ID again ${STEP(3)}`);
    } else if (to.searchParams.get('redirect_uri') !== expected) {
      error(
        `The handler asks GitHub to return to ${to.searchParams.get('redirect_uri') ?? '(nothing)'}, not ${expected}: set CMS_AUTH_URL to the handler's own address ${STEP(5)}`,
      );
    }
  } catch (cause) {
    error(
      `The handler's /auth does not answer (${cause instanceof Error ? cause.message : String(cause)}) ${STEP(3)}`,
    );
  }
  return findings;
}

/** The origin editors open /admin on: CMS_ORIGIN when set, else the site's (SITE_URL). */
export function editorOriginOf(env: Record<string, string | undefined>): string | undefined {
  const value = env.CMS_ORIGIN?.trim() || env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  return parseUrl(value)?.origin;
}

/** SITE_ORIGIN = "..." in a wrangler.toml, or undefined. */
export function handlerOriginIn(toml: string): string | undefined {
  return /^\s*SITE_ORIGIN\s*=\s*"([^"]*)"/m.exec(toml)?.[1];
}

async function main(): Promise<void> {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let toml = '';
  try {
    toml = await readFile(path.join(projectRoot, 'workers/decap-oauth/wrangler.toml'), 'utf8');
  } catch {
    // reported as a missing SITE_ORIGIN
  }
  const findings = diagnose({
    env: process.env,
    handlerOrigin: handlerOriginIn(toml),
    nodeVersion: process.versions.node,
  });
  const authUrl = process.env.CMS_AUTH_URL?.trim();
  if (authUrl && !findings.some((finding) => finding.message.startsWith('CMS_AUTH_URL'))) {
    console.log(`Asking the sign-in handler at ${authUrl} ...`);
    findings.push(...(await probeHandler({ authUrl, editorOrigin: editorOriginOf(process.env) })));
  }
  const errors = findings.filter((finding) => finding.level === 'error');
  for (const finding of findings)
    console.log(`${finding.level === 'error' ? 'Missing' : 'Note'}: ${finding.message}`);
  console.log(
    errors.length === 0
      ? `The web editor is set up, and its sign-in handler answers with the client id and the callback ${authUrl ?? ''}/callback. GitHub itself is not asked: the OAuth app's Authorization callback URL must be exactly that address ${STEP(4)}. Build the site and open /admin.`
      : `${errors.length} thing${errors.length === 1 ? '' : 's'} to set before the web editor works. In GitHub, CMS_* are repository variables (Settings > Secrets and variables > Actions > Variables); run this again with them set, e.g. CMS_GITHUB_REPO=owner/name CMS_AUTH_URL=https://... npm run cms:doctor`,
  );
  if (errors.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
