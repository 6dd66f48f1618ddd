// @vitest-environment jsdom
/**
 * The client the site creates has the options of src/auth/client-options.ts, read back from the client
 * itself (no request is made: nothing is stored and the URL carries no session).
 */
import { afterEach, expect, it } from 'vitest';
import { createAuthClient } from '../../src/auth/create-client';
import { loadAuthClient } from '../../src/auth/load-auth-client';

const PROJECT_URL = 'https://abcdefghijklmnop.supabase.co';
const ANON_KEY = 'sb_publishable_test-key';
const disposers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

it('uses the implicit flow, auto refresh, persistence, URL detection and schema public', async () => {
  const client = createAuthClient({ url: PROJECT_URL, anonKey: ANON_KEY });
  disposers.push(() => client.auth.dispose());
  const auth = client.auth as unknown as Record<string, unknown>;

  expect(auth.flowType).toBe('implicit');
  expect(auth.autoRefreshToken).toBe(true);
  expect(auth.persistSession).toBe(true);
  expect(auth.detectSessionInUrl).toBe(true);
  expect(auth.storage).toBe(window.localStorage);
  expect(client.from('members').schema).toBe('public');
  expect((await client.auth.getSession()).data.session).toBeNull();
  // The session is stored under a key derived from the project's subdomain.
  expect(auth.storageKey).toBe('sb-abcdefghijklmnop-auth-token');
});

it('loads no client when the build has no Supabase project', async () => {
  await expect(loadAuthClient({})).resolves.toBeNull();
  await expect(
    loadAuthClient({ VITE_SUPABASE_URL: PROJECT_URL, VITE_SUPABASE_ANON_KEY: '' }),
  ).resolves.toBeNull();
});

it('loads one client per page when configured', async () => {
  const env = { VITE_SUPABASE_URL: 'https://qrstuvwxyzabcdef.supabase.co', VITE_SUPABASE_ANON_KEY: ANON_KEY };
  const first = await loadAuthClient(env);
  const second = await loadAuthClient(env);
  expect(first).not.toBeNull();
  expect(second).toBe(first);
  disposers.push(() => (first as unknown as { dispose: () => Promise<void> }).dispose());
});
