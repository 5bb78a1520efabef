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

export const stageTemplateInput = z.object({
  companyId: z.uuid(),
  status: z.enum(['reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject can be at most 200 characters'),
  body: z.string().trim().min(1, 'Message is required').max(5000, 'Message can be at most 5000 characters'),
});

export async function saveRejectionReasons(input: z.infer<typeof rejectionReasonsInput>): Promise<void> {
  const { companyId, reasons } = rejectionReasonsInput.parse(input);
  const { error } = await getSupabase()
    .from('company_pipeline_settings')
    .upsert({ company_id: companyId, rejection_reasons: reasons }, { onConflict: 'company_id' });
  if (error) throw new Error(error.message);
}

export async function saveStageTemplate(input: z.infer<typeof stageTemplateInput>): Promise<void> {
  const { companyId, status, subject, body } = stageTemplateInput.parse(input);
  const { error } = await getSupabase()
    .from('stage_email_templates')
    .upsert({ company_id: companyId, status, subject, body }, { onConflict: 'company_id,status' });
  if (error) throw new Error(error.message);
}

function useSettingsMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.settings }),
  });
}

export const useSaveRejectionReasonsMutation = () => useSettingsMutation(saveRejectionReasons);
export const useSaveStageTemplateMutation = () => useSettingsMutation(saveStageTemplate);
