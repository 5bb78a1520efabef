import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorKeys } from './keys';

export interface VendorTierDelays {
  tier2_hours: number;
  tier3_hours: number;
}

/** The company's delays before tiers 2 and 3 see a job, in hours (48 each unless changed). */
export async function getVendorTierDelays(): Promise<VendorTierDelays> {
  const { data, error } = await getSupabase().rpc('get_vendor_tier_delays');
  if (error) throw new Error(error.message);
  return data as unknown as VendorTierDelays;
}

export const vendorTierDelaysQuery = () =>
  queryOptions({ queryKey: vendorKeys.tierDelays, queryFn: getVendorTierDelays });

export function useVendorTierDelaysQuery() {
  return useQuery(vendorTierDelaysQuery());
}
