import { AuthProvider, PortalProviders } from '@portal/shared';
import { BrowserRouter } from 'react-router-dom';
import { PortalLayout } from './layout/portal-layout';
import { AreaPreloader } from './remotes/area-preloader';
import { AppRoutes } from './routing/app-routes';
import { RoleRedirect } from './routing/role-redirect';

export function App() {
  return (
    <PortalProviders>
      <AuthProvider>
        <BrowserRouter>
          <RoleRedirect />
          <AreaPreloader />
          <PortalLayout>
            <AppRoutes />
          </PortalLayout>
        </BrowserRouter>
      </AuthProvider>
    </PortalProviders>
  );
}
