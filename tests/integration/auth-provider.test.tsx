// @vitest-environment jsdom
/**
 * <AuthProvider> with the real supabase-js client against the fake auth server: the state a
 * component sees through useAuth(), from the first render to sign-in, refresh and sign-out.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AuthClient } from '../../src/auth/auth-client';
import type { AuthContextValue } from '../../src/auth/auth-context';
import { AuthProvider } from '../../src/auth/auth-provider';
import { useAuth } from '../../src/auth/use-auth';
import { currentToasts, removeToast } from '../../src/components/ui/toast-store';
import { quietMultipleClientWarning, TEST_ANON_KEY, testClient } from './support/auth-test-client';
import { startFakeAuthServer, type FakeAuthServer } from './support/fake-auth-server';

let server: FakeAuthServer;

beforeAll(async () => {
  server = await startFakeAuthServer({ anonKey: TEST_ANON_KEY });
  server.addUser('member@agia.example', 'correct-horse');
});
afterAll(() => server.close());
beforeEach(() => quietMultipleClientWarning());
afterEach(() => {
  cleanup();
  for (const item of currentToasts()) removeToast(item.id);
  window.history.replaceState(null, '', '/');
});

type Snapshot = { loading: boolean; email: string | null };

/** Renders the provider and records every distinct state a consumer sees. */
function renderWithProvider(auth: AuthClient) {
  const states: Snapshot[] = [];
  let latest: AuthContextValue | undefined;
  const loadClient = () => Promise.resolve(auth);
  function Probe() {
    const value = useAuth();
    latest = value;
    const snapshot = { loading: value.loading, email: value.user?.email ?? null };
    const last = states.at(-1);
    if (!last || last.loading !== snapshot.loading || last.email !== snapshot.email) {
      states.push(snapshot);
    }
    return <p>{value.loading ? 'Checking session' : (value.user?.email ?? 'Signed out')}</p>;
  }
  const view = render(
    <AuthProvider loadClient={loadClient}>
      <Probe />
    </AuthProvider>,
  );
  return { states, view, context: () => latest! };
}

it('goes from loading to signed out, signed in and signed out again', async () => {
  const { states, context } = renderWithProvider(testClient(server.url).auth);
  expect(screen.getByText('Checking session')).toBeTruthy();
  await screen.findByText('Signed out');

  await act(() => context().signIn('member@agia.example', 'correct-horse'));
  expect(screen.getByText('member@agia.example')).toBeTruthy();
  expect(context().session?.access_token).toBeTruthy();

  await act(() => context().signOut());
  expect(screen.getByText('Signed out')).toBeTruthy();
  expect(context().session).toBeNull();

  expect(states).toEqual([
    { loading: true, email: null },
    { loading: false, email: null },
    { loading: false, email: 'member@agia.example' },
    { loading: false, email: null },
  ]);
  expect(currentToasts()).toEqual([]);
});

it('restores a session persisted by an earlier visit', async () => {
  const earlier = testClient(server.url);
  await earlier.auth.signInWithPassword({ email: 'member@agia.example', password: 'correct-horse' });
  await earlier.auth.dispose();

  const { states } = renderWithProvider(testClient(server.url).auth);
  await screen.findByText('member@agia.example');
  expect(states).toEqual([
    { loading: true, email: null },
    { loading: false, email: 'member@agia.example' },
  ]);
});

it('follows TOKEN_REFRESHED and USER_UPDATED', async () => {
  const client = testClient(server.url);
  const { context } = renderWithProvider(client.auth);
  await screen.findByText('Signed out');
  await act(() => context().signIn('member@agia.example', 'correct-horse'));
  const first = context().session?.access_token;

  await act(() => client.auth.refreshSession());
  expect(context().session?.access_token).not.toBe(first);

  await act(() => client.auth.updateUser({ data: { full_name: 'Jose Reyes' } }));
  expect(context().user?.user_metadata).toMatchObject({ full_name: 'Jose Reyes' });
});

it('takes a password-recovery link (implicit flow, session in the URL)', async () => {
  const other = testClient(server.url);
  const { data } = await other.auth.signInWithPassword({
    email: 'member@agia.example',
    password: 'correct-horse',
  });
  await other.auth.dispose();
  localStorage.clear();
  const session = data.session!;
  const hash = new URLSearchParams({
    access_token: session.access_token,
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: 'recovery',
  });
  window.history.replaceState(null, '', `/members/reset#${hash.toString()}`);

  const client = testClient(server.url);
  const events: string[] = [];
  client.auth.onAuthStateChange((event) => void events.push(event));
  renderWithProvider(client.auth);

  await screen.findByText('member@agia.example');
  await waitFor(() => expect(events).toContain('PASSWORD_RECOVERY'));
  expect(window.location.hash).toBe('');
});

it('unsubscribes from the client when unmounted', async () => {
  const client = testClient(server.url);
  const subscribe = vi.spyOn(client.auth, 'onAuthStateChange');
  const { view } = renderWithProvider(client.auth);
  await screen.findByText('Signed out');
  const result = subscribe.mock.results[0]?.value as ReturnType<AuthClient['onAuthStateChange']>;
  const unsubscribe = vi.spyOn(result.data.subscription, 'unsubscribe');

  view.unmount();
  expect(unsubscribe).toHaveBeenCalledOnce();
});
