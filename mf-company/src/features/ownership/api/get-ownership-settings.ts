import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ownershipKeys } from './keys';

export const ownershipSettings = z.object({
  ownership_window_months: z.number().int(),
  confirm_vendor_submissions: z.boolean(),
});
export type OwnershipSettings = z.infer<typeof ownershipSettings>;

/** The caller's company's ownership window and whether candidates confirm vendor submissions. */
export async function getOwnershipSettings(): Promise<OwnershipSettings> {
  const { data, error } = await getSupabase().rpc('get_ownership_settings');
  if (error) throw new Error(error.message);
  return ownershipSettings.parse(data);
}

export const ownershipSettingsQuery = () =>
  queryOptions({ queryKey: ownershipKeys.settings, queryFn: getOwnershipSettings });

export function useOwnershipSettingsQuery() {
  return useQuery(ownershipSettingsQuery());
}
