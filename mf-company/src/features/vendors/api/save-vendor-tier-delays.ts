import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { VendorTierDelays } from './get-vendor-tier-delays';
import { vendorKeys } from './keys';

/** 90 days, as the server allows. */
export const MAX_TIER_DELAY_HOURS = 2160;

const hours = (tier: 2 | 3) => {
  const message = `The tier ${tier} delay must be between 0 and ${MAX_TIER_DELAY_HOURS} hours (90 days)`;
  return z
    .number({ message: `Enter the tier ${tier} delay in hours` })
    .int({ message: `The tier ${tier} delay must be a whole number of hours` })
    .min(0, { message })
    .max(MAX_TIER_DELAY_HOURS, { message });
};

export const saveVendorTierDelaysInput = z.object({ tier2Hours: hours(2), tier3Hours: hours(3) });
export type SaveVendorTierDelaysInput = z.infer<typeof saveVendorTierDelaysInput>;

/** Sets both delays; the server checks the caller is a company admin and the range again. */
export async function saveVendorTierDelays(
  input: SaveVendorTierDelaysInput,
): Promise<VendorTierDelays> {
  const { tier2Hours, tier3Hours } = saveVendorTierDelaysInput.parse(input);
  const { data, error } = await getSupabase().rpc('set_vendor_tier_delays', {
    p_tier2_hours: tier2Hours,
    p_tier3_hours: tier3Hours,
  });
  if (error) throw new Error(error.message);
  return data as unknown as VendorTierDelays;
}

/** The form reports the outcome itself. */
export function useSaveVendorTierDelaysMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVendorTierDelays,
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(vendorKeys.tierDelays, saved),
  });
}
