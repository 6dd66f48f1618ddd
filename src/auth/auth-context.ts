/** The authentication context: what `useAuth()` returns inside an <AuthProvider>. */
import { createContext } from 'react';
import type { AuthActionResult } from './auth-actions';
import type { Session, SignUpOptions, User } from './auth-client';

export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: User | null;
  /** The current session (tokens and user), or null. */
  session: Session | null;
  /** True until the first session lookup has finished. */
  loading: boolean;
  /** False when the site has no Supabase project or the client could not be loaded. */
  available: boolean;
  signUp: (email: string, password: string, options?: SignUpOptions) => Promise<AuthActionResult>;
  signIn: (email: string, password: string) => Promise<AuthActionResult>;
  signOut: () => Promise<AuthActionResult>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
