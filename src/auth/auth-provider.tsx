/**
 * Holds the authentication state for the part of the site it wraps (a members' area). It renders
 * its children at once with `loading: true`, the same on the server and on first render, and loads
 * supabase-js only after mounting in the browser (docs/decisions/003-auth-loading.md).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as actions from './auth-actions';
import type { AuthClient, Session } from './auth-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { buildAuthEnv, loadAuthClient } from './load-auth-client';
import { readAuthConfig } from './config';

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Supplies the client; the default loads the site's own. Read once, on mount. Tests pass their
   * own client.
   */
  loadClient?: () => Promise<AuthClient | null>;
}

interface AuthState {
  session: Session | null;
  loading: boolean;
  available: boolean;
}

/** Known at build time, so the server and the first browser render agree. */
const siteHasAuth = readAuthConfig(buildAuthEnv).status === 'configured';

export function AuthProvider({ children, loadClient = loadAuthClient }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({
    session: null,
    loading: true,
    // A supplied client is assumed available until it resolves to null.
    available: loadClient === loadAuthClient ? siteHasAuth : true,
  });
  const [load] = useState(() => loadClient);
  const clientRef = useRef<Promise<AuthClient | null> | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let heardEvent = false;
    const client = load();
    clientRef.current = client;
    const follow = async () => {
      const auth = await client;
      if (!active) return;
      if (!auth) {
        setState({ session: null, loading: false, available: false });
        return;
      }
      const {
        data: { subscription },
      } = auth.onAuthStateChange((_event, session) => {
        heardEvent = true;
        if (active) setState({ session, loading: false, available: true });
      });
      unsubscribe = () => subscription.unsubscribe();
      const { data } = await auth.getSession();
      // An event that arrived meanwhile is newer than this lookup.
      if (active && !heardEvent) {
        setState({ session: data.session, loading: false, available: true });
      }
    };
    follow().catch((error: unknown) => {
      console.error('Authentication session lookup failed', error);
      if (active) setState((previous) => ({ ...previous, loading: false }));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [load]);

  const value = useMemo<AuthContextValue>(() => {
    const client = () => clientRef.current ?? load();
    return {
      user: state.session?.user ?? null,
      session: state.session,
      loading: state.loading,
      available: state.available,
      signUp: async (email, password, options) => actions.signUp(await client(), email, password, options),
      signIn: async (email, password) => actions.signIn(await client(), email, password),
      signOut: async () => actions.signOut(await client()),
    };
  }, [state, load]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
