import { reportRangeSchema, type FunnelStep } from '@portal/shared/charts';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorReportKeys } from './keys';

export const vendorReportInput = z.object({ range: reportRangeSchema });
export type VendorReportInput = z.input<typeof vendorReportInput>;

interface Percentiles {
  median_days: number | null;
  p90_days: number | null;
}

export interface VendorReport {
  funnel: FunnelStep[];
  release_to_submission: Percentiles & { count: number };
  jobs: (Percentiles & {
    job_id: string;
    title: string;
    company_name: string;
    released_at: string | null;
    submissions: number;
    hires: number;
  })[];
}

/** The vendor's submissions over the range; only the vendor's own staff get it. */
export async function getVendorReport(input: VendorReportInput): Promise<VendorReport> {
  const { range } = vendorReportInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_vendor_report', {
    p_from: range.from,
    p_to: range.to,
  });
  if (error) throw new Error(`Failed to load the reports: ${error.message}`);
  return data as unknown as VendorReport;
}

export const vendorReportQuery = (input: VendorReportInput) =>
  queryOptions({
    queryKey: vendorReportKeys.report(input),
    queryFn: () => getVendorReport(input),
    placeholderData: keepPreviousData,
  });

export function useVendorReportQuery(input: VendorReportInput) {
  return useQuery(vendorReportQuery(input));
}
