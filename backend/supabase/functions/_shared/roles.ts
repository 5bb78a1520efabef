// Company staff roles as stored in company_users.role (compared case-insensitively).
export const STAFF_ROLES = [
  'company_admin',
  'subscription_admin',
  'manager',
  'recruiter',
  'partner_recruiter',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles a company may invite through the employee dialog. */
export const INVITABLE_EMPLOYEE_ROLES = ['manager', 'recruiter', 'partner_recruiter'] as const;

export const SUBSCRIPTION_TIERS = ['none', 'free_trial', 'basic', 'intermediate', 'pro'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

const TIER_RANK: Record<SubscriptionTier, number> = {
  none: 0,
  free_trial: 1,
  basic: 2,
  intermediate: 3,
  pro: 4,
};

export function normalizeRole(role: unknown): string {
  return typeof role === 'string' ? role.trim().toLowerCase() : '';
}

export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(normalizeRole(role));
}

/** Manage employees and assign jobs: company admin, subscription admin, manager. */
export function canManageEmployees(role: unknown): boolean {
  return ['company_admin', 'subscription_admin', 'manager'].includes(normalizeRole(role));
}

/** The company admin flag: company admin and subscription admin only. */
export function isCompanyAdmin(role: unknown): boolean {
  return ['company_admin', 'subscription_admin'].includes(normalizeRole(role));
}

/** Posting and editing jobs: everyone on the internal team; partner recruiters have limited access. */
export function canPostJobs(role: unknown): boolean {
  return ['company_admin', 'subscription_admin', 'manager', 'recruiter'].includes(
    normalizeRole(role),
  );
}

/** Inviting candidates is part of managing candidates, which every staff role does. */
export function canInviteCandidates(role: unknown): boolean {
  return isStaffRole(role);
}

/** Account role from profiles.role; a missing or unknown value means candidate. */
export function accountRole(role: unknown): 'candidate' | 'company' | 'admin' {
  const r = normalizeRole(role);
  return r === 'company' || r === 'admin' ? r : 'candidate';
}

export function tierRank(tier: unknown): number {
  const t = normalizeRole(tier) as SubscriptionTier;
  return TIER_RANK[t] ?? 0;
}

/** Access holds when the current tier ranks at least the required one (default free_trial). */
export function hasTierAccess(tier: unknown, required: SubscriptionTier = 'free_trial'): boolean {
  if (tier === null || tier === undefined) return false;
  return tierRank(tier) >= TIER_RANK[required];
}
