import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { mayHaveSession } from '../supabase/auth-storage';
import { useAuthStore, type AuthActions, type AuthState } from './auth-store';

const AuthContext = createContext<boolean>(false);

/** Mounted once by the shell (or a remote's dev harness); starts listening to auth events. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      useAuthStore
        .getState()
        .start(
          () => import('@portal/shared/supabase').then(({ getSupabase }) => getSupabase()),
          mayHaveSession(),
        ),
    [],
  );
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState & AuthActions {
  const inside = useContext(AuthContext);
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return useAuthStore();
}
