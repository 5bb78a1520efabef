import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { matchingKeys } from '../../../lib/matching/keys';

export const getApplicationScoresInput = z.object({ jobId: z.uuid() });
export type GetApplicationScoresInput = z.infer<typeof getApplicationScoresInput>;

/** The match score of each application to a job the caller may read, by application id. */
export async function getApplicationScores(
  input: GetApplicationScoresInput,
): Promise<Record<string, number>> {
  const { jobId } = getApplicationScoresInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_application_scores', { p_job_id: jobId });
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.application_id, row.score]));
}

export const applicationScoresQuery = (input: GetApplicationScoresInput) =>
  queryOptions({
    queryKey: matchingKeys.applicationScores(input.jobId),
    queryFn: () => getApplicationScores(input),
  });

export function useApplicationScoresQuery(input: GetApplicationScoresInput) {
  return useQuery(applicationScoresQuery(input));
}
