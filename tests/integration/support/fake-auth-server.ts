/**
 * A small Supabase Auth (GoTrue) server for tests: node:http on 127.0.0.1 with an ephemeral port.
 * It implements what the site calls, with the auth API's response shapes (API version 2024-01-01):
 *   POST /auth/v1/signup                         -> session (or user only when confirmation is on)
 *   POST /auth/v1/token?grant_type=password      -> session | 400 invalid_credentials
 *   POST /auth/v1/token?grant_type=refresh_token -> rotated session | 400 refresh_token_not_found
 *   POST /auth/v1/logout                         -> 204
 *   GET  /auth/v1/user, PUT /auth/v1/user        -> user | 401
 * Every request is recorded; `failNext` makes the next requests of a route answer with a status.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = 'signup' | 'token:password' | 'token:refresh_token' | 'logout' | 'user';

export interface RecordedRequest {
  route: Route | null;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Date.now() when it arrived (the faked clock when a test fakes Date). */
  at: number;
}

interface FakeUser {
  id: string;
  email: string;
  password: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export interface FakeAuthServerOptions {
  anonKey: string;
  /** Lifetime of access tokens in seconds; 3600 by default. */
  tokenLifetime?: number;
  /** Answer sign-ups with a user and no session, as when e-mail confirmation is on. */
  confirmEmail?: boolean;
}

export interface FakeAuthServer {
  /** The project URL to give createClient (auth lives under /auth/v1). */
  url: string;
  requests: RecordedRequest[];
  addUser(email: string, password: string, metadata?: Record<string, unknown>): void;
  failNext(route: Route, status: number, times?: number): void;
  /** Resolves with the next request to `route` (or one already received after `since`). */
  nextRequest(route: Route, since?: number): Promise<RecordedRequest>;
  setTokenLifetime(seconds: number): void;
  close(): Promise<void>;
}

const VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function routeOf(method: string, path: string, grantType: string | null): Route | null {
  if (method === 'POST' && path === '/auth/v1/signup') return 'signup';
  if (method === 'POST' && path === '/auth/v1/token' && grantType === 'password') {
    return 'token:password';
  }
  if (method === 'POST' && path === '/auth/v1/token' && grantType === 'refresh_token') {
    return 'token:refresh_token';
  }
  if (method === 'POST' && path === '/auth/v1/logout') return 'logout';
  if ((method === 'GET' || method === 'PUT') && path === '/auth/v1/user') return 'user';
  return null;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

export async function startFakeAuthServer(options: FakeAuthServerOptions): Promise<FakeAuthServer> {
  const users = new Map<string, FakeUser>();
  const accessTokens = new Map<string, string>(); // token -> user id
  const refreshTokens = new Map<string, string>(); // token -> user id
  const failures = new Map<Route, { status: number; times: number }>();
  const requests: RecordedRequest[] = [];
  const waiters: { route: Route; resolve: (request: RecordedRequest) => void }[] = [];
  let tokenLifetime = options.tokenLifetime ?? 3600;

  const userJson = (user: FakeUser) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: options.confirmEmail ? null : user.createdAt,
    phone: '',
    confirmed_at: options.confirmEmail ? null : user.createdAt,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.metadata,
    identities: [],
    created_at: user.createdAt,
    updated_at: new Date().toISOString(),
    is_anonymous: false,
  });

  const issueSession = (user: FakeUser) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      aud: 'authenticated',
      exp: now + tokenLifetime,
      iat: now,
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      session_id: randomUUID(),
    };
    const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
    const refreshToken = randomUUID().replace(/-/g, '').slice(0, 12);
    accessTokens.set(accessToken, user.id);
    refreshTokens.set(refreshToken, user.id);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: tokenLifetime,
      expires_at: now + tokenLifetime,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status, VERSION_HEADER).end();
      return;
    }
    res
      .writeHead(status, { 'Content-Type': 'application/json', ...VERSION_HEADER })
      .end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { code, message });

  const bearerUser = (req: IncomingMessage): FakeUser | undefined => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const id = token ? accessTokens.get(token) : undefined;
    return [...users.values()].find((user) => user.id === id);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const route = routeOf(method, url.pathname, url.searchParams.get('grant_type'));
    const body = await readBody(req);
    const request = { route, method, path: url.pathname, headers: req.headers, body, at: Date.now() };
    requests.push(request);
    for (const waiter of waiters.filter((w) => w.route === route)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(request);
    }

    if (req.headers.apikey !== options.anonKey) {
      return send(res, 401, { message: 'Invalid API key', hint: 'Double check your key' });
    }
    const failure = route ? failures.get(route) : undefined;
    if (route && failure && failure.times > 0) {
      failure.times -= 1;
      res.writeHead(failure.status, { 'Content-Type': 'text/html' });
      return res.end(`<html><body><h1>${failure.status}</h1>The gateway failed.</body></html>`);
    }
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';

    switch (route) {
      case 'signup': {
        if (users.has(email)) {
          return apiError(res, 422, 'user_already_exists', 'User already registered');
        }
        if (password.length < 6) {
          return send(res, 422, {
            code: 'weak_password',
            message: 'Password should be at least 6 characters.',
            weak_password: { reasons: ['length'] },
          });
        }
        const data = typeof body.data === 'object' && body.data !== null ? body.data : {};
        const user: FakeUser = {
          id: randomUUID(),
          email,
          password,
          metadata: data as Record<string, unknown>,
          createdAt: new Date().toISOString(),
        };
        users.set(email, user);
        return send(res, 200, options.confirmEmail ? userJson(user) : issueSession(user));
      }
      case 'token:password': {
        const user = users.get(email);
        if (!user || user.password !== password) {
          return apiError(res, 400, 'invalid_credentials', 'Invalid login credentials');
        }
        return send(res, 200, issueSession(user));
      }
      case 'token:refresh_token': {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
        const id = refreshTokens.get(token);
        const user = [...users.values()].find((candidate) => candidate.id === id);
        if (!user) {
          return apiError(
            res,
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          );
        }
        refreshTokens.delete(token);
        return send(res, 200, issueSession(user));
      }
      case 'logout': {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || !accessTokens.has(token)) {
          return apiError(res, 401, 'no_authorization', 'This endpoint requires a Bearer token');
        }
        accessTokens.delete(token);
        return send(res, 204);
      }
      case 'user': {
        const user = bearerUser(req);
        if (!user) {
          return apiError(res, 401, 'no_authorization', 'This endpoint requires a Bearer token');
        }
        if (method === 'PUT' && typeof body.data === 'object' && body.data !== null) {
          user.metadata = { ...user.metadata, ...(body.data as Record<string, unknown>) };
        }
        return send(res, 200, userJson(user));
      }
      default:
        return apiError(res, 404, 'not_found', `No route for ${method} ${url.pathname}`);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addUser(email, password, metadata = {}) {
      users.set(email.toLowerCase(), {
        id: randomUUID(),
        email: email.toLowerCase(),
        password,
        metadata,
        createdAt: new Date().toISOString(),
      });
    },
    failNext(route, status, times = 1) {
      failures.set(route, { status, times });
    },
    nextRequest(route, since = requests.length) {
      const seen = requests.slice(since).find((request) => request.route === route);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ route, resolve }));
    },
    setTokenLifetime(seconds) {
      tokenLifetime = seconds;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens: a port that was just free. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
