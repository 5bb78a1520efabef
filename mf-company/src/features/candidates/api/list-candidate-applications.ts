import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { candidateKeys } from './keys';

export const listCandidateApplicationsInput = z.object({
  candidateId: z.string().uuid(),
  companyId: z.string().uuid(),
});
export type ListCandidateApplicationsInput = z.infer<typeof listCandidateApplicationsInput>;

export type CandidateApplication = Pick<
  Tables<'applications'>,
  'id' | 'status' | 'applied_at' | 'job_id'
> & {
  job: { title: string } | null;
};

/** The person's applications to this company's jobs that the caller sees, newest first. */
export async function listCandidateApplications(
  input: ListCandidateApplicationsInput,
): Promise<CandidateApplication[]> {
  const { candidateId, companyId } = listCandidateApplicationsInput.parse(input);
  // Bounded: one person's applications to one company's jobs, one per job.
  const { data, error } = await getSupabase()
    .from('applications')
    .select('id, status, applied_at, job_id, job:jobs(title)')
    .eq('candidate_id', candidateId)
    .eq('company_id', companyId)
    .order('applied_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as unknown as CandidateApplication[];
}

export const candidateApplicationsQuery = (input: ListCandidateApplicationsInput) =>
  queryOptions({
    queryKey: candidateKeys.applications(input.candidateId, input.companyId),
    queryFn: () => listCandidateApplications(input),
  });

export function useCandidateApplicationsQuery(
  input: ListCandidateApplicationsInput,
  enabled = true,
) {
  return useQuery({ ...candidateApplicationsQuery(input), enabled: enabled && !!input.companyId });
}
