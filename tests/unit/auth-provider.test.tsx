// @vitest-environment jsdom
/**
 * <AuthProvider> and useAuth() with a scripted client: every auth event is followed, the first
 * lookup ends loading, an unavailable client is reported, failures become toasts.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChangeEvent, AuthClient, Session } from '../../src/auth/auth-client';
import type { AuthContextValue } from '../../src/auth/auth-context';
import { AuthProvider } from '../../src/auth/auth-provider';
import { useAuth } from '../../src/auth/use-auth';
import { currentToasts, removeToast } from '../../src/components/ui/toast-store';

afterEach(() => {
  cleanup();
  for (const item of currentToasts()) removeToast(item.id);
});

function session(email: string, token = `token-for-${email}`): Session {
  return {
    access_token: token,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user: {
      id: email,
      email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-11-22T00:00:00Z',
    },
  };
}

/** A client whose session lookup and events the test drives by hand. */
function scriptedClient() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  let resolveLookup: (session: Session | null) => void = () => {};
  const unsubscribe = vi.fn();
  const client = {
    getSession: vi.fn(
      () =>
        new Promise((resolve) => {
          resolveLookup = (found) => resolve({ data: { session: found }, error: null });
        }),
    ),
    onAuthStateChange: vi.fn((callback: typeof listener) => {
      listener = callback;
      return { data: { subscription: { id: '1', callback, unsubscribe } } };
    }),
    signUp: vi.fn(),
    signInWithPassword: vi.fn(),
    signOut: vi.fn(),
  };
  return {
    client: client as unknown as AuthClient,
    mocks: client,
    unsubscribe,
    emit: (event: AuthChangeEvent, next: Session | null) => act(() => listener?.(event, next)),
    finishLookup: async (found: Session | null) => {
      await vi.waitFor(() => expect(client.getSession).toHaveBeenCalled());
      await act(async () => {
        resolveLookup(found);
        await Promise.resolve();
      });
    },
  };
}

function Probe({ onValue }: { onValue?: (value: AuthContextValue) => void }) {
  const value = useAuth();
  onValue?.(value);
  if (value.loading) return <p>Checking session</p>;
  if (!value.available) return <p>Sign-in unavailable</p>;
  return <p>{value.user?.email ?? 'Signed out'}</p>;
}

function renderProvider(loadClient: () => Promise<AuthClient | null>) {
  let latest: AuthContextValue | undefined;
  const view = render(
    <AuthProvider loadClient={loadClient}>
      <Probe onValue={(value) => (latest = value)} />
    </AuthProvider>,
  );
  return { view, context: () => latest! };
}

describe('state', () => {
  it('starts loading with no user, then takes the first session lookup', async () => {
    const scripted = scriptedClient();
    const { context } = renderProvider(() => Promise.resolve(scripted.client));
    expect(screen.getByText('Checking session')).toBeTruthy();
    expect(context()).toMatchObject({ loading: true, user: null, session: null });

    await scripted.finishLookup(session('member@agia.example'));
    expect(screen.getByText('member@agia.example')).toBeTruthy();
    expect(context()).toMatchObject({ loading: false, available: true });
    expect(context().session?.access_token).toBe('token-for-member@agia.example');
  });

  it('ends loading with no user when the lookup finds no session', async () => {
    const scripted = scriptedClient();
    renderProvider(() => Promise.resolve(scripted.client));
    await scripted.finishLookup(null);
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it.each<[AuthChangeEvent, Session | null]>([
    ['INITIAL_SESSION', session('initial@agia.example')],
    ['SIGNED_IN', session('signed.in@agia.example')],
    ['SIGNED_OUT', null],
    ['TOKEN_REFRESHED', session('refreshed@agia.example')],
    ['USER_UPDATED', session('updated@agia.example')],
    ['PASSWORD_RECOVERY', session('recovery@agia.example')],
    ['MFA_CHALLENGE_VERIFIED', session('mfa@agia.example')],
  ])('follows %s', async (event, next) => {
    const scripted = scriptedClient();
    const { context } = renderProvider(() => Promise.resolve(scripted.client));
    await scripted.finishLookup(session('before@agia.example', 'old-token'));

    scripted.emit(event, next);
    expect(screen.getByText(next?.user.email ?? 'Signed out')).toBeTruthy();
    expect(context().session).toBe(next);
    expect(context().loading).toBe(false);
  });

  it('keeps an event that arrives before the first lookup finishes', async () => {
    const scripted = scriptedClient();
    renderProvider(() => Promise.resolve(scripted.client));
    await vi.waitFor(() => expect(scripted.mocks.getSession).toHaveBeenCalled());
    scripted.emit('SIGNED_IN', session('newer@agia.example'));
    await scripted.finishLookup(null);
    expect(screen.getByText('newer@agia.example')).toBeTruthy();
  });

  it('unsubscribes on unmount', async () => {
    const scripted = scriptedClient();
    const { view } = renderProvider(() => Promise.resolve(scripted.client));
    await scripted.finishLookup(null);
    view.unmount();
    expect(scripted.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('unavailable auth', () => {
  it('reports itself unavailable instead of crashing', async () => {
    const { context } = renderProvider(() => Promise.resolve(null));
    await screen.findByText('Sign-in unavailable');
    expect(context()).toMatchObject({ loading: false, available: false, user: null });

    const result = await act(() => context().signIn('member@agia.example', 'secret'));
    expect(result.error?.message).toBe('Sign-in is not available on this site at the moment.');
    expect(currentToasts()[0]).toMatchObject({
      title: 'Sign in Failed',
      description: 'Sign-in is not available on this site at the moment.',
      variant: 'destructive',
    });
  });

  it('is unavailable by default in a build without a Supabase project', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('Sign-in unavailable');
  });

  it('refuses useAuth() outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an <AuthProvider>');
  });
});

describe('actions', () => {
  it('passes sign-up options through and reports no toast on success', async () => {
    const scripted = scriptedClient();
    const created = session('new@agia.example');
    scripted.mocks.signUp.mockResolvedValue({
      data: { user: created.user, session: created },
      error: null,
    });
    const { context } = renderProvider(() => Promise.resolve(scripted.client));
    await scripted.finishLookup(null);

    const result = await act(() =>
      context().signUp('new@agia.example', 'a-long-password', { data: { full_name: 'Ana Cruz' } }),
    );
    expect(scripted.mocks.signUp).toHaveBeenCalledWith({
      email: 'new@agia.example',
      password: 'a-long-password',
      options: { data: { full_name: 'Ana Cruz' } },
    });
    expect(result).toEqual({ user: created.user, session: created, error: null });
    expect(currentToasts()).toEqual([]);
  });

  it('turns a thrown error into a "Sign out Failed" toast, never a rejection', async () => {
    const scripted = scriptedClient();
    scripted.mocks.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    const { context } = renderProvider(() => Promise.resolve(scripted.client));
    await scripted.finishLookup(null);

    const result = await act(() => context().signOut());
    expect(result.error?.message).toBe('Failed to fetch');
    expect(currentToasts()[0]).toMatchObject({
      title: 'Sign out Failed',
      description: 'Failed to fetch',
      variant: 'destructive',
    });
  });
});

it('reads loadClient once, so an inline function does not resubscribe on every render', async () => {
  const scripted = scriptedClient();
  const load = vi.fn(() => Promise.resolve(scripted.client));
  const view = render(
    <AuthProvider loadClient={() => load()}>
      <Probe />
    </AuthProvider>,
  );
  await scripted.finishLookup(null);
  view.rerender(
    <AuthProvider loadClient={() => load()}>
      <Probe />
    </AuthProvider>,
  );
  expect(screen.getByText('Signed out')).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
  expect(scripted.mocks.onAuthStateChange).toHaveBeenCalledOnce();
});
