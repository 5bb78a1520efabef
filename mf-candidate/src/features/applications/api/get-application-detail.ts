import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';
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
    { operation: 'application-detail', userId, applicationId },
  );
  return result?.application ?? null;
}

export const applicationDetailQuery = (input: GetApplicationDetailInput) =>
  queryOptions({
    queryKey: applicationKeys.detail(input.userId, input.applicationId),
    queryFn: () => getApplicationDetail(input),
  });

export function useApplicationDetailQuery(input: GetApplicationDetailInput, enabled = true) {
  return useQuery({ ...applicationDetailQuery(input), enabled });
}
