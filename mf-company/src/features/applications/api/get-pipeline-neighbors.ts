import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filterArgs, type BoardFilters } from './board-filters';
import { pipelineKeys } from './keys';

export interface PipelineNeighbors {
  job_id: string;
  position: number | null;
  total: number;
  previous_id: string | null;
  next_id: string | null;
}

/** The applications before and after this one in its job's board order under the filters. */
export async function getPipelineNeighbors(applicationId: string, filters: BoardFilters): Promise<PipelineNeighbors> {
  const { data, error } = await getSupabase().rpc('get_pipeline_neighbors', {
    p_application_id: z.uuid().parse(applicationId),
    ...filterArgs(filters),
  });
  if (error) throw new Error(error.message);
  return data as unknown as PipelineNeighbors;
}

export const pipelineNeighborsQuery = (applicationId: string, filters: BoardFilters) =>
  queryOptions({
    queryKey: pipelineKeys.neighbors(applicationId, filters),
    queryFn: () => getPipelineNeighbors(applicationId, filters),
  });

export function usePipelineNeighborsQuery(applicationId: string, filters: BoardFilters) {
  return useQuery(pipelineNeighborsQuery(applicationId, filters));
}
