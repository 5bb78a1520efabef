import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { matchingKeys } from '../../../lib/matching/keys';

export const getJobSuggestionsInput = z.object({
  jobId: z.uuid(),
  limit: z.number().int().min(1).max(50).default(10),
});
export type GetJobSuggestionsInput = z.input<typeof getJobSuggestionsInput>;

export interface SuggestedCandidate {
  candidate_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  skills: string[];
  managing_company_id: string | null;
  company_name: string | null;
  score: number;
  summary: string;
}

/**
 * The best matching candidates for a job who have not applied: the company's own and those of
 * partners that share candidates. The server checks the job and every candidate against the
 * caller's rights.
 */
export async function getJobSuggestions(
  input: GetJobSuggestionsInput,
): Promise<SuggestedCandidate[]> {
  const { jobId, limit } = getJobSuggestionsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_job_suggestions', {
    p_job_id: jobId,
    p_limit: limit,
  });
  if (error) throw new Error(error.message);
  return data as SuggestedCandidate[];
}

export const jobSuggestionsQuery = (input: GetJobSuggestionsInput) =>
  queryOptions({
    queryKey: matchingKeys.suggestions(input.jobId),
    queryFn: () => getJobSuggestions(input),
  });

export function useJobSuggestionsQuery(input: GetJobSuggestionsInput) {
  return useQuery(jobSuggestionsQuery(input));
}
