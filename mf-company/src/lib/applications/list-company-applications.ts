import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from './keys';

export type CompanyApplicationRow = Pick<
  Tables<'applications'>,
  'id' | 'status' | 'applied_at' | 'source_label'
> & {
  candidate: Pick<Tables<'candidates'>, 'first_name' | 'last_name' | 'title'> | null;
  job: Pick<Tables<'jobs'>, 'id' | 'title' | 'company_id'> | null;
};

export const listCompanyApplicationsInput = z.object({
  companyId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

/**
 * Applications to the company's jobs, newest first, and how many the caller may see, in one call.
 * Row-level security still limits the rows to the jobs the caller's team position lets them see;
 * the total comes from the counts the database keeps per job. A page past the end comes back as
 * one row with the total and no application.
 */
export async function listCompanyApplications(input: z.input<typeof listCompanyApplicationsInput>) {
  const { companyId, page, pageSize } = listCompanyApplicationsInput.parse(input);
  const { data, error } = await getSupabase().rpc('list_company_applications', {
    p_company_id: companyId,
    p_offset: (page - 1) * pageSize,
    p_limit: pageSize,
  });
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  const applications: CompanyApplicationRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      status: r.status,
      applied_at: r.applied_at,
      source_label: r.source_label,
      candidate:
        r.candidate_first_name === null && r.candidate_last_name === null
          ? null
          : {
              first_name: r.candidate_first_name,
              last_name: r.candidate_last_name,
              title: r.candidate_title,
            },
      job:
        r.job_id === null
          ? null
          : { id: r.job_id, title: r.job_title, company_id: r.job_company_id },
    }));
  return { rows: applications, total: rows[0]?.total ?? 0 };
}

export const companyApplicationsQuery = (
  input: Required<z.input<typeof listCompanyApplicationsInput>>,
) =>
  queryOptions({
    queryKey: applicationKeys.companyList(input.companyId, input.page, input.pageSize),
    queryFn: () => listCompanyApplications(input),
  });

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useCompanyApplicationsQuery(
  input: Required<z.input<typeof listCompanyApplicationsInput>>,
) {
  return useQuery({ ...companyApplicationsQuery(input), placeholderData: keepPreviousData });
}
