import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle, type Env } from '../../workers/decap-oauth/index';

const env: Env = {
  GITHUB_CLIENT_ID: 'client-123',
  GITHUB_CLIENT_SECRET: 'secret-456',
  SITE_ORIGIN: 'https://www.example.org',
};
const HANDLER = 'https://auth.example.workers.dev';

/** A stand-in for GitHub's token endpoint on 127.0.0.1: gives a token for code "good" only. */
let server: Server;
let tokenUrl: string;
const received: Array<Record<string, string>> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, string>;
      received.push(body);
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && body.code === 'good' && body.client_secret === 'secret-456') {
        res.end(JSON.stringify({ access_token: 'gho_token', token_type: 'bearer', scope: 'repo' }));
      } else {
        res.end(
          JSON.stringify({
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login/oauth/access_token`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function signIn(): Promise<{ state: string; cookie: string }> {
  const response = await handle(new Request(`${HANDLER}/auth?provider=github&scope=repo`), env, { tokenUrl });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location')!);
  expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(location.searchParams.get('client_id')).toBe('client-123');
  expect(location.searchParams.get('redirect_uri')).toBe(`${HANDLER}/callback`);
  // Asked for repo, granted public_repo: the handler's setting decides.
  expect(location.searchParams.get('scope')).toBe('public_repo');
  const cookie = response.headers.get('Set-Cookie')!;
  expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  return { state: location.searchParams.get('state')!, cookie: cookie.split(';')[0]! };
}

describe('sign-in handler for the web editor', () => {
  it('sends the editor to GitHub with a fresh state each time', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first.state).toMatch(/^[0-9a-f]{32}$/);
    expect(second.state).not.toBe(first.state);
  });

  it('exchanges the code for a token and hands it to the site only', async () => {
    const { state, cookie } = await signIn();
    const response = await handle(
      new Request(`${HANDLER}/callback?code=good&state=${state}`, { headers: { Cookie: cookie } }),
      env,
      { tokenUrl },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      JSON.stringify('authorization:github:success:{"token":"gho_token","provider":"github"}'),
    );
    expect(html).toContain('const origin = "https://www.example.org";');
    expect(html).not.toContain('"*"');
    expect(received.at(-1)).toMatchObject({
      client_id: 'client-123',
      client_secret: 'secret-456',
      code: 'good',
    });
    // The page's script is the only one its policy allows.
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'$/,
    );
  });

  it('refuses a callback whose state does not match the cookie, without asking GitHub', async () => {
    const before = received.length;
    const { cookie } = await signIn();
    const response = await handle(
      new Request(`${HANDLER}/callback?code=good&state=forged`, { headers: { Cookie: cookie } }),
      env,
      { tokenUrl },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('authorization:github:error:');
    expect(received.length).toBe(before);
  });

  it('reports GitHub refusing the code', async () => {
    const { state, cookie } = await signIn();
    const response = await handle(
      new Request(`${HANDLER}/callback?code=stale&state=${state}`, { headers: { Cookie: cookie } }),
      env,
      { tokenUrl },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The code passed is incorrect or expired.');
  });

  it('says on /status what it is set up with, and of the secret only whether it is set', async () => {
    const response = await handle(new Request(`${HANDLER}/status`), env, { tokenUrl });
    expect(await response.json()).toEqual({
      handler: 'agia-decap-oauth',
      clientId: 'client-123',
      clientSecretSet: true,
      siteOrigin: 'https://www.example.org',
      callback: `${HANDLER}/callback`,
    });
    const bare = await handle(new Request(`${HANDLER}/status`), { ...env, GITHUB_CLIENT_SECRET: '' });
    const text = await bare.text();
    expect(text).not.toContain('secret-456');
    expect(JSON.parse(text)).toMatchObject({ clientSecretSet: false });
  });

  it('says what is missing when the secrets are not set', async () => {
    const response = await handle(
      new Request(`${HANDLER}/auth`),
      { ...env, GITHUB_CLIENT_SECRET: '' },
      { tokenUrl },
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('GITHUB_CLIENT_SECRET');
  });
});

describe("the scope of the editor's GitHub key", () => {
  const scopeFor = async (settings: Partial<Env>, asked: string) => {
    const response = await handle(
      new Request(`${HANDLER}/auth?provider=github&scope=${asked}`),
      { ...env, ...settings },
      { tokenUrl },
    );
    return new URL(response.headers.get('Location')!).searchParams.get('scope');
  };

  it('is public_repo unless the handler is set to repo for a private repository', async () => {
    expect(await scopeFor({}, 'repo')).toBe('public_repo');
    expect(await scopeFor({}, 'repo,admin:org')).toBe('public_repo');
    expect(await scopeFor({ GITHUB_SCOPE: 'repo' }, 'public_repo')).toBe('repo');
  });
});
