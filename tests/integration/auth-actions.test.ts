// @vitest-environment jsdom
/**
 * The site's sign-up, sign-in and sign-out, run through the real supabase-js client over real
 * HTTP against a fake auth server on 127.0.0.1: requests, stored session and failure toasts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, signUp } from '../../src/auth/auth-actions';
import { currentToasts, removeToast } from '../../src/components/ui/toast-store';
import {
  quietMultipleClientWarning,
  TEST_ANON_KEY,
  TEST_STORAGE_KEY,
  testClient,
} from './support/auth-test-client';
import { closedPortUrl, startFakeAuthServer, type FakeAuthServer } from './support/fake-auth-server';

let server: FakeAuthServer;

beforeAll(async () => {
  server = await startFakeAuthServer({ anonKey: TEST_ANON_KEY });
  server.addUser('member@agia.example', 'correct-horse');
});
afterAll(() => server.close());

beforeEach(() => {
  quietMultipleClientWarning();
  server.requests.length = 0;
});
afterEach(() => {
  for (const item of currentToasts()) removeToast(item.id);
});

function storedSession(): { access_token: string; refresh_token: string; user: { email: string } } | null {
  const raw = localStorage.getItem(TEST_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as never) : null;
}

function lastToast() {
  const [item] = currentToasts();
  return item && { title: item.title, description: item.description, variant: item.variant };
}

describe('sign up', () => {
  it('creates the account with its options and stores the session', async () => {
    const auth = testClient(server.url).auth;
    const result = await signUp(auth, 'new.member@agia.example', 'a-long-password', {
      data: { full_name: 'Maria Santos' },
    });

    expect(result.error).toBeNull();
    expect(result.user?.email).toBe('new.member@agia.example');
    expect(result.user?.user_metadata).toEqual({ full_name: 'Maria Santos' });
    const [request] = server.requests.filter((r) => r.route === 'signup');
    expect(request?.body).toMatchObject({
      email: 'new.member@agia.example',
      password: 'a-long-password',
      data: { full_name: 'Maria Santos' },
    });
    expect(request?.headers.apikey).toBe(TEST_ANON_KEY);
    expect(storedSession()?.user.email).toBe('new.member@agia.example');
    expect(lastToast()).toBeUndefined();
  });

  it('shows "Sign up Failed" with the server message for a taken address', async () => {
    const auth = testClient(server.url).auth;
    const result = await signUp(auth, 'member@agia.example', 'another-password');

    expect(result.error?.message).toBe('User already registered');
    expect(lastToast()).toEqual({
      title: 'Sign up Failed',
      description: 'User already registered',
      variant: 'destructive',
    });
    expect(storedSession()).toBeNull();
  });

  it("surfaces the library's message when the password is missing, without a request", async () => {
    const auth = testClient(server.url).auth;
    await signUp(auth, 'someone@agia.example', '');

    expect(lastToast()).toEqual({
      title: 'Sign up Failed',
      description: 'You must provide either an email or phone number and a password',
      variant: 'destructive',
    });
    expect(server.requests.filter((r) => r.route === 'signup')).toHaveLength(0);
  });
});

describe('sign in', () => {
  it('posts the password grant and persists the session under sb-<ref>-auth-token', async () => {
    const auth = testClient(server.url).auth;
    const result = await signIn(auth, 'member@agia.example', 'correct-horse');

    expect(result.error).toBeNull();
    expect(result.session?.user.email).toBe('member@agia.example');
    const [request] = server.requests.filter((r) => r.route === 'token:password');
    expect(request?.body).toMatchObject({ email: 'member@agia.example', password: 'correct-horse' });
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_ANON_KEY}`);
    expect(storedSession()).toMatchObject({
      access_token: result.session?.access_token,
      refresh_token: result.session?.refresh_token,
      user: { email: 'member@agia.example' },
    });
    expect(lastToast()).toBeUndefined();
  });

  it('shows "Sign in Failed" for invalid credentials (400)', async () => {
    const auth = testClient(server.url).auth;
    const result = await signIn(auth, 'member@agia.example', 'wrong-password');

    expect(result.error).toMatchObject({ status: 400, message: 'Invalid login credentials' });
    expect(lastToast()).toEqual({
      title: 'Sign in Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    });
    expect(storedSession()).toBeNull();
  });

  it.each(['', '   '])("surfaces the library's message when the e-mail is %j", async (email) => {
    const auth = testClient(server.url).auth;
    await signIn(auth, email, 'correct-horse');

    expect(lastToast()?.description).toBe('You must provide either an email or phone number and a password');
    expect(server.requests).toHaveLength(0);
  });

  it.each([502, 503, 504])('shows "Sign in Failed" when the server answers %i', async (status) => {
    server.failNext('token:password', status);
    const auth = testClient(server.url).auth;
    const result = await signIn(auth, 'member@agia.example', 'correct-horse');

    expect(result.error).toMatchObject({ name: 'AuthRetryableFetchError', status });
    expect(lastToast()).toEqual({
      title: 'Sign in Failed',
      description: 'Something went wrong',
      variant: 'destructive',
    });
    expect(storedSession()).toBeNull();
  });

  it('shows "Sign up Failed" when the server answers 503', async () => {
    server.failNext('signup', 503);
    const auth = testClient(server.url).auth;
    await signUp(auth, 'late@agia.example', 'a-long-password');

    expect(lastToast()).toEqual({
      title: 'Sign up Failed',
      description: 'Something went wrong',
      variant: 'destructive',
    });
  });

  it('shows "Sign in Failed" when the network fails, without an unhandled rejection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // supabase-js logs the fetch error
    const auth = testClient(await closedPortUrl()).auth;
    const result = await signIn(auth, 'member@agia.example', 'correct-horse');

    expect(result.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 0 });
    expect(lastToast()).toMatchObject({ title: 'Sign in Failed', variant: 'destructive' });
    expect(lastToast()?.description).toBe(result.error?.message);
    expect(lastToast()?.description).not.toBe('');
  });
});

describe('sign out', () => {
  it('revokes the session with the user token and clears storage', async () => {
    const auth = testClient(server.url).auth;
    const { session } = await signIn(auth, 'member@agia.example', 'correct-horse');
    const result = await signOut(auth);

    expect(result.error).toBeNull();
    const [request] = server.requests.filter((r) => r.route === 'logout');
    expect(request?.headers.authorization).toBe(`Bearer ${session?.access_token}`);
    expect(storedSession()).toBeNull();
    expect(lastToast()).toBeUndefined();
  });

  it('shows "Sign out Failed" and keeps the session when the server answers 502', async () => {
    const auth = testClient(server.url).auth;
    await signIn(auth, 'member@agia.example', 'correct-horse');
    server.failNext('logout', 502);
    await signOut(auth);

    expect(lastToast()).toEqual({
      title: 'Sign out Failed',
      description: 'Something went wrong',
      variant: 'destructive',
    });
    expect(storedSession()?.user.email).toBe('member@agia.example');
  });

  it('shows "Sign out Failed" when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const own = await startFakeAuthServer({ anonKey: TEST_ANON_KEY });
    own.addUser('member@agia.example', 'correct-horse');
    const auth = testClient(own.url).auth;
    await signIn(auth, 'member@agia.example', 'correct-horse');
    await own.close();
    await signOut(auth);

    expect(lastToast()).toMatchObject({ title: 'Sign out Failed', variant: 'destructive' });
    expect(lastToast()?.description).not.toBe('Something went wrong');
  });
});
