import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pipelineKeys } from './keys';

export const rejectionReasonsInput = z.object({
  companyId: z.uuid(),
  reasons: z
    .array(z.string().trim().min(1, 'A reason cannot be empty').max(100, 'A reason can be at most 100 characters'))
    .min(1, 'Keep at least one reason')
    .max(20, 'Keep at most 20 reasons')
    .refine((r) => new Set(r.map((x) => x.toLowerCase())).size === r.length, 'Each reason must be different'),
});

/** Replaces the company's rejection reasons (company and subscription admins). */
export async function saveRejectionReasons(input: z.infer<typeof rejectionReasonsInput>): Promise<void> {
  const { companyId, reasons } = rejectionReasonsInput.parse(input);
  const { error } = await getSupabase()
    .from('company_pipeline_settings')
    .upsert({ company_id: companyId, rejection_reasons: reasons }, { onConflict: 'company_id' });
  if (error) throw new Error(error.message);
}

export function useSaveRejectionReasonsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRejectionReasons,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.settings }),
  });
}
