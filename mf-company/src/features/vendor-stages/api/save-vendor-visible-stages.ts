import { PIPELINE_STAGES } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { VendorStage } from './get-vendor-visible-stages';
import { vendorStageKeys } from './keys';

export const saveVendorVisibleStagesInput = z.object({
  stages: z
    .array(
      z
        .enum(PIPELINE_STAGES)
        .exclude(['withdrawn'], { message: 'Choose stages from the pipeline' }),
    )
    .refine((stages) => stages.includes('applied'), { message: 'Vendors always see Submitted' }),
});
export type SaveVendorVisibleStagesInput = z.infer<typeof saveVendorVisibleStagesInput>;

/** Saves the stages; the server checks the caller is a company admin and the stages again. */
export async function saveVendorVisibleStages(
  input: SaveVendorVisibleStagesInput,
): Promise<VendorStage[]> {
  const { stages } = saveVendorVisibleStagesInput.parse(input);
  const { data, error } = await getSupabase().rpc('set_vendor_visible_stages', {
    p_stages: stages,
  });
  if (error) throw new Error(error.message);
  return data as VendorStage[];
}

/** The card reports the outcome itself. */
export function useSaveVendorVisibleStagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVendorVisibleStages,
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(vendorStageKeys.all, saved),
  });
}
