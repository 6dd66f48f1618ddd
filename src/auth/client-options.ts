/**
 * The options every Supabase client of the site is created with (docs/decisions/003). Most are
 * supabase-js defaults, spelled out so a library upgrade cannot change them silently.
 * The session is stored under supabase-js's default key, `sb-<project-ref>-auth-token`.
 */
import type { SupabaseClientOptions } from '@supabase/supabase-js';

export const AUTH_CLIENT_OPTIONS = {
  auth: {
    flowType: 'implicit',
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
  },
  db: { schema: 'public' },
} as const satisfies SupabaseClientOptions<'public'>;
