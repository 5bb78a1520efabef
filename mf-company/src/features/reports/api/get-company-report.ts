import { reportRangeSchema, type FunnelStep } from '@portal/shared/charts';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyReportKeys } from './keys';

export const companyReportInput = z.object({
  range: reportRangeSchema,
  jobId: z.string().uuid().optional(),
});
export type CompanyReportInput = z.input<typeof companyReportInput>;

export interface Percentiles {
  median_days: number | null;
  p90_days: number | null;
}

export interface CompanyReport {
  funnel: FunnelStep[];
  stage_times: (Percentiles & { stage: string; count: number })[];
  time_to_hire: Percentiles & { count: number };
  sources: {
    source: 'candidate' | 'company' | 'vendor';
    vendor_id: string | null;
    vendor_name: string | null;
    applicants: number;
    hires: number;
  }[];
  vendors: (Percentiles & {
    vendor_id: string;
    vendor_name: string | null;
    submissions: number;
    interviews: number;
    offers: number;
    hires: number;
  })[];
  jobs: {
    job_id: string;
    title: string;
    applied: number;
    reviewing: number;
    interview: number;
    offered: number;
    hired: number;
  }[];
  activity: {
    user_id: string;
    name: string;
    moves: number;
    advanced: number;
    rejected: number;
    hired: number;
  }[];
}

/** The company's report over the range (and one job); the server limits it to what the caller's role sees. */
export async function getCompanyReport(input: CompanyReportInput): Promise<CompanyReport> {
  const { range, jobId } = companyReportInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_company_report', {
    p_from: range.from,
    p_to: range.to,
    p_job_id: jobId,
  });
  if (error) throw new Error(`Failed to load the reports: ${error.message}`);
  return data as unknown as CompanyReport;
}

export const companyReportQuery = (input: CompanyReportInput) =>
  queryOptions({
    queryKey: companyReportKeys.report(input),
    queryFn: () => getCompanyReport(input),
    placeholderData: keepPreviousData,
  });

export function useCompanyReportQuery(input: CompanyReportInput) {
  return useQuery(companyReportQuery(input));
}
