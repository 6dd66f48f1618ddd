// @vitest-environment jsdom
/**
 * The configured client keeps its session fresh (src/auth/client-options.ts): a tick every 30 seconds
 * refreshes the token once it is within 3 ticks of expiry; on startup a stored session that is
 * about to expire is refreshed before it is handed out. Clock and timers are faked; HTTP is real.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import {
  quietMultipleClientWarning,
  TEST_ANON_KEY,
  TEST_STORAGE_KEY,
  testClient,
} from './support/auth-test-client';
import { startFakeAuthServer, type FakeAuthServer } from './support/fake-auth-server';

const TICK_MS = 30_000;
let server: FakeAuthServer;

beforeAll(async () => {
  server = await startFakeAuthServer({ anonKey: TEST_ANON_KEY });
  server.addUser('member@agia.example', 'correct-horse');
});
afterAll(() => server.close());
beforeEach(() => {
  quietMultipleClientWarning();
  server.requests.length = 0;
  server.setTokenLifetime(3600);
});
afterEach(() => {
  vi.useRealTimers();
});

const refreshes = () => server.requests.filter((r) => r.route === 'token:refresh_token');

function storedAccessToken(): string | undefined {
  const raw = localStorage.getItem(TEST_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { access_token: string }).access_token : undefined;
}

it('refreshes the token on the first tick within 3 ticks (90 s) of expiry', async () => {
  // Timers and Date only: real I/O must keep running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00Z'));
  const start = Date.now();
  server.setTokenLifetime(200); // expires at start + 200 s

  const client = testClient(server.url);
  const refreshed = new Promise<string | undefined>((resolve) => {
    client.auth.onAuthStateChange((event, session) => {
      if (event === 'TOKEN_REFRESHED') resolve(session?.access_token);
    });
  });
  const { data } = await client.auth.signInWithPassword({
    email: 'member@agia.example',
    password: 'correct-horse',
  });
  const firstToken = data.session?.access_token;

  // Ticks at 0, 30 and 60 s: the token has 200, 170 and 140 s left, more than 3 ticks.
  for (let tick = 0; tick < 3; tick++) await vi.advanceTimersByTimeAsync(tick === 0 ? 0 : TICK_MS);
  await vi.advanceTimersByTimeAsync(TICK_MS - 1);
  expect(refreshes()).toHaveLength(0);

  // The tick at 90 s sees 110 s left: 3 ticks, so it refreshes.
  await vi.advanceTimersByTimeAsync(1);
  const request = await server.nextRequest('token:refresh_token', 0);
  expect(request.at - start).toBe(3 * TICK_MS);
  expect(request.body).toEqual({ refresh_token: data.session?.refresh_token });

  const newToken = await refreshed;
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(firstToken);
  expect(storedAccessToken()).toBe(newToken);
});

/** Lets real I/O run until the client has scheduled a new timer (its back-off sleep). */
async function untilTimerScheduled(before: number): Promise<void> {
  for (let turn = 0; turn < 10_000 && vi.getTimerCount() <= before; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('retries a refresh that meets 503 after 200 ms, then 400 ms, and recovers', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T01:00:00Z'));
  const start = Date.now();
  server.setTokenLifetime(200);
  const client = testClient(server.url);
  const refreshed = new Promise<void>((resolve) => {
    client.auth.onAuthStateChange((event) => event === 'TOKEN_REFRESHED' && resolve());
  });
  await client.auth.signInWithPassword({ email: 'member@agia.example', password: 'correct-horse' });
  server.failNext('token:refresh_token', 503, 2);

  await vi.advanceTimersByTimeAsync(3 * TICK_MS);
  for (let attempt = 1; attempt <= 2; attempt++) {
    while (refreshes().length < attempt) await server.nextRequest('token:refresh_token');
    // Read before the client can have handled the 503 (that needs more I/O turns).
    await untilTimerScheduled(vi.getTimerCount());
    await vi.advanceTimersToNextTimerAsync();
  }
  await refreshed;

  expect(refreshes().map((request) => request.at - start)).toEqual([
    3 * TICK_MS,
    3 * TICK_MS + 200,
    3 * TICK_MS + 200 + 400,
  ]);
});

it('hands out a refreshed session on startup when the stored one is about to expire', async () => {
  server.setTokenLifetime(5);
  const earlier = testClient(server.url);
  const { data } = await earlier.auth.signInWithPassword({
    email: 'member@agia.example',
    password: 'correct-horse',
  });
  await earlier.auth.dispose();
  server.requests.length = 0;
  server.setTokenLifetime(3600);

  const { data: restored } = await testClient(server.url).auth.getSession();
  expect(refreshes().length).toBeGreaterThanOrEqual(1);
  expect(restored.session?.access_token).not.toBe(data.session?.access_token);
  expect(restored.session?.expires_in).toBe(3600);
});

it('keeps a stored session with time to spare as it is, without a request', async () => {
  const earlier = testClient(server.url);
  const { data } = await earlier.auth.signInWithPassword({
    email: 'member@agia.example',
    password: 'correct-horse',
  });
  await earlier.auth.dispose();
  server.requests.length = 0;

  const { data: restored } = await testClient(server.url).auth.getSession();
  expect(restored.session?.access_token).toBe(data.session?.access_token);
  expect(server.requests).toHaveLength(0);
});
