import { z } from 'zod';
import { invokeFunction } from '@portal/shared/supabase';
import type { CandidateApplicationDetail } from '../types';

export const getApplicationDetailInput = z.object({
  userId: z.uuid(),
  applicationId: z.string().min(1),
});
export type GetApplicationDetailInput = z.infer<typeof getApplicationDetailInput>;

/** One of the candidate's applications with its job and answers; a 404 means missing or not theirs. */
export async function getApplicationDetail(
  input: GetApplicationDetailInput,
): Promise<CandidateApplicationDetail | null> {
  const { userId, applicationId } = getApplicationDetailInput.parse(input);
  const result = await invokeFunction<{ application?: CandidateApplicationDetail | null }>(
    'get-candidate-data',
    {
      operation: 'application-detail',
      userId,
      applicationId,
    },
  );
  return result?.application ?? null;
}
