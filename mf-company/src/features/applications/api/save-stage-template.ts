import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pipelineKeys } from './keys';

export const stageTemplateInput = z.object({
  companyId: z.uuid(),
  status: z.enum(['reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject can be at most 200 characters'),
  body: z.string().trim().min(1, 'Message is required').max(5000, 'Message can be at most 5000 characters'),
});

/** Saves the company's own e-mail for one stage (company and subscription admins). */
export async function saveStageTemplate(input: z.infer<typeof stageTemplateInput>): Promise<void> {
  const { companyId, status, subject, body } = stageTemplateInput.parse(input);
  const { error } = await getSupabase()
    .from('stage_email_templates')
    .upsert({ company_id: companyId, status, subject, body }, { onConflict: 'company_id,status' });
  if (error) throw new Error(error.message);
}

export function useSaveStageTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStageTemplate,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.settings }),
  });
}
