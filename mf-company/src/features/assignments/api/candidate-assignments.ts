import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface CandidateAssignment {
  candidate_id: string;
  assigned_to_user_id: string;
}

export async function listCandidateAssignments(
  candidateIds: string[],
): Promise<CandidateAssignment[]> {
  if (candidateIds.length === 0) return [];
  const { data, error } = await getSupabase()
    .from('candidate_assignments')
    .select('candidate_id, assigned_to_user_id')
    .in('candidate_id', candidateIds);
  if (error) throw new Error(error.message);
  return (data ?? []) as CandidateAssignment[];
}

export const assignCandidatesInput = z.object({
  candidateIds: z.array(z.string().uuid()).min(1, 'Please select candidates and an assignee'),
  assigneeId: z.string().uuid({ message: 'Please select candidates and an assignee' }),
  assignedBy: z.string().uuid(),
});

/** One row per candidate: the previous assignment is removed, then the new one inserted. */
export async function assignCandidates(
  input: z.infer<typeof assignCandidatesInput>,
): Promise<number> {
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
