import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedKeys } from './keys';

export const getSavedSearchesInput = z.object({ userId: z.uuid() });
export type GetSavedSearchesInput = z.infer<typeof getSavedSearchesInput>;

export type SavedSearch = Pick<
  Tables<'saved_searches'>,
  | 'id'
  | 'name'
  | 'query'
  | 'location'
  | 'remote'
  | 'job_type'
  | 'experience_level'
  | 'min_salary'
  | 'alerts_enabled'
  | 'created_at'
>;

/** Every saved search of the candidate, newest first (the screen shows the whole list). */
export async function getSavedSearches(input: GetSavedSearchesInput): Promise<SavedSearch[]> {
  const { userId } = getSavedSearchesInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('saved_searches')
      .select(
        'id, name, query, location, remote, job_type, experience_level, min_salary, alerts_enabled, created_at',
      )
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const savedSearchesQuery = (input: GetSavedSearchesInput) =>
  queryOptions({
    queryKey: savedKeys.searches(input.userId),
    queryFn: () => getSavedSearches(input),
  });

export function useSavedSearchesQuery(input: GetSavedSearchesInput, enabled = true) {
  return useQuery({ ...savedSearchesQuery(input), enabled });
}
