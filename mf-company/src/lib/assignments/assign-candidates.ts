import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from './keys';

export const assignCandidatesInput = z.object({
  candidateIds: z.array(z.string().uuid()).min(1, 'Please select candidates and an assignee'),
  assigneeId: z.string().uuid({ message: 'Please select candidates and an assignee' }),
  assignedBy: z.string().uuid(),
});
export type AssignCandidatesInput = z.infer<typeof assignCandidatesInput>;

/** One row per candidate: the previous assignment is removed, then the new one inserted. */
export async function assignCandidates(input: AssignCandidatesInput): Promise<number> {
  const { candidateIds, assigneeId, assignedBy } = assignCandidatesInput.parse(input);
  const client = getSupabase();
  for (const candidateId of candidateIds) {
    const removed = await client
      .from('candidate_assignments')
      .delete()
      .eq('candidate_id', candidateId);
    if (removed.error) throw new Error(removed.error.message);
    const inserted = await client.from('candidate_assignments').insert({
      candidate_id: candidateId,
      assigned_to_user_id: assigneeId,
      assigned_by_user_id: assignedBy,
    });
    if (inserted.error) throw new Error(inserted.error.message);
  }
  return candidateIds.length;
}

/** The screen reports a failure itself; every list of candidate assignees reloads. */
export function useAssignCandidatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCandidates,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.candidates() }),
  });
}
