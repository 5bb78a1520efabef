import { getSupabase } from '@portal/shared/supabase';
import type { PostgrestError } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';
import type { CandidateProfile } from '../types';

export const getCandidateProfileInput = z.object({ userId: z.uuid(), email: z.string() });
export type GetCandidateProfileInput = z.infer<typeof getCandidateProfileInput>;

/** Delay before reading a profile again after creating it without the fetch function. */
export const PROFILE_REFETCH_DELAY_MS = 1000;
const DUPLICATE_KEY = '23505';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgREST answers PGRST202 (404) when the function is not in its schema cache. */
function isMissingFunction(error: PostgrestError): boolean {
  return error.code === 'PGRST202' || error.code === '42883';
}

async function fetchByFunction(
  userId: string,
): Promise<{ row: CandidateProfile | null; error: PostgrestError | null }> {
  const { data, error } = await getSupabase().rpc('get_candidate_by_user_id', {
    p_user_id: userId,
  });
  if (error) return { row: null, error };
  return { row: data[0] ?? null, error: null };
}

async function fetchByTable(userId: string): Promise<CandidateProfile | null> {
  const { data, error } = await getSupabase()
    .from('candidates')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Failed to fetch profile: ${error.message}`);
  return data;
}

/** Creates the minimal record; a duplicate key means it exists already. */
export async function createCandidateProfile(input: GetCandidateProfileInput): Promise<void> {
  const { userId, email } = getCandidateProfileInput.parse(input);
  const { error } = await getSupabase()
    .from('candidates')
    .insert({ user_id: userId, first_name: email.split('@')[0], last_name: '', email, skills: [] });
  if (error && error.code !== DUPLICATE_KEY)
    throw new Error(`Failed to create profile: ${error.message}`);
}

/** The signed-in candidate's profile, created on the first visit. */
export async function getCandidateProfile(
  input: GetCandidateProfileInput,
): Promise<CandidateProfile> {
  const { userId, email } = getCandidateProfileInput.parse(input);
  const first = await fetchByFunction(userId);
  if (first.error) {
    if (!isMissingFunction(first.error))
      throw new Error(`Failed to fetch profile: ${first.error.message}`);
    await createCandidateProfile({ userId, email });
    await sleep(PROFILE_REFETCH_DELAY_MS);
    const row = await fetchByTable(userId);
    if (!row) throw new Error('Failed to fetch profile');
    return row;
  }
  if (first.row) return first.row;
  await createCandidateProfile({ userId, email });
  const second = await fetchByFunction(userId);
  if (second.error || !second.row)
    throw new Error(`Failed to fetch profile${second.error ? `: ${second.error.message}` : ''}`);
  return second.row;
}

export const candidateProfileQuery = (input: GetCandidateProfileInput) =>
  queryOptions({
    queryKey: profileKeys.own(input.userId),
    queryFn: () => getCandidateProfile(input),
  });

export function useCandidateProfileQuery(input: GetCandidateProfileInput, enabled = true) {
  return useQuery({ ...candidateProfileQuery(input), enabled });
}
