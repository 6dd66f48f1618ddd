/**
 * Loads supabase-js and creates the site's single auth client, in the browser only and only when
 * the build was given a Supabase project. Resolves to null when auth is unavailable (no
 * configuration, prerendering, or the library failed to load); never rejects.
 */
import type { AuthClient } from './auth-client';
import { readAuthConfig, type AuthEnv } from './config';

let pending: Promise<AuthClient | null> | null = null;

/** The two variables, read one by one so the build inlines nothing else. */
export const buildAuthEnv: AuthEnv = {
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
};

export function loadAuthClient(env: AuthEnv = buildAuthEnv): Promise<AuthClient | null> {
  if (typeof window === 'undefined' || import.meta.env.SSR) return Promise.resolve(null);
  const result = readAuthConfig(env);
  if (result.status !== 'configured') return Promise.resolve(null);
  // One client per page: several clients on one storage key would race each other's refreshes.
  pending ??= import('./create-client')
    .then(({ createAuthClient }) => createAuthClient(result.config).auth)
    .catch((error: unknown) => {
      console.error('Authentication could not be loaded', error);
      pending = null;
      return null;
    });
  return pending;
}
