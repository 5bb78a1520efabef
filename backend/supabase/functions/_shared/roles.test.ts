import { companyIsActive } from './company.ts';
import {
  accountRole,
  canInviteCandidates,
  canManageEmployees,
  canPostJobs,
  hasTierAccess,
  isCompanyAdmin,
  isStaffRole,
  tierRank,
} from './roles.ts';
import { assertEquals } from './test-assert.ts';

Deno.test('only company admin, subscription admin and manager manage employees (any case)', () => {
  const allowed = [
    'company_admin',
    'SUBSCRIPTION_ADMIN',
    'Manager',
    'recruiter',
    'partner_recruiter',
    '',
    null,
  ].map(canManageEmployees);
  assertEquals(allowed, [true, true, true, false, false, false, false]);
});

Deno.test('admin flag is company admin and subscription admin only', () => {
  assertEquals(
    ['company_admin', 'subscription_admin', 'manager', 'recruiter'].map(isCompanyAdmin),
    [true, true, false, false],
  );
});

Deno.test('partner recruiters cannot post jobs but can invite candidates', () => {
  assertEquals(canPostJobs('partner_recruiter'), false);
  assertEquals(canPostJobs('recruiter'), true);
  assertEquals(canInviteCandidates('partner_recruiter'), true);
  assertEquals(canInviteCandidates('candidate'), false);
});

Deno.test('staff roles are recognised case-insensitively; others are not', () => {
  assertEquals(['COMPANY_ADMIN', 'recruiter', 'admin', 'company', undefined].map(isStaffRole), [
    true,
    true,
    false,
    false,
    false,
  ]);
});

Deno.test('account role defaults to candidate for missing or unknown values', () => {
  assertEquals(
    [accountRole('ADMIN'), accountRole('company'), accountRole(null), accountRole('owner')],
    ['admin', 'company', 'candidate', 'candidate'],
  );
});

Deno.test('tier ranking and access follow none < free_trial < basic < intermediate < pro', () => {
  assertEquals(
    ['none', 'free_trial', 'basic', 'intermediate', 'pro'].map(tierRank),
    [0, 1, 2, 3, 4],
  );
  assertEquals(hasTierAccess('none'), false);
  assertEquals(hasTierAccess('free_trial'), true);
  assertEquals(hasTierAccess('basic', 'intermediate'), false);
  assertEquals(hasTierAccess('pro', 'intermediate'), true);
  assertEquals(hasTierAccess(null), false);
});

Deno.test('a company is active only when approved with an unexpired tier other than none', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const active = (is_approved: boolean, tier: string | null, expires_at: string | null = null) =>
    companyIsActive({ is_approved, tier, expires_at }, now);
  assertEquals(
    [
      active(true, 'pro'),
      active(false, 'pro'),
      active(true, 'none'),
      active(true, null),
      active(true, 'basic', '2026-05-31T00:00:00Z'),
      active(true, 'basic', '2026-07-01T00:00:00Z'),
    ],
    [true, false, false, false, false, true],
  );
});
