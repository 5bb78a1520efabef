import { z } from 'zod';
import { callFunction } from '../../../lib/call-function';
import type { CandidateApplication } from '../types';

export const getApplicationsInput = z.object({ userId: z.uuid() });
export type GetApplicationsInput = z.infer<typeof getApplicationsInput>;

/** The candidate's own applications, newest first, each with its job. */
export async function getApplications(
  input: GetApplicationsInput,
): Promise<CandidateApplication[]> {
  const { userId } = getApplicationsInput.parse(input);
  const result = await callFunction<{ applications?: CandidateApplication[] }>(
    'get-candidate-data',
    {
      operation: 'applications',
      userId,
    },
  );
  return result?.applications ?? [];
}
