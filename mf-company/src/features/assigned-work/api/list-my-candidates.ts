import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignedWorkKeys } from './keys';

export const listMyCandidatesInput = z.object({
  userId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type ListMyCandidatesInput = z.input<typeof listMyCandidatesInput>;

export interface AssignedCandidate {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  skills: string[];
  assignedAt: string;
}

/** The candidates assigned to this staff member, most recently assigned first. */
export async function listMyCandidates(input: ListMyCandidatesInput) {
  const { userId, page, pageSize } = listMyCandidatesInput.parse(input);
  const { data, error, count } = await getSupabase()
    .from('candidate_assignments')
    .select('created_at, candidate:candidates!inner(id, first_name, last_name, email, title, skills)', {
      count: 'exact',
    })
    .eq('assigned_to_user_id', userId)
    .order('created_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  if (error) throw new Error(error.message);
  const candidates: AssignedCandidate[] = data.map((row) => ({
    ...row.candidate,
    skills: row.candidate.skills ?? [],
    assignedAt: row.created_at,
  }));
  return { candidates, total: count ?? 0 };
}

export const myCandidatesQuery = (input: Required<ListMyCandidatesInput>) =>
  queryOptions({
    queryKey: assignedWorkKeys.candidates(input.userId, input.page, input.pageSize),
    queryFn: () => listMyCandidates(input),
  });

/** One page of the caller's assigned candidates; the previous page stays while the next loads. */
export function useMyCandidatesQuery(input: Required<ListMyCandidatesInput>) {
  return useQuery({ ...myCandidatesQuery(input), placeholderData: keepPreviousData });
}
