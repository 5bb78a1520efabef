import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { matchingKeys } from '../../../lib/matching/keys';

export const listJobInvitationsInput = z.object({ jobId: z.uuid() });
export type ListJobInvitationsInput = z.infer<typeof listJobInvitationsInput>;

/** The candidates already invited to apply to the job (row-level security: its hiring team). */
export async function listJobInvitations(input: ListJobInvitationsInput): Promise<Set<string>> {
  const { jobId } = listJobInvitationsInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('job_invitations')
      .select('candidate_id')
      .eq('job_id', jobId)
      .order('candidate_id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return new Set(data.map((row) => row.candidate_id));
}

export const jobInvitationsQuery = (input: ListJobInvitationsInput) =>
  queryOptions({
    queryKey: matchingKeys.invitations(input.jobId),
    queryFn: () => listJobInvitations(input),
  });

export function useJobInvitationsQuery(input: ListJobInvitationsInput) {
  return useQuery(jobInvitationsQuery(input));
}
