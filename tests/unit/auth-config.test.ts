import { describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../src/auth/config';
import { findSecretKeys, isPublicKey, isSecretKey, jwtRole } from '../../src/auth/key-check';
import { browserEnvProblems } from '../../scripts/auth-key-guard';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const ANON = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon' });
const SERVICE = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' });
const URL_OK = 'https://abcdefghijklmnop.supabase.co';

describe('jwtRole', () => {
  it('reads the role claim of a JWT', () => {
    expect(jwtRole(ANON)).toBe('anon');
    expect(jwtRole(SERVICE)).toBe('service_role');
  });

  it('reads payloads whose base64url needs padding and uses - and _', () => {
    // {"role":"service_role","note":"??>>"}: "_" in it, 50 characters (2 short of a multiple of 4).
    const payload = 'eyJyb2xlIjoic2VydmljZV9yb2xlIiwibm90ZSI6Ij8_Pj4ifQ';
    expect(jwtRole(`x.${payload}.y`)).toBe('service_role');
  });

  it.each(['', 'not-a-jwt', 'a.b', 'a.%%%.c', `x.${Buffer.from('[1]').toString('base64url')}.y`])(
    'is null for %j',
    (value) => expect(jwtRole(value)).toBeNull(),
  );
});

describe('isSecretKey and findSecretKeys', () => {
  it('flags service_role JWTs and sb_secret_ keys, not anon or publishable keys', () => {
    expect(isSecretKey(SERVICE)).toBe(true);
    expect(isSecretKey('sb_secret_abc123')).toBe(true);
    expect(isSecretKey(ANON)).toBe(false);
    expect(isSecretKey('sb_publishable_abc123')).toBe(false);
  });

  it('treats every role but anon as secret, and only anon JWTs and publishable keys as public', () => {
    for (const role of ['supabase_admin', 'postgres', 'authenticated']) {
      const key = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role });
      expect([role, isSecretKey(key), isPublicKey(key)]).toEqual([role, true, false]);
    }
    expect(isPublicKey(ANON)).toBe(true);
    expect(isPublicKey(' sb_publishable_abc123 ')).toBe(true);
    expect(isPublicKey('sb_publishable_')).toBe(false);
    expect(isPublicKey('hello')).toBe(false);
  });

  it('names every variable that holds a secret, sorted', () => {
    expect(
      findSecretKeys({
        VITE_SUPABASE_ANON_KEY: ANON,
        VITE_Z_KEY: 'sb_secret_x',
        VITE_A_KEY: SERVICE,
        MODE: 'production',
        SSR: false,
      }),
    ).toEqual(['VITE_A_KEY', 'VITE_Z_KEY']);
  });
});

describe('readAuthConfig', () => {
  it('is unconfigured without either variable (the site builds without auth)', () => {
    expect(readAuthConfig({})).toEqual({ status: 'unconfigured' });
    expect(readAuthConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toEqual({
      status: 'unconfigured',
    });
  });

  it('accepts an https project URL with the anon key, trimming a trailing slash', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: `${URL_OK}/`, VITE_SUPABASE_ANON_KEY: ANON })).toEqual({
      status: 'configured',
      config: { url: URL_OK, anonKey: ANON },
    });
  });

  it('accepts plain http only for a local server', () => {
    const local = readAuthConfig({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: ANON,
    });
    expect(local.status).toBe('configured');
    expect(readAuthConfig({ VITE_SUPABASE_URL: 'http://example.org', VITE_SUPABASE_ANON_KEY: ANON })).toEqual(
      {
        status: 'invalid',
        problems: [
          'VITE_SUPABASE_URL must use https (http only for a local server), got "http://example.org"',
        ],
      },
    );
  });

  it('refuses a service_role key', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: SERVICE })).toEqual({
      status: 'invalid',
      problems: [
        'VITE_SUPABASE_ANON_KEY holds a secret (service_role) key; give the site the public anon key',
      ],
    });
  });

  it('reports a half-done configuration', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: URL_OK })).toEqual({
      status: 'invalid',
      problems: ['VITE_SUPABASE_ANON_KEY is missing (VITE_SUPABASE_URL is set)'],
    });
    expect(readAuthConfig({ VITE_SUPABASE_URL: 'abc', VITE_SUPABASE_ANON_KEY: ANON })).toEqual({
      status: 'invalid',
      problems: ['VITE_SUPABASE_URL is not a URL: "abc" (expected https://<project-ref>.supabase.co)'],
    });
  });
});

describe('browserEnvProblems (the build-time guard)', () => {
  it('passes without configuration and with a public key', () => {
    expect(browserEnvProblems({ MODE: 'production' })).toEqual([]);
    expect(browserEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: ANON })).toEqual([]);
  });

  it('refuses a service_role key as the anon key, once', () => {
    expect(browserEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: SERVICE })).toEqual([
      'VITE_SUPABASE_ANON_KEY holds a secret (service_role) key; give the site the public anon key',
    ]);
  });

  it('accepts only a public key as the anon key (an allow-list, not a deny-list)', () => {
    const admin = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'supabase_admin' });
    expect(browserEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: admin })).toEqual([
      'VITE_SUPABASE_ANON_KEY holds a key with the role "supabase_admin", not anon; give the site the public anon key',
    ]);
    expect(browserEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: 'not-a-key' })).toEqual([
      'VITE_SUPABASE_ANON_KEY is not a public key (a JWT with the role anon, or an sb_publishable_ key); give the site the public anon key',
    ]);
    expect(
      browserEnvProblems({ VITE_SUPABASE_URL: URL_OK, VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' }),
    ).toEqual([]);
  });

  it('refuses a secret key in any other browser variable', () => {
    expect(browserEnvProblems({ VITE_SUPABASE_SERVICE_KEY: SERVICE })).toEqual([
      'VITE_SUPABASE_SERVICE_KEY holds a secret key (a JWT whose role is not anon, or an sb_secret_ key); nothing secret may reach the browser',
    ]);
  });
});
