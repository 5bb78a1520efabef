import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../supabase';

export const getMatchInput = z.object({ jobId: z.uuid(), candidateId: z.uuid() });
export type GetMatchInput = z.infer<typeof getMatchInput>;

export interface MatchFactor {
  factor:
    'required_skills' | 'preferred_skills' | 'experience' | 'location' | 'job_type' | 'salary';
  label: string;
  points: number;
  max: number;
  detail: string;
}

/** The score of a job and a candidate with its reasons, as every side reads them. */
export interface MatchExplanation {
  score: number;
  summary: string;
  required: { matched: string[]; missing: string[]; total: number };
  preferred: { matched: string[]; total: number };
  factors: MatchFactor[];
}

/** Cache keys of match reasons; a profile, preference or job change makes them stale. */
export const matchKeys = {
  all: ['match'] as const,
  one: (input: GetMatchInput) => [...matchKeys.all, input.jobId, input.candidateId] as const,
};

/** The reasons behind one score; null when the caller may not read the job or the candidate. */
export async function getMatch(input: GetMatchInput): Promise<MatchExplanation | null> {
  const { jobId, candidateId } = getMatchInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_match', {
    p_job_id: jobId,
    p_candidate_id: candidateId,
  });
  if (error) throw new Error(error.message);
  return (data as MatchExplanation | null) ?? null;
}

export const matchQuery = (input: GetMatchInput) =>
  queryOptions({ queryKey: matchKeys.one(input), queryFn: () => getMatch(input) });

export function useMatchQuery(input: GetMatchInput, enabled = true) {
  return useQuery({ ...matchQuery(input), enabled });
}
