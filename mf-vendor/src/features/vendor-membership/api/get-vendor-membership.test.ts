import { resolveVendorRole } from './get-vendor-membership';

describe('resolveVendorRole', () => {
  it('makes the vendor owner its admin', () => {
    expect(resolveVendorRole('v1', null)).toEqual({
      vendorId: 'v1',
      role: 'admin',
      memberId: null,
    });
  });

  it('reads the membership role of everyone else', () => {
    expect(resolveVendorRole(null, { id: 'm1', vendor_id: 'v2', role: 'recruiter' })).toEqual({
      vendorId: 'v2',
      role: 'recruiter',
      memberId: 'm1',
    });
    expect(resolveVendorRole(null, { id: 'm2', vendor_id: 'v2', role: 'admin' })).toMatchObject({
      role: 'admin',
    });
  });

  it('finds no vendor without ownership or membership', () => {
    expect(resolveVendorRole(null, null)).toBeNull();
  });
});
