import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownershipSettings } from './get-ownership-settings';
import { ownershipKeys } from './keys';

const WINDOW_MESSAGE = 'The ownership window must be between 1 and 24 months';

export const saveOwnershipSettingsInput = z.object({
  windowMonths: z
    .number({ error: WINDOW_MESSAGE })
    .int(WINDOW_MESSAGE)
    .min(1, WINDOW_MESSAGE)
    .max(24, WINDOW_MESSAGE),
  confirmVendorSubmissions: z.boolean(),
});
export type SaveOwnershipSettingsInput = z.infer<typeof saveOwnershipSettingsInput>;

/** Sets the company's ownership window and confirmation step (company admins; checked again by the server). */
export async function saveOwnershipSettings(input: SaveOwnershipSettingsInput) {
  const { windowMonths, confirmVendorSubmissions } = saveOwnershipSettingsInput.parse(input);
  const { data, error } = await getSupabase().rpc('save_ownership_settings', {
    p_window_months: windowMonths,
    p_confirm_vendor_submissions: confirmVendorSubmissions,
  });
  if (error) throw new Error(error.message);
  return ownershipSettings.parse(data);
}

export function useSaveOwnershipSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnershipSettings,
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(ownershipKeys.settings, saved),
  });
}
