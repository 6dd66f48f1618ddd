/**
 * Keeps secret Supabase keys out of the browser build. Only the public anonymous key (a JWT whose
 * role is `anon`, or a new-style `sb_publishable_...` key) may be given to the site: an allow-list,
 * as any other role (`service_role`, `supabase_admin`, `postgres`) or an `sb_secret_...` key
 * bypasses database policies and must never ship.
 * Pure functions: the build (scripts/auth-key-guard.ts) and the browser config both use them.
 */

/** The `role` claim of a JWT, or null when the value is not a decodable JWT. */
export function jwtRole(token: string): string | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const payload: unknown = JSON.parse(atob(padded));
    if (typeof payload !== 'object' || payload === null || !('role' in payload)) return null;
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

/** True only for the public keys: a JWT whose role is `anon`, or an `sb_publishable_` key. */
export function isPublicKey(value: string): boolean {
  return /^sb_publishable_[\w-]+$/.test(value.trim()) || jwtRole(value) === 'anon';
}

/**
 * True for keys that grant more than anonymous access and must stay on a server: `sb_secret_`
 * keys and every JWT whose role is not `anon` (service_role, supabase_admin, postgres, ...).
 */
export function isSecretKey(value: string): boolean {
  const role = jwtRole(value);
  return value.trim().startsWith('sb_secret_') || (role !== null && role !== 'anon');
}

/** Names of the variables in `env` that hold a secret key, sorted. */
export function findSecretKeys(env: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(env)
    .filter(([, value]) => typeof value === 'string' && isSecretKey(value))
    .map(([name]) => name)
    .sort();
}
