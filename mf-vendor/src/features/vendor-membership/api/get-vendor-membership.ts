import { useAuth, type Tables } from '@portal/shared';
import { shouldRetry } from '@portal/shared/query';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from './keys';

export const NO_VENDOR_MESSAGE = 'Could not identify your vendor company.';
export const VENDOR_DATA_MESSAGE = 'Could not fetch vendor data.';

export const getVendorMembershipInput = z.object({ userId: z.string().min(1) });
export type GetVendorMembershipInput = z.infer<typeof getVendorMembershipInput>;

export type VendorRole = 'admin' | 'recruiter';

export interface VendorMembership {
  vendor: Vendor;
  role: VendorRole;
  /** The caller's talent_vendor_users row; null for the vendor's owner account. */
  memberId: string | null;
}

type MemberRow = Pick<Tables<'talent_vendor_users'>, 'id' | 'vendor_id' | 'role'>;

/** Raised when the user belongs to no vendor, so the page can tell it apart from a failed load. */
export class NoVendorError extends Error {
  constructor() {
    super(NO_VENDOR_MESSAGE);
    this.name = 'NoVendorError';
  }
}

const VENDOR_COLUMNS = 'id, vendor_id, vendor_name, company_id, company:companies(id, name)';

function selectVendors() {
  return getSupabase().from('vendors').select(VENDOR_COLUMNS);
}

export type Vendor = NonNullable<Awaited<ReturnType<typeof selectVendors>>['data']>[number];

/**
 * The owner account of a vendor (vendors.user_id) administers it; anyone else belongs through a
 * talent_vendor_users row whose role says whether they administer it or recruit for it.
 */
export function resolveVendorRole(
  ownedVendorId: string | null,
  member: MemberRow | null,
): { vendorId: string; role: VendorRole; memberId: string | null } | null {
  if (ownedVendorId) {
    return {
      vendorId: ownedVendorId,
      role: 'admin',
      memberId: member?.vendor_id === ownedVendorId ? member.id : null,
    };
  }
  if (!member) return null;
  return {
    vendorId: member.vendor_id,
    role: member.role === 'admin' ? 'admin' : 'recruiter',
    memberId: member.id,
  };
}

export async function getVendorMembership(
  input: GetVendorMembershipInput,
): Promise<VendorMembership> {
  const { userId } = getVendorMembershipInput.parse(input);
  const [owned, member] = await Promise.all([
    selectVendors().eq('user_id', userId).order('created_at').limit(1),
    getSupabase()
      .from('talent_vendor_users')
      .select('id, vendor_id, role')
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  if (owned.error || member.error) throw new Error(VENDOR_DATA_MESSAGE);

  const ownedVendor = owned.data[0] ?? null;
  const resolved = resolveVendorRole(ownedVendor?.id ?? null, member.data);
  if (!resolved) throw new NoVendorError();
  if (ownedVendor) return { vendor: ownedVendor, role: resolved.role, memberId: resolved.memberId };

  const { data, error } = await selectVendors().eq('id', resolved.vendorId).maybeSingle();
  if (error || !data) throw new Error(VENDOR_DATA_MESSAGE);
  return { vendor: data, role: resolved.role, memberId: resolved.memberId };
}

export const vendorMembershipQuery = (input: GetVendorMembershipInput) =>
  queryOptions({
    queryKey: membershipKeys.detail(input.userId),
    queryFn: () => getVendorMembership(input),
    // Belonging to no vendor is an answer, not a failure to try again.
    retry: (failures, error) => !(error instanceof NoVendorError) && shouldRetry(failures, error),
  });

/** The signed-in user's vendor and role; waits for the session. */
export function useVendorMembershipQuery() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...vendorMembershipQuery({ userId }), enabled: Boolean(userId) });
}
