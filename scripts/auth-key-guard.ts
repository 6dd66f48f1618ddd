/**
 * Vite plugin: stops the build (and the dev server) when the browser environment would carry a
 * secret Supabase key or a half-done Supabase configuration.
 * Input: the resolved VITE_* variables (from .env files and the process environment).
 * Output: nothing, or an error that names the variables and says what to do.
 */
import type { Plugin } from 'vite';
import { readAuthConfig } from '../src/auth/config';
import { findSecretKeys } from '../src/auth/key-check';

/** Every problem with the browser environment, one line each; empty when it is fine. */
export function browserEnvProblems(env: Readonly<Record<string, unknown>>): string[] {
  const config = readAuthConfig(env);
  const problems = config.status === 'invalid' ? [...config.problems] : [];
  // readAuthConfig already speaks about the anon key; any other VITE_* variable is checked here.
  for (const name of findSecretKeys(env)) {
    if (name === 'VITE_SUPABASE_ANON_KEY') continue;
    problems.push(
      `${name} holds a secret key (a JWT whose role is not anon, or an sb_secret_ key); nothing secret may reach the browser`,
    );
  }
  return problems;
}

export function authKeyGuard(): Plugin {
  return {
    name: 'agia-auth-key-guard',
    configResolved(config) {
      const problems = browserEnvProblems(config.env);
      if (problems.length === 0) return;
      throw new Error(
        `Supabase settings cannot be used:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
          'See "Connecting a Supabase project" in README.md.',
      );
    },
  };
}
