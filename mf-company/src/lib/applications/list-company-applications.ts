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
 * Applications to the company's jobs, newest first. Row-level security still limits the rows to
 * the jobs the caller's team position lets them see; the company filter lets the page read only
 * this company's rows from its index. The total comes from the counts the database keeps per job
 * (counting a large company's rows on every page view was most of the call's cost).
 */
export async function listCompanyApplications(input: z.input<typeof listCompanyApplicationsInput>) {
  const { companyId, page, pageSize } = listCompanyApplicationsInput.parse(input);
  const db = getSupabase();
  const [list, total] = await Promise.all([
    db
      .from('applications')
      .select(
        'id, status, applied_at, source_label, candidate:candidates(first_name, last_name, title), job:jobs(id, title, company_id)',
      )
      .eq('company_id', companyId)
      .order('applied_at', { ascending: false })
      .order('id', { ascending: false })
      .range((page - 1) * pageSize, page * pageSize - 1),
    db.rpc('count_company_applications', { p_company_id: companyId }),
  ]);
  if (list.error) throw new Error(list.error.message);
  if (total.error) throw new Error(total.error.message);
  return { applications: list.data satisfies CompanyApplicationRow[], total: total.data ?? 0 };
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
