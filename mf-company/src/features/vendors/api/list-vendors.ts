import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const listVendorsInput = z.object({ companyId: z.string().uuid() });
export type ListVendorsInput = z.infer<typeof listVendorsInput>;

export type Vendor = Pick<
  Tables<'vendors'>,
  | 'id'
  | 'vendor_id'
  | 'vendor_name'
  | 'primary_contact_name'
  | 'primary_contact_email'
  | 'created_at'
>;

/** The vendors registered by the company, newest first. */
export async function listVendors(input: ListVendorsInput): Promise<Vendor[]> {
  const { companyId } = listVendorsInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('vendors')
      .select('id, vendor_id, vendor_name, primary_contact_name, primary_contact_email, created_at')
      .eq('company_id', companyId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const vendorsQuery = (input: ListVendorsInput) =>
  queryOptions({ queryKey: vendorKeys.list(input.companyId), queryFn: () => listVendors(input) });

export function useVendorsQuery(input: ListVendorsInput) {
  return useQuery(vendorsQuery(input));
}
