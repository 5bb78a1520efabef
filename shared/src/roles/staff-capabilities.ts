import { staffRoleFrom } from './account-role';

export interface StaffCapabilities {
  canManageEmployees: boolean;
  canAssignJobs: boolean;
  isAdmin: boolean;
  isManager: boolean;
  isRecruiter: boolean;
}

export function staffCapabilities(membershipRole: string | null | undefined): StaffCapabilities {
  const role = staffRoleFrom(membershipRole);
  const manages = role === 'COMPANY_ADMIN' || role === 'SUBSCRIPTION_ADMIN' || role === 'MANAGER';
  return {
    canManageEmployees: manages,
    canAssignJobs: manages,
    isAdmin: role === 'COMPANY_ADMIN' || role === 'SUBSCRIPTION_ADMIN',
    isManager: role === 'MANAGER',
    isRecruiter: role === 'RECRUITER',
  };
}

/** Staff roles that cannot be removed from a company by other staff. */
export function isProtectedMembership(role: string | null | undefined): boolean {
  const staff = staffRoleFrom(role);
  return staff === 'COMPANY_ADMIN' || staff === 'SUBSCRIPTION_ADMIN';
}
