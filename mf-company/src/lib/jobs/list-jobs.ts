import { likePattern } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from './keys';
import type { JobListItem } from './types';

export const listJobsInput = z.object({
  companyId: z.string().uuid(),
  search: z.string().trim().default(''),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type ListJobsInput = z.input<typeof listJobsInput>;

export interface JobPage {
  jobs: JobListItem[];
  total: number;
}

// What the lists show; all of it is in the company's job index, so a page never reads the rows.
const LIST_COLUMNS = 'id, company_id, created_by, title, status, created_at';

/** The company's jobs the caller may see (the server applies the team hierarchy), newest first. */
export async function listJobs(input: ListJobsInput): Promise<JobPage> {
  const { companyId, search, page, pageSize } = listJobsInput.parse(input);
  let query = getSupabase()
    .from('jobs')
    .select(LIST_COLUMNS, { count: 'exact' })
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  // The server keeps a lower-cased copy of each title; matching it with `like` is case-insensitive.
  if (search) query = query.like('search_text', likePattern(search.toLowerCase()));
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { jobs: data satisfies JobListItem[], total: count ?? 0 };
}

export const jobsQuery = (input: Required<ListJobsInput>) =>
  queryOptions({
    queryKey: jobKeys.list(input.companyId, input.search, input.page, input.pageSize),
    queryFn: () => listJobs(input),
  });

/** One page of jobs; the previous page stays on screen while the next one loads. */
export function useJobsQuery(input: Required<ListJobsInput>) {
  return useQuery({ ...jobsQuery(input), placeholderData: keepPreviousData });
}
