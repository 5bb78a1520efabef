import { accountMenuEntries } from './account-menu-items';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('account menu', () => {
  it('shows the company-role menu for staff', () => {
    const entries = accountMenuEntries({
      role: 'COMPANY',
      membership: { role: 'RECRUITER', companyId: 'c1' },
      vendor: null,
    });
    expect(labels(entries)).toEqual(['Dashboard', 'Company Profile', 'User Profile', 'Sign Out']);
    expect(entries.map((e) => e.to)).toEqual([
      '/company/dashboard',
      '/company/profile',
      '/company/user-profile',
      undefined,
    ]);
  });

  it('sends candidates to their dashboard and profile', () => {
    const entries = accountMenuEntries({ role: 'CANDIDATE', membership: null, vendor: null });
    expect(entries.map((e) => [e.label, e.to])).toEqual([
      ['Dashboard', '/candidate/dashboard'],
      ['Profile', '/candidate/profile'],
      ['Sign Out', undefined],
    ]);
  });

  it('sends platform admins to the admin dashboard for both entries', () => {
    const entries = accountMenuEntries({ role: 'ADMIN', membership: null, vendor: null });
    expect(entries.slice(0, 2).map((e) => e.to)).toEqual(['/admin/dashboard', '/admin/dashboard']);
  });

  it('sends talent-vendor staff to the vendor dashboard, not the company menu', () => {
    const entries = accountMenuEntries({
      role: 'COMPANY',
      membership: null,
      vendor: { vendorId: 'v1', role: 'recruiter' },
    });
    expect(entries.map((e) => [e.label, e.to])).toEqual([
      ['Dashboard', '/talent-vendor/dashboard'],
      ['Profile', '/profile'],
      ['Sign Out', undefined],
    ]);
  });
});
