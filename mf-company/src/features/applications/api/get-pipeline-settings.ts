import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pipelineKeys } from './keys';

export interface StageTemplate {
  status: string;
  subject: string;
  body: string;
  is_default: boolean;
}

export interface PipelineSettings {
  rejection_reasons: string[];
  templates: StageTemplate[];
}

/** The company's rejection reasons and stage e-mails, defaults filled in. */
export async function getPipelineSettings(): Promise<PipelineSettings> {
  const { data, error } = await getSupabase().rpc('get_pipeline_settings');
  if (error) throw new Error(error.message);
  return (data as unknown as PipelineSettings | null) ?? { rejection_reasons: [], templates: [] };
}

export const pipelineSettingsQuery = () =>
  queryOptions({ queryKey: pipelineKeys.settings, queryFn: getPipelineSettings, staleTime: 60_000 });

export function usePipelineSettingsQuery(enabled = true) {
  return useQuery({ ...pipelineSettingsQuery(), enabled });
}
