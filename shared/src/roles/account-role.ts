export type AccountRole = 'CANDIDATE' | 'COMPANY' | 'ADMIN';

export const STAFF_ROLES = [
  'COMPANY_ADMIN',
  'SUBSCRIPTION_ADMIN',
  'MANAGER',
  'RECRUITER',
  'PARTNER_RECRUITER',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Lowercased metadata role; anything missing or unknown is a candidate. */
export function accountRoleFrom(value: unknown): AccountRole {
  const role = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (role === 'company') return 'COMPANY';
  if (role === 'admin') return 'ADMIN';
  return 'CANDIDATE';
}

/** Membership roles are read in upper case and compared case-insensitively. */
export function staffRoleFrom(value: unknown): StaffRole | null {
  if (typeof value !== 'string') return null;
  const role = value.trim().toUpperCase();
  return (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}

export function sameRole(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toUpperCase() === b.toUpperCase();
}

/** Effective role of talent-vendor staff, who hold a business account but no company membership. */
export const TALENT_VENDOR_ROLE = 'TALENT_VENDOR';

const COMPANY_DASHBOARD_ROLES = ['COMPANY_ADMIN', 'SUBSCRIPTION_ADMIN', 'MANAGER', 'RECRUITER', 'COMPANY'];

/** Where the automatic redirect after sign-in sends a user. */
export function dashboardPathFor(role: string | null | undefined): string {
  const upper = (role ?? '').toUpperCase();
  if (COMPANY_DASHBOARD_ROLES.includes(upper)) return '/company/dashboard';
  if (upper === 'CANDIDATE') return '/candidate/dashboard';
  if (upper === 'ADMIN') return '/admin/dashboard';
  if (upper === TALENT_VENDOR_ROLE) return '/talent-vendor/dashboard';
  return '/';
}

export interface AccountMenuTargets {
  dashboard: string;
  profile: string;
}

/** Account-menu targets per role (spec: candidate, company / company admin, admin, other). */
export function accountMenuTargets(role: string | null | undefined): AccountMenuTargets {
  const upper = (role ?? '').toUpperCase();
  if (upper === 'CANDIDATE') return { dashboard: '/candidate/dashboard', profile: '/candidate/profile' };
  if (COMPANY_DASHBOARD_ROLES.includes(upper) || upper === 'PARTNER_RECRUITER') {
    return { dashboard: '/company/dashboard', profile: '/company/profile' };
  }
  if (upper === 'ADMIN') return { dashboard: '/admin/dashboard', profile: '/admin/dashboard' };
  if (upper === TALENT_VENDOR_ROLE) return { dashboard: '/talent-vendor/dashboard', profile: '/profile' };
  return { dashboard: '/', profile: '/profile' };
}

/** Only same-site paths may be used as a redirect target. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
