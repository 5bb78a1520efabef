import { z } from 'zod';
import { invokeFunction } from '@portal/shared/supabase';

export const getCandidateIdInput = z.object({ userId: z.uuid() });
export type GetCandidateIdInput = z.infer<typeof getCandidateIdInput>;

export interface CandidateIdResult {
  candidateId: string | null;
  /** Labels of the profile fields still missing before the candidate may apply. */
  missingFields: string[];
}

export async function getCandidateId(input: GetCandidateIdInput): Promise<CandidateIdResult> {
  const { userId } = getCandidateIdInput.parse(input);
  const result = await invokeFunction<{ candidateId?: string | null; missingFields?: string[] }>(
    'get-candidate-data',
    {
      operation: 'get-candidate-id',
      userId,
    },
  );
  return { candidateId: result?.candidateId ?? null, missingFields: result?.missingFields ?? [] };
}
