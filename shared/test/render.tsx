// The one render helper of every app's unit tests: the providers the shell gives an area.
import {
  AuthProvider,
  PortalProviders,
  setRuntimeConfig,
  SIGNED_OUT_STATE,
  useAuthStore,
  type AuthActions,
  type AuthState,
} from '@portal/shared';
import { createQueryClient, QueryProvider } from '@portal/shared/query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern the element is mounted at (its params come from `path`). */
  route?: string;
  /** Other pages by pattern, so a test can see where navigation went. */
  routes?: Record<string, ReactNode>;
  /** Starts the auth store in this state (signed out by default) and mounts the AuthProvider. */
  auth?: Partial<AuthState & AuthActions>;
}

/**
 * Renders a screen inside the portal's providers (theme, toasts, a fresh query cache per test, a
 * router at `path`). `location` shows where navigation went; the returned `queryClient` lets a
 * test look at the cache.
 */
export function renderInPortal(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', route = '*', routes = {}, auth } = options;
  const queryClient = createQueryClient();
  // Tests see a failure at once instead of after the retries a real visitor gets.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'test-anon-key',
    remotes: {},
  });
  let tree = (
    <QueryProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {Object.entries(routes).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>
  );
  if (auth) {
    useAuthStore.setState({
      ...SIGNED_OUT_STATE,
      // The store never talks to a server in a unit test.
      initialize: () => () => undefined,
      ...auth,
    });
    tree = <AuthProvider>{tree}</AuthProvider>;
  }
  return { ...render(<PortalProviders>{tree}</PortalProviders>), queryClient };
}
