import { PIPELINE_STAGES, type PipelineStage } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorStageKeys } from './keys';

/**
 * The stages of an application a company may show its vendors, in pipeline order; every other
 * stage shows as the last shown stage before it. Withdrawn, the candidate's own decision, is always
 * shown.
 */
export type VendorStage = Exclude<PipelineStage, 'withdrawn'>;
export const VENDOR_STAGES = PIPELINE_STAGES.filter((s): s is VendorStage => s !== 'withdrawn');

/** The company's choice (Submitted, Interview, Offer, Hired and Not Selected unless changed). */
export async function getVendorVisibleStages(): Promise<VendorStage[]> {
  const { data, error } = await getSupabase().rpc('get_vendor_visible_stages');
  if (error) throw new Error(error.message);
  return data as VendorStage[];
}

export const vendorVisibleStagesQuery = () =>
  queryOptions({ queryKey: vendorStageKeys.all, queryFn: getVendorVisibleStages });

export function useVendorVisibleStagesQuery() {
  return useQuery(vendorVisibleStagesQuery());
}
