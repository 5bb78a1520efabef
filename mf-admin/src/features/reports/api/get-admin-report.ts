import { reportRangeSchema } from '@portal/shared/charts';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminReportKeys } from './keys';

export const adminReportInput = z.object({ range: reportRangeSchema });
export type AdminReportInput = z.input<typeof adminReportInput>;

export interface AdminReportWeek {
  /** The Monday the week starts on. */
  week: string;
  candidate_signups: number;
  company_signups: number;
  companies_registered: number;
  companies_approved: number;
  jobs_posted: number;
  applications: number;
}

export interface AdminReport {
  weeks: AdminReportWeek[];
  tiers: { tier: string; companies: number }[];
}

/** Weekly platform figures over the range and today's tier distribution; platform admins only. */
export async function getAdminReport(input: AdminReportInput): Promise<AdminReport> {
  const { range } = adminReportInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_admin_report', {
    p_from: range.from,
    p_to: range.to,
  });
  if (error) throw new Error(`Failed to load the reports: ${error.message}`);
  return data as unknown as AdminReport;
}

export const adminReportQuery = (input: AdminReportInput) =>
  queryOptions({
    queryKey: adminReportKeys.report(input),
    queryFn: () => getAdminReport(input),
    placeholderData: keepPreviousData,
  });

export function useAdminReportQuery(input: AdminReportInput) {
  return useQuery(adminReportQuery(input));
}
