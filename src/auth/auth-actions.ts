/**
 * Sign-up, sign-in and sign-out that never throw: a failure of any kind (rejected credentials,
 * server error, network failure, unavailable auth) becomes a destructive toast titled after the
 * action and is returned as `error`.
 */
import { toast } from '../components/ui/toast-store';
import type { AuthClient, Session, SignUpOptions, User } from './auth-client';

export const AUTH_FAILURE_TITLES = {
  signUp: 'Sign up Failed',
  signIn: 'Sign in Failed',
  signOut: 'Sign out Failed',
} as const;

export const FALLBACK_DESCRIPTION = 'Something went wrong';
export const UNAVAILABLE_MESSAGE = 'Sign-in is not available on this site at the moment.';

export interface AuthActionResult {
  user: User | null;
  session: Session | null;
  error: Error | null;
}

/**
 * The error's own message, or the fallback when it has none. supabase-js reports a 5xx gateway
 * answer with the message "{}" (the serialised Response), which tells a visitor nothing.
 */
export function failureDescription(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String(error.message)
          : '';
  const trimmed = message.trim();
  return trimmed && trimmed !== '{}' ? trimmed : FALLBACK_DESCRIPTION;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(failureDescription(error));
}

async function run(
  title: string,
  action: () => Promise<{ user: User | null; session: Session | null; error: unknown }>,
): Promise<AuthActionResult> {
  let result: { user: User | null; session: Session | null; error: unknown };
  try {
    result = await action();
  } catch (error) {
    result = { user: null, session: null, error };
  }
  if (result.error == null) return { user: result.user, session: result.session, error: null };
  toast({ title, description: failureDescription(result.error), variant: 'destructive' });
  return { user: null, session: null, error: toError(result.error) };
}

/**
 * Credentials for supabase-js. When the e-mail or password is missing, the library is handed
 * neither, so it answers with its own message ("You must provide either an email or phone number
 * and a password") without a request.
 */
function credentials(email: string, password: string): { email: string; password: string } {
  if (email.trim() && password) return { email: email.trim(), password };
  return {} as { email: string; password: string };
}

function unavailable(): never {
  throw new Error(UNAVAILABLE_MESSAGE);
}

export function signUp(
  client: AuthClient | null,
  email: string,
  password: string,
  options?: SignUpOptions,
): Promise<AuthActionResult> {
  return run(AUTH_FAILURE_TITLES.signUp, async () => {
    if (!client) unavailable();
    const { data, error } = await client.signUp({ ...credentials(email, password), options });
    return { user: data.user, session: data.session, error };
  });
}

export function signIn(
  client: AuthClient | null,
  email: string,
  password: string,
): Promise<AuthActionResult> {
  return run(AUTH_FAILURE_TITLES.signIn, async () => {
    if (!client) unavailable();
    const { data, error } = await client.signInWithPassword(credentials(email, password));
    return { user: data.user, session: data.session, error };
  });
}

export function signOut(client: AuthClient | null): Promise<AuthActionResult> {
  return run(AUTH_FAILURE_TITLES.signOut, async () => {
    if (!client) unavailable();
    const { error } = await client.signOut();
    return { user: null, session: null, error };
  });
}
