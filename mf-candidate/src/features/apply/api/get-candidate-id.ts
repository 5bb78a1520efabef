import { z } from 'zod';
import { getSupabase } from '@portal/shared/supabase';

export const getCandidateIdInput = z.object({ userId: z.uuid() });
export type GetCandidateIdInput = z.infer<typeof getCandidateIdInput>;

export interface CandidateIdResult {
  candidateId: string | null;
  /** Labels of the profile fields still missing before the candidate may apply. */
  missingFields: string[];
}

export async function getCandidateId(input: GetCandidateIdInput): Promise<CandidateIdResult> {
  const { userId } = getCandidateIdInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_apply_readiness', {
    p_user_id: userId,
  });
  if (error) throw new Error(error.message);
  const result = data as Partial<CandidateIdResult> | null;
  return { candidateId: result?.candidateId ?? null, missingFields: result?.missingFields ?? [] };
}
