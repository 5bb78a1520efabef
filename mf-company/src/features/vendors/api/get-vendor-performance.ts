import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';

export const vendorPerformanceInput = z.object({ vendorId: z.string().uuid().nullable() });
export type VendorPerformanceInput = z.infer<typeof vendorPerformanceInput>;

export interface PerformanceFigures {
  submissions: number;
  interviews: number;
  offers: number;
  hires: number;
  /** Jobs whose first submission came after the job's release to the vendor. */
  timed_jobs: number;
  /** Days from a job's release to the first submission, over those jobs. */
  median_days: number | null;
  p90_days: number | null;
}

export interface VendorPerformance {
  vendors: (PerformanceFigures & { vendor_id: string; vendor_name: string })[];
  /** Filled for one vendor only. */
  recruiters: (PerformanceFigures & {
    recruiter_id: string;
    first_name: string;
    last_name: string;
    role: 'admin' | 'recruiter';
  })[];
}

/** All-time figures of the company's vendors, or of one vendor and its recruiters. */
export async function getVendorPerformance(
  input: VendorPerformanceInput,
): Promise<VendorPerformance> {
  const { vendorId } = vendorPerformanceInput.parse(input);
  const { data, error } = await getSupabase().rpc(
    'get_company_vendor_performance',
    vendorId ? { p_vendor_id: vendorId } : {},
  );
  if (error) throw new Error(error.message);
  return data as unknown as VendorPerformance;
}

export const vendorPerformanceQuery = (input: VendorPerformanceInput) =>
  queryOptions({
    queryKey: vendorKeys.performance(input.vendorId),
    queryFn: () => getVendorPerformance(input),
  });

export function useVendorPerformanceQuery(input: VendorPerformanceInput) {
  return useQuery(vendorPerformanceQuery(input));
}
