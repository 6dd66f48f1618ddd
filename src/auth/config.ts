/**
 * Reads the Supabase connection from the build environment (`VITE_SUPABASE_URL`,
 * `VITE_SUPABASE_ANON_KEY`). Without both, the site builds and runs and auth reports itself
 * unavailable. Pure: the caller passes the environment, so the build and tests use the same rules.
 */
import { isPublicKey, jwtRole } from './key-check';

export interface AuthConfig {
  /** The project URL, e.g. https://abcdefghijklmnop.supabase.co */
  url: string;
  /** The public anonymous key. */
  anonKey: string;
}

export type AuthConfigResult =
  | { status: 'configured'; config: AuthConfig }
  | { status: 'unconfigured' }
  | { status: 'invalid'; problems: string[] };

export interface AuthEnv {
  VITE_SUPABASE_URL?: unknown;
  VITE_SUPABASE_ANON_KEY?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function urlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `VITE_SUPABASE_URL is not a URL: "${url}" (expected https://<project-ref>.supabase.co)`;
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && isLocalHost(parsed.hostname)) return null;
  return `VITE_SUPABASE_URL must use https (http only for a local server), got "${url}"`;
}

export function readAuthConfig(env: AuthEnv): AuthConfigResult {
  const url = text(env.VITE_SUPABASE_URL);
  const anonKey = text(env.VITE_SUPABASE_ANON_KEY);
  if (!url && !anonKey) return { status: 'unconfigured' };
  const problems: string[] = [];
  if (!url) problems.push('VITE_SUPABASE_URL is missing (VITE_SUPABASE_ANON_KEY is set)');
  else {
    const problem = urlProblem(url);
    if (problem) problems.push(problem);
  }
  if (!anonKey) problems.push('VITE_SUPABASE_ANON_KEY is missing (VITE_SUPABASE_URL is set)');
  else if (!isPublicKey(anonKey)) {
    const role = jwtRole(anonKey);
    problems.push(
      anonKey.startsWith('sb_secret_') || role === 'service_role'
        ? 'VITE_SUPABASE_ANON_KEY holds a secret (service_role) key; give the site the public anon key'
        : role !== null
          ? `VITE_SUPABASE_ANON_KEY holds a key with the role "${role.slice(0, 40)}", not anon; give the site the public anon key`
          : 'VITE_SUPABASE_ANON_KEY is not a public key (a JWT with the role anon, or an sb_publishable_ key); give the site the public anon key',
    );
  }
  if (problems.length > 0) return { status: 'invalid', problems };
  return { status: 'configured', config: { url: url.replace(/\/+$/, ''), anonKey } };
}
