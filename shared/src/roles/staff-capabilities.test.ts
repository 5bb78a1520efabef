import { isProtectedMembership, staffCapabilities } from './staff-capabilities';
import { hasTierAccess, tierLabel, tierRank } from './subscription-tiers';

describe('staff capabilities', () => {
  it('lets company admins, subscription admins and managers manage employees and assign jobs', () => {
    for (const role of ['company_admin', 'SUBSCRIPTION_ADMIN', 'manager']) {
      expect(staffCapabilities(role)).toMatchObject({ canManageEmployees: true, canAssignJobs: true });
    }
    for (const role of ['recruiter', 'partner_recruiter', null]) {
      expect(staffCapabilities(role)).toMatchObject({ canManageEmployees: false, canAssignJobs: false });
    }
  });

  it('sets the admin flag only for company and subscription admins', () => {
    expect(staffCapabilities('COMPANY_ADMIN').isAdmin).toBe(true);
    expect(staffCapabilities('SUBSCRIPTION_ADMIN').isAdmin).toBe(true);
    expect(staffCapabilities('MANAGER')).toMatchObject({ isAdmin: false, isManager: true, isRecruiter: false });
    expect(staffCapabilities('RECRUITER')).toMatchObject({ isAdmin: false, isManager: false, isRecruiter: true });
  });

  it('protects company admin and subscription admin memberships from removal', () => {
    expect(isProtectedMembership('company_admin')).toBe(true);
    expect(isProtectedMembership('subscription_admin')).toBe(true);
    expect(isProtectedMembership('manager')).toBe(false);
  });
});

describe('subscription tiers', () => {
  it('ranks tiers none 0 to pro 4', () => {
    expect(['none', 'free_trial', 'basic', 'intermediate', 'pro'].map(tierRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it('grants access when the rank reaches the requirement, free trial by default', () => {
    expect(hasTierAccess('free_trial')).toBe(true);
    expect(hasTierAccess('none')).toBe(false);
    expect(hasTierAccess(null)).toBe(false);
    expect(hasTierAccess('basic', 'intermediate')).toBe(false);
    expect(hasTierAccess('pro', 'intermediate')).toBe(true);
  });

  it('shows readable labels', () => {
    expect(tierLabel('free_trial')).toBe('Free Trial');
    expect(tierLabel('pro')).toBe('Pro');
  });
});
