/**
 * Creates the Supabase client. This is the only module that imports supabase-js at run time;
 * load it with `import()` (see load-auth-client.ts) so the library stays out of the JavaScript
 * every visitor downloads.
 */
import { createClient } from '@supabase/supabase-js';
import { AUTH_CLIENT_OPTIONS } from './client-options';
import type { AuthConfig } from './config';

export function createAuthClient(config: AuthConfig) {
  return createClient(config.url, config.anonKey, AUTH_CLIENT_OPTIONS);
}
