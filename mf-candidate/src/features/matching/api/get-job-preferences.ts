import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { preferenceKeys } from '../../../lib/preferences/keys';

export const getJobPreferencesInput = z.object({ userId: z.uuid() });
export type GetJobPreferencesInput = z.infer<typeof getJobPreferencesInput>;
export type JobPreferences = Tables<'candidate_preferences'>;

/** The signed-in candidate's job preferences, or null before they first save them. */
export async function getJobPreferences(
  input: GetJobPreferencesInput,
): Promise<JobPreferences | null> {
  getJobPreferencesInput.parse(input);
  // Row-level security returns the caller's own row only.
  const { data, error } = await getSupabase()
    .from('candidate_preferences')
    .select('*')
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const jobPreferencesQuery = (input: GetJobPreferencesInput) =>
  queryOptions({
    queryKey: preferenceKeys.own(input.userId),
    queryFn: () => getJobPreferences(input),
  });

export function useJobPreferencesQuery(input: GetJobPreferencesInput) {
  return useQuery(jobPreferencesQuery(input));
}
