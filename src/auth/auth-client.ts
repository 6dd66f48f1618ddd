/**
 * The part of the Supabase auth client the site uses. Type-only imports: nothing of supabase-js
 * is bundled through this module.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export type AuthClient = Pick<
  SupabaseClient['auth'],
  'getSession' | 'onAuthStateChange' | 'signUp' | 'signInWithPassword' | 'signOut'
>;

export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';

/** The `options` of a sign-up: redirect address, user metadata, captcha token. */
export type SignUpOptions = NonNullable<
  Extract<Parameters<AuthClient['signUp']>[0], { email: string }>['options']
>;
