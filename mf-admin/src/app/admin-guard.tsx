import { PageLoader, RequireRole, useAuthStore } from '@portal/shared';
import type { ReactNode } from 'react';

export const ADMIN_DENIED_TITLE = 'Access Denied';
export const ADMIN_DENIED_MESSAGE = 'Only platform administrators can access this page.';

/**
 * Platform administrators only. Waits for the server-side profile role, so an account whose
 * editable metadata claims "admin" never sees an admin screen before its real role is known.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const roleLoaded = useAuthStore((state) => state.roleLoaded);
  if (user && !roleLoaded) return <PageLoader />;
  return (
    <RequireRole
      allow={['ADMIN']}
      deniedTitle={ADMIN_DENIED_TITLE}
      deniedMessage={ADMIN_DENIED_MESSAGE}
    >
      {children}
    </RequireRole>
  );
}
