import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { effectiveRole, useAuthStore } from '../auth/auth-store';
import { PageLoader } from './page-loader';
import { StatusResult } from './status-result';

export interface RequireRoleProps {
  /** Account or staff roles allowed in (compared case-insensitively); empty means any signed-in user. */
  allow?: string[];
  children: ReactNode;
  deniedTitle?: string;
  deniedMessage?: string;
}

/** Client-side guard for an area; the server enforces the same rules through RLS. */
export function RequireRole({
  allow = [],
  children,
  deniedTitle = 'Access Denied',
  deniedMessage = "You don't have permission to view this page.",
}: RequireRoleProps) {
  const location = useLocation();
  const { user, loading, role, membership } = useAuthStore();
  if (loading) return <PageLoader />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/signin?redirect=${redirect}`} replace />;
  }
  const allowed = allow.map((r) => r.toUpperCase());
  const held = [role, membership?.role, effectiveRole({ role, membership })]
    .filter((r): r is string => !!r)
    .map((r) => r.toUpperCase());
  if (allowed.length > 0 && !held.some((r) => allowed.includes(r))) {
    return <StatusResult status="403" title={deniedTitle} subTitle={deniedMessage} />;
  }
  return <>{children}</>;
}
