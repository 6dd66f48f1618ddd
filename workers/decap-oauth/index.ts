/**
 * Sign-in for the web editor (/admin): GitHub's OAuth flow as a Cloudflare Worker.
 * Inputs:  GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (secrets of the GitHub OAuth app),
 *          SITE_ORIGIN (the site's address, e.g. https://www.agia.org.ph: the only window the
 *          token is handed to).
 * Outputs: GET /auth sends the editor to GitHub's consent page; GET /callback exchanges GitHub's
 *          code for a token and hands it to the editor's window with the message Decap CMS
 *          expects ("authorization:github:success:{...}"); GET /status says, for `npm run
 *          cms:doctor`, what the handler is set up with (nothing secret: the client id is in every
 *          /auth address, SITE_ORIGIN in wrangler.toml; of the secret only whether it is set).
 * Steps:   /auth: a random state in a short-lived cookie and in the address GitHub returns to;
 *          /callback: the state must match the cookie, the code is exchanged at GitHub's token
 *          endpoint (server to server, with the secret), the token is posted to SITE_ORIGIN only.
 * Why:     docs/decisions/013-web-editor.md; README, "Enable the web editor".
 */

export interface Env {
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET: string;
  SITE_ORIGIN: string;
  /**
   * What the editor's GitHub key may do: `public_repo` (the default: writing to public
   * repositories, which is all the web editor needs for this site's public repository) or `repo`
   * (also private repositories; set it only if the repository is private).
   */
  GITHUB_SCOPE?: 'public_repo' | 'repo';
}

export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
const STATE_COOKIE = 'decap_oauth_state';

/** The page the pop-up shows: tells the editor's window the outcome, to SITE_ORIGIN only. */
export async function resultPage(
  siteOrigin: string,
  outcome: 'success' | 'error',
  content: Record<string, string>,
): Promise<Response> {
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`;
  // Decap's handshake: the pop-up announces itself, the editor answers, then the pop-up sends the
  // result to the window that answered, if it is the site.
  const script = [
    `const origin = ${JSON.stringify(siteOrigin)};`,
    `const message = ${JSON.stringify(message)};`,
    'window.addEventListener("message", (event) => {',
    '  if (event.origin !== origin || !window.opener) return;',
    '  window.opener.postMessage(message, origin);',
    '}, { once: false });',
    'if (window.opener) window.opener.postMessage("authorizing:github", origin);',
  ].join('\n');
  const text =
    outcome === 'success'
      ? 'Signed in. You can close this window.'
      : 'Sign-in failed. Close this window and try again.';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><p>${text}</p><script>${script}</script></body></html>`;
  return new Response(html, {
    status: outcome === 'success' ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // Only this page's own script may run.
      'Content-Security-Policy': `default-src 'none'; script-src '${await sha256(script)}'`,
      'Set-Cookie': `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface Options {
  tokenUrl?: string;
  fetch?: typeof fetch;
}

/** What GET /status answers (scripts/admin/cms-doctor.ts reads it). */
export interface HandlerStatus {
  handler: 'agia-decap-oauth';
  /** The GitHub OAuth app's client id, or '' when the secret is not set. */
  clientId: string;
  clientSecretSet: boolean;
  siteOrigin: string;
  /** The address GitHub must send editors back to: the OAuth app's Authorization callback URL. */
  callback: string;
}

export function status(url: URL, env: Env): Response {
  const body: HandlerStatus = {
    handler: 'agia-decap-oauth',
    clientId: env.GITHUB_CLIENT_ID ?? '',
    clientSecretSet: Boolean(env.GITHUB_CLIENT_SECRET),
    siteOrigin: env.SITE_ORIGIN ?? '',
    callback: `${url.origin}/callback`,
  };
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

export async function handle(request: Request, env: Env, options: Options = {}): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/status') return status(url, env);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET || !env.SITE_ORIGIN) {
    return new Response(
      'The sign-in handler is not configured: set GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and SITE_ORIGIN.',
      { status: 500 },
    );
  }
  if (request.method !== 'GET') return new Response('Method not allowed', { status: 405 });
  if (url.pathname === '/auth') {
    const state = randomState();
    const authorize = new URL(GITHUB_AUTHORIZE_URL);
    authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
    authorize.searchParams.set('redirect_uri', `${url.origin}/callback`);
    // The handler's own setting decides, not the request: a sign-in link asking for more gets
    // public_repo all the same (see GITHUB_SCOPE).
    authorize.searchParams.set('scope', env.GITHUB_SCOPE === 'repo' ? 'repo' : 'public_repo');
    authorize.searchParams.set('state', state);
    return new Response(null, {
      status: 302,
      headers: {
        Location: authorize.toString(),
        'Set-Cookie': `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
        'Cache-Control': 'no-store',
      },
    });
  }
  if (url.pathname === '/callback') {
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');
    const expected = cookie(request, STATE_COOKIE);
    if (!code || !state || !expected || state !== expected) {
      return resultPage(env.SITE_ORIGIN, 'error', {
        message: 'The sign-in could not be verified (state mismatch).',
      });
    }
    const response = await (options.fetch ?? fetch)(options.tokenUrl ?? GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      error_description?: string;
      error?: string;
    };
    if (!response.ok || !body.access_token) {
      return resultPage(env.SITE_ORIGIN, 'error', {
        message: body.error_description ?? body.error ?? `GitHub answered ${response.status}`,
      });
    }
    return resultPage(env.SITE_ORIGIN, 'success', { token: body.access_token, provider: 'github' });
  }
  return new Response('Not found', { status: 404 });
}

export default {
  fetch: (request: Request, env: Env) => handle(request, env),
};
