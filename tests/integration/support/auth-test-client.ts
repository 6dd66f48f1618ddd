/**
 * Creates the site's real Supabase client (src/auth/create-client.ts) against a fake auth server,
 * and disposes of every client after each test so none keeps ticking or listening.
 */
import { afterEach, vi } from 'vitest';
import { createAuthClient } from '../../../src/auth/create-client';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

/** A public anonymous key, shaped like the one in a Supabase project's API settings. */
export const TEST_ANON_KEY = jwt({ iss: 'supabase', ref: 'agiatest', role: 'anon', iat: 1 });

/** The key supabase-js stores the session under for a server on 127.0.0.1. */
export const TEST_STORAGE_KEY = 'sb-127-auth-token';

type Client = ReturnType<typeof createAuthClient>;

const clients: Client[] = [];

export function testClient(url: string): Client {
  const client = createAuthClient({ url, anonKey: TEST_ANON_KEY });
  clients.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.auth.dispose()));
  localStorage.clear();
});

/**
 * Every test creates a fresh client on the same storage key, which supabase-js rightly warns
 * about in a real page; here it is intended, so only that warning is silenced.
 */
export function quietMultipleClientWarning(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Multiple GoTrueClient instances')) return;
    warn(...args);
  });
}
