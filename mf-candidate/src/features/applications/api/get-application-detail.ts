import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';
import type { CandidateApplicationDetail } from '../types';

export const getApplicationDetailInput = z.object({
  userId: z.uuid(),
  applicationId: z.uuid(),
});
export type GetApplicationDetailInput = z.infer<typeof getApplicationDetailInput>;

/** One of the candidate's applications with its job and answers; null when missing or not theirs. */
export async function getApplicationDetail(
  input: GetApplicationDetailInput,
): Promise<CandidateApplicationDetail | null> {
  const { userId, applicationId } = getApplicationDetailInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_application_detail', {
    p_user_id: userId,
    p_application_id: applicationId,
  });
  if (error) throw new Error(error.message);
  return (data as CandidateApplicationDetail | null) ?? null;
}

export const applicationDetailQuery = (input: GetApplicationDetailInput) =>
  queryOptions({
    queryKey: applicationKeys.detail(input.userId, input.applicationId),
    queryFn: () => getApplicationDetail(input),
  });

export function useApplicationDetailQuery(input: GetApplicationDetailInput, enabled = true) {
  return useQuery({ ...applicationDetailQuery(input), enabled });
}
