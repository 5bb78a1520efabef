import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { mayHaveSession } from '../supabase/auth-storage';
import { useAuthStore, type AuthActions, type AuthState } from './auth-store';
import { sleep } from './with-timeout';

// Evaluating the supabase package and creating its client (which restores the session) are two
// long pieces of work: a task each, so the page can answer input between them.
const loadClient = () =>
  import('@portal/shared/supabase').then(async ({ getSupabase }) => {
    await sleep(0);
    return getSupabase();
  });

const AuthContext = createContext<boolean>(false);

/** Mounted once by the shell (or a remote's dev harness); starts listening to auth events. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => useAuthStore.getState().start(loadClient, mayHaveSession()), []);
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState & AuthActions {
  const inside = useContext(AuthContext);
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return useAuthStore();
}
