import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedKeys } from './keys';

export const getSavedJobsInput = z.object({ userId: z.uuid() });
export type GetSavedJobsInput = z.infer<typeof getSavedJobsInput>;

export interface SavedJob {
  id: string;
  job_id: string;
  created_at: string;
  /** Null once the job is no longer open (closed, filled, expired): candidates read open jobs only. */
  job: Pick<Tables<'jobs'>, 'id' | 'title' | 'location' | 'locations' | 'job_type'> | null;
}

/** Every job the candidate saved, newest first (the screen shows the whole list). */
export async function getSavedJobs(input: GetSavedJobsInput): Promise<SavedJob[]> {
  const { userId } = getSavedJobsInput.parse(input);
  const { data, error } = await readAllPages((from, to) =>
    getSupabase()
      .from('saved_jobs')
      .select('id, job_id, created_at, job:jobs(id, title, location, locations, job_type)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data as SavedJob[];
}

export const savedJobsQuery = (input: GetSavedJobsInput) =>
  queryOptions({ queryKey: savedKeys.jobs(input.userId), queryFn: () => getSavedJobs(input) });

export function useSavedJobsQuery(input: GetSavedJobsInput, enabled = true) {
  return useQuery({ ...savedJobsQuery(input), enabled });
}
