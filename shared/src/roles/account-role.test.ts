import {
  accountMenuTargets,
  accountRoleFrom,
  dashboardPathFor,
  safeRedirectPath,
  sameRole,
  staffRoleFrom,
} from './account-role';

describe('account role', () => {
  it('reads the lowercased metadata role and treats unknown values as candidate', () => {
    expect(accountRoleFrom('Company')).toBe('COMPANY');
    expect(accountRoleFrom('ADMIN')).toBe('ADMIN');
    expect(accountRoleFrom('candidate')).toBe('CANDIDATE');
    expect(accountRoleFrom('employee')).toBe('CANDIDATE');
    expect(accountRoleFrom(undefined)).toBe('CANDIDATE');
    expect(accountRoleFrom(42)).toBe('CANDIDATE');
  });

  it('reads staff roles in upper case and rejects anything else', () => {
    expect(staffRoleFrom('manager')).toBe('MANAGER');
    expect(staffRoleFrom('Partner_Recruiter')).toBe('PARTNER_RECRUITER');
    expect(staffRoleFrom('owner')).toBeNull();
    expect(staffRoleFrom(null)).toBeNull();
    expect(sameRole('recruiter', 'RECRUITER')).toBe(true);
    expect(sameRole('recruiter', null)).toBe(false);
  });

  it.each([
    ['COMPANY_ADMIN', '/company/dashboard'],
    ['SUBSCRIPTION_ADMIN', '/company/dashboard'],
    ['MANAGER', '/company/dashboard'],
    ['recruiter', '/company/dashboard'],
    ['COMPANY', '/company/dashboard'],
    ['CANDIDATE', '/candidate/dashboard'],
    ['ADMIN', '/admin/dashboard'],
    ['PARTNER_RECRUITER', '/'],
    ['TALENT_VENDOR', '/talent-vendor/dashboard'],
    [null, '/'],
  ])('redirects %s after sign-in to %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });

  it('gives each role its account menu targets', () => {
    expect(accountMenuTargets('CANDIDATE')).toEqual({ dashboard: '/candidate/dashboard', profile: '/candidate/profile' });
    expect(accountMenuTargets('COMPANY_ADMIN')).toEqual({ dashboard: '/company/dashboard', profile: '/company/profile' });
    expect(accountMenuTargets('ADMIN')).toEqual({ dashboard: '/admin/dashboard', profile: '/admin/dashboard' });
    expect(accountMenuTargets('TALENT_VENDOR')).toEqual({ dashboard: '/talent-vendor/dashboard', profile: '/profile' });
    expect(accountMenuTargets('something')).toEqual({ dashboard: '/', profile: '/profile' });
  });

  it('only accepts same-site redirect paths', () => {
    expect(safeRedirectPath('/company/register')).toBe('/company/register');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
