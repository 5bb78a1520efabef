import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const getVendorInput = z.object({ vendorId: z.string().uuid() });
export type GetVendorInput = z.infer<typeof getVendorInput>;

export type VendorProfile = Pick<
  Tables<'vendors'>,
  | 'id'
  | 'vendor_id'
  | 'vendor_name'
  | 'phone_number'
  | 'primary_contact_name'
  | 'primary_contact_email'
  | 'created_at'
>;

/** One of the company's vendors (its public fields), or null when the caller cannot see it. */
export async function getVendor(input: GetVendorInput): Promise<VendorProfile | null> {
  const { vendorId } = getVendorInput.parse(input);
  const { data, error } = await getSupabase()
    .from('vendors')
    .select(
      'id, vendor_id, vendor_name, phone_number, primary_contact_name, primary_contact_email, created_at',
    )
    .eq('id', vendorId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const vendorQuery = (input: GetVendorInput) =>
  queryOptions({ queryKey: vendorKeys.detail(input.vendorId), queryFn: () => getVendor(input) });

export function useVendorQuery(input: GetVendorInput) {
  return useQuery(vendorQuery(input));
}
