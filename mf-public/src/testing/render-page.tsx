import {
  AuthProvider,
  PortalProviders,
  setRuntimeConfig,
  useAuthStore,
  type AuthActions,
  type AuthState,
} from '@portal/shared';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// antd forms re-render slowly in jsdom on a busy machine; give async queries room.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders one page at a URL inside the portal providers. The auth store starts signed out and
 * never talks to a server; tests replace the actions they exercise.
 */
export function renderPage(
  path: string,
  pattern: string,
  page: ReactElement,
  auth: Partial<AuthState & AuthActions> = {},
) {
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'test-anon-key',
    remotes: {},
  });
  useAuthStore.setState({
    session: null,
    user: null,
    profile: null,
    role: null,
    membership: null,
    roleLoaded: false,
    loading: false,
    initialize: () => () => undefined,
    ...auth,
  });
  return render(
    <PortalProviders>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </PortalProviders>,
  );
}
