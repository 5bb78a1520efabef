import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from './keys';

export const updateApplicationStatusInput = z.object({
  applicationId: z.string().uuid(),
  status: z.enum(['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']),
});

export async function updateApplicationStatus(
  input: z.infer<typeof updateApplicationStatusInput>,
): Promise<void> {
  const { applicationId, status } = updateApplicationStatusInput.parse(input);
  const { data, error } = await getSupabase()
    .from('applications')
    .update({ status })
    .eq('id', applicationId)
    .select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('You do not have permission to update this application');
}

/** The screen reports a failure itself; every list and page showing applications is read again. */
export function useUpdateApplicationStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
