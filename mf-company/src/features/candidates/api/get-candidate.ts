import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { candidateKeys } from './keys';

export const getCandidateInput = z.object({ id: z.string() });
export type GetCandidateInput = z.infer<typeof getCandidateInput>;

export type CandidateRecord = Tables<'candidates'>;

/** A candidate the caller may see; null when missing, not visible or the id is malformed. */
export async function getCandidate(input: GetCandidateInput): Promise<CandidateRecord | null> {
  const parsed = z.string().uuid().safeParse(getCandidateInput.parse(input).id);
  if (!parsed.success) return null;
  const { data, error } = await getSupabase()
    .from('candidates')
    .select('*')
    .eq('id', parsed.data)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const candidateQuery = (input: GetCandidateInput) =>
  queryOptions({ queryKey: candidateKeys.detail(input.id), queryFn: () => getCandidate(input) });

export function useCandidateQuery(input: GetCandidateInput) {
  return useQuery(candidateQuery(input));
}
