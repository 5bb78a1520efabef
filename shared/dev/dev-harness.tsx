// Standalone development host for one remote: the shell's providers plus a demo sign-in bar.
import { Button, Select, Space, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '../src/auth/auth-provider';
import { loadRuntimeConfig } from '../src/config/runtime-config';
import type { AreaRoutesProps } from '../src/ui/area-routes';
import { QueryProvider } from '../src/query/query-provider';
import { PortalProviders } from '../src/ui/portal-providers';
import { useThemeStore } from '../src/ui/theme-store';

export const DEMO_ACCOUNTS = [
  'admin@example.com',
  'owner@example.com',
  'manager@example.com',
  'recruiter@example.com',
  'partner.recruiter@example.com',
  'pending.owner@example.com',
  'candidate@example.com',
  'vendor@example.com',
  'vendor.recruiter@example.com',
];
export const DEMO_PASSWORD = 'DemoPass123';

function DevBar({ basePath }: { basePath: string }) {
  const auth = useAuth();
  const toggleTheme = useThemeStore((state) => state.toggle);
  const [account, setAccount] = useState(DEMO_ACCOUNTS[0]);
  const [error, setError] = useState<string | null>(null);
  return (
    <Space wrap style={{ padding: 12, borderBottom: '1px dashed #999', width: '100%' }}>
      <Typography.Text strong>Standalone {basePath || '/'}</Typography.Text>
      <Link to={`${basePath}/`}>Area home</Link>
      {auth.user ? (
        <>
          <Typography.Text>
            {auth.user.email} ({auth.membership?.role ?? auth.role})
          </Typography.Text>
          <Button size="small" onClick={() => void auth.signOut()}>
            Sign out
          </Button>
        </>
      ) : (
        <>
          <Select
            size="small"
            style={{ width: 240 }}
            value={account}
            onChange={setAccount}
            options={DEMO_ACCOUNTS.map((email) => ({ value: email, label: email }))}
          />
          <Button
            size="small"
            type="primary"
            onClick={async () => {
              const { error: failure } = await auth.signIn(account, DEMO_PASSWORD);
              setError(failure ? failure.message : null);
            }}
          >
            Sign in as demo user
          </Button>
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </>
      )}
      <Button size="small" onClick={toggleTheme}>
        Toggle theme
      </Button>
    </Space>
  );
}

/** Renders the area's routes at basePath ('' for the public area) with every shared provider. */
export async function startDevHarness(
  basePath: string,
  AreaRoutes: ComponentType<AreaRoutesProps>,
) {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <PortalProviders>
      <AuthProvider>
        <QueryProvider>
          <BrowserRouter>
            <DevBar basePath={basePath} />
            <div style={{ padding: 24 }}>
              <Routes>
                <Route
                  path={basePath ? `${basePath}/*` : '*'}
                  element={
                    <AreaRoutes
                      notFound={<Typography.Title>404 Page not found</Typography.Title>}
                    />
                  }
                />
              </Routes>
            </div>
          </BrowserRouter>
        </QueryProvider>
      </AuthProvider>
    </PortalProviders>,
  );
}
