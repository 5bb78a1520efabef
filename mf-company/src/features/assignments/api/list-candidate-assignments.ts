import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from '../../../lib/assignments/keys';

export type CandidateAssignment = Pick<
  Tables<'candidate_assignments'>,
  'candidate_id' | 'assigned_to_user_id'
>;

export const listCandidateAssignmentsInput = z.object({
  candidateIds: z.array(z.string().uuid()),
});
export type ListCandidateAssignmentsInput = z.infer<typeof listCandidateAssignmentsInput>;

export async function listCandidateAssignments(
  input: ListCandidateAssignmentsInput,
): Promise<CandidateAssignment[]> {
  const { candidateIds } = listCandidateAssignmentsInput.parse(input);
  if (candidateIds.length === 0) return [];
  // Bounded: the candidates of one page, each assigned to a few staff members.
  const { data, error } = await getSupabase()
    .from('candidate_assignments')
    .select('candidate_id, assigned_to_user_id')
    .in('candidate_id', candidateIds);
  if (error) throw new Error(error.message);
  return data;
}

export const candidateAssignmentsQuery = (input: ListCandidateAssignmentsInput) =>
  queryOptions({
    queryKey: assignmentKeys.forCandidates(input.candidateIds),
    queryFn: () => listCandidateAssignments(input),
  });

/** The assignee of each candidate, by candidate id. */
export function useCandidateAssigneesQuery(input: ListCandidateAssignmentsInput, enabled = true) {
  return useQuery({
    ...candidateAssignmentsQuery(input),
    enabled,
    select: (rows) =>
      Object.fromEntries(rows.map((row) => [row.candidate_id, row.assigned_to_user_id])) as Record<
        string,
        string
      >,
  });
}
