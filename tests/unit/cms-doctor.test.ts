import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  atLeast,
  diagnose,
  editorOriginOf,
  handlerOriginIn,
  probeHandler,
  type Setup,
} from '../../scripts/admin/cms-doctor';
import { handle, type Env } from '../../workers/decap-oauth/index';

const READY: Setup = {
  env: {
    CMS_GITHUB_REPO: 'agia-ph/website',
    CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev',
    SITE_URL: 'https://www.agia.org.ph',
  },
  handlerOrigin: 'https://www.agia.org.ph',
  nodeVersion: '24.1.0',
};
const messages = (setup: Setup) => diagnose(setup).map((finding) => `${finding.level}: ${finding.message}`);

describe('cms:doctor', () => {
  it('finds nothing in a complete setup', () => {
    expect(diagnose(READY)).toEqual([]);
  });

  it('names each missing variable with the step that sets it', () => {
    expect(messages({ ...READY, env: { SITE_URL: READY.env.SITE_URL } })).toEqual([
      'error: CMS_GITHUB_REPO is not set: set it to the repository as owner/name, e.g. agia-ph/website (README, "Enable the web editor", step 5)',
      'error: CMS_AUTH_URL is not set: set it to the sign-in handler\'s address, e.g. https://agia-decap-oauth.<account>.workers.dev (README, "Enable the web editor", step 5)',
    ]);
  });

  it('refuses a repository address and a handler address with a path, a slash or http', () => {
    const found = (env: Setup['env']) => messages({ ...READY, env: { ...READY.env, ...env } });
    expect(found({ CMS_GITHUB_REPO: 'https://github.com/agia-ph/website' })[0]).toMatch(
      /^error: CMS_GITHUB_REPO must be owner\/name, e\.g\. agia-ph\/website \(got "https:\/\/github\.com/,
    );
    expect(found({ CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev/callback' })).toEqual([
      'error: CMS_AUTH_URL must be the handler\'s address alone, https://agia-decap-oauth.agia.workers.dev (got "https://agia-decap-oauth.agia.workers.dev/callback": the editor adds /auth itself, and /callback belongs in the GitHub OAuth app) (README, "Enable the web editor", step 5)',
    ]);
    expect(found({ CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev/' })[0]).toMatch(
      /must be the handler's address alone/,
    );
    expect(found({ CMS_AUTH_URL: 'http://agia-decap-oauth.agia.workers.dev' })[0]).toMatch(
      /must be an https:\/\/ address/,
    );
  });

  it("compares the handler's SITE_ORIGIN with the editor's own origin when CMS_ORIGIN gives one", () => {
    const admin = { ...READY, env: { ...READY.env, CMS_ORIGIN: 'https://admin.agia.org.ph' } };
    expect(diagnose({ ...admin, handlerOrigin: 'https://admin.agia.org.ph' })).toEqual([]);
    expect(messages(admin)).toEqual([
      'error: SITE_ORIGIN in workers/decap-oauth/wrangler.toml is "https://www.agia.org.ph", but the editor is at https://admin.agia.org.ph: the handler would refuse to sign in from the editor. Set it to https://admin.agia.org.ph and deploy the handler again (README, "Enable the web editor", step 2)',
    ]);
    expect(
      messages({ ...admin, env: { ...admin.env, CMS_ORIGIN: 'https://admin.agia.org.ph/admin' } }),
    ).toEqual([
      'error: CMS_ORIGIN must be an https:// origin alone, e.g. https://admin.agia.org.ph (got "https://admin.agia.org.ph/admin")',
    ]);
  });

  it("compares the handler's SITE_ORIGIN with the site's origin", () => {
    expect(
      messages({ ...READY, env: { ...READY.env, SITE_URL: 'https://agia-ph.github.io/website/' } }),
    ).toEqual([
      'error: SITE_ORIGIN in workers/decap-oauth/wrangler.toml is "https://www.agia.org.ph", but the editor is at https://agia-ph.github.io: the handler would refuse to sign in from the editor. Set it to https://agia-ph.github.io and deploy the handler again (README, "Enable the web editor", step 2)',
    ]);
    expect(messages({ ...READY, handlerOrigin: undefined })[0]).toMatch(/has no SITE_ORIGIN/);
    expect(handlerOriginIn('[vars]\nSITE_ORIGIN = "https://www.agia.org.ph"\n')).toBe(
      'https://www.agia.org.ph',
    );
    expect(handlerOriginIn('name = "x"\n')).toBeUndefined();
  });

  it('notes an old Node for wrangler and a missing SITE_URL without counting them as errors', () => {
    const found = diagnose({ ...READY, env: { ...READY.env, SITE_URL: undefined }, nodeVersion: '20.19.0' });
    expect(found.map((finding) => finding.level)).toEqual(['note', 'note']);
    expect(found[1]!.message).toMatch(
      /^Node 20\.19\.0: deploying the handler with wrangler 4 needs Node 22\.12 or later/,
    );
    expect(atLeast('22.12.0', 22, 12)).toBe(true);
    expect(atLeast('22.11.9', 22, 12)).toBe(false);
    expect(atLeast('v23.0.0', 22, 12)).toBe(true);
  });
});

/**
 * A stand-in for the deployed handler on 127.0.0.1: the worker's own code (workers/decap-oauth/)
 * behind a Node server, with the secrets and SITE_ORIGIN given; `publicOrigin` is the address the
 * worker believes it has (a handler reached through another address sends that one to GitHub).
 */
const servers: Server[] = [];
async function fakeHandler(env: Partial<Env>, publicOrigin?: string): Promise<string> {
  const server = createServer((req, res) => {
    const origin = publicOrigin ?? `http://${req.headers.host ?? ''}`;
    void handle(new Request(`${origin}${req.url ?? '/'}`), env as Env).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Any other server: a page that is not the handler. */
async function otherServer(): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(404).end('Not found'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const DEPLOYED: Env = {
  GITHUB_CLIENT_ID: 'Iv1.client',
  GITHUB_CLIENT_SECRET: 'secret',
  SITE_ORIGIN: 'https://www.agia.org.ph',
};
const EDITOR = 'https://www.agia.org.ph';
const probe = async (authUrl: string, editorOrigin = EDITOR) =>
  (await probeHandler({ authUrl, editorOrigin, timeoutMs: 5_000 })).map(
    (finding) => `${finding.level}: ${finding.message}`,
  );

describe('cms:doctor asks the live handler', () => {
  it('finds nothing when the handler answers with the client id, the secret, the origin and its own callback', async () => {
    expect(await probe(await fakeHandler(DEPLOYED))).toEqual([]);
  });

  it('says the handler is not deployed when nothing answers at its address', async () => {
    const url = await otherServer();
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    const found = await probe(url);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^error: The sign-in handler at http:\/\/127\.0\.0\.1:\d+ does not answer \(.*\): deploy it with npx wrangler deploy, and set CMS_AUTH_URL to the address wrangler prints \(README, "Enable the web editor", step 3\)$/,
    );
  });

  it('says an address that answers is not the handler (a made-up or mistyped address)', async () => {
    expect(await probe(await otherServer())).toEqual([
      expect.stringMatching(
        /^error: http:\/\/127\.0\.0\.1:\d+ answers, but not as this project's sign-in handler \(GET \/status gave 404\)/,
      ),
    ]);
  });

  it('names each secret the handler lacks', async () => {
    const found = await probe(await fakeHandler({ SITE_ORIGIN: EDITOR }));
    expect(found).toEqual([
      'error: The handler does not know the OAuth app\'s client id: from workers/decap-oauth/, npx wrangler secret put GITHUB_CLIENT_ID (README, "Enable the web editor", step 3)',
      'error: The handler has no client secret: from workers/decap-oauth/, npx wrangler secret put GITHUB_CLIENT_SECRET (generate one in the OAuth app if needed) (README, "Enable the web editor", step 3)',
    ]);
  });

  it("compares the deployed handler's SITE_ORIGIN with the editor's origin", async () => {
    const found = await probe(await fakeHandler(DEPLOYED), 'https://admin.agia.org.ph');
    expect(found).toEqual([
      'error: The deployed handler hands tokens to https://www.agia.org.ph, but the editor is at https://admin.agia.org.ph: set SITE_ORIGIN in workers/decap-oauth/wrangler.toml to https://admin.agia.org.ph and deploy it again (README, "Enable the web editor", step 2)',
    ]);
    expect(editorOriginOf({ CMS_ORIGIN: 'https://admin.agia.org.ph' })).toBe('https://admin.agia.org.ph');
    expect(editorOriginOf({ SITE_URL: 'https://agia-ph.github.io/website/' })).toBe(
      'https://agia-ph.github.io',
    );
  });

  it('refuses a callback that is not CMS_AUTH_URL/callback', async () => {
    const url = await fakeHandler(DEPLOYED, 'https://agia-decap-oauth.old.workers.dev');
    expect(await probe(url)).toEqual([
      `error: The handler asks GitHub to return to https://agia-decap-oauth.old.workers.dev/callback, not ${url}/callback: set CMS_AUTH_URL to the handler's own address (README, "Enable the web editor", step 5)`,
    ]);
  });
});
