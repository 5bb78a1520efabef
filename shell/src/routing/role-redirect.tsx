import { dashboardPathFor, effectiveRole, safeRedirectPath, useAuthStore } from '@portal/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** After sign-in, once user and role are known, send the user to their area (or the redirect target). */
export function RoleRedirect() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const roleLoaded = useAuthStore((state) => state.roleLoaded);
  const role = useAuthStore((state) => effectiveRole(state));

  useEffect(() => {
    if (pathname !== '/signin' || !user || !roleLoaded) return;
    navigate(safeRedirectPath(params.get('redirect')) ?? dashboardPathFor(role), { replace: true });
  }, [pathname, user, roleLoaded, role, params, navigate]);

  return null;
}
