import { getSupabase } from '@portal/shared/supabase';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filterArgs, type BoardFilters } from './board-filters';
import { inColumn, PAGE_SIZE, type PipelineCard } from './get-pipeline-board';
import { pipelineKeys } from './keys';

export const getPipelineColumnInput = z.object({
  jobId: z.uuid(),
  status: z.string().min(1),
  offset: z.number().int().min(0),
});

/** One more page of one column, after the cards already shown. */
export async function getPipelineColumn(
  input: z.infer<typeof getPipelineColumnInput>,
  filters: BoardFilters,
): Promise<PipelineCard[]> {
  const { jobId, status, offset } = getPipelineColumnInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_pipeline_column', {
    p_job_id: jobId,
    p_status: status,
    ...filterArgs(filters),
    p_offset: offset,
    p_limit: PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return inColumn(status, (data as unknown as { cards: Omit<PipelineCard, 'status'>[] }).cards);
}

/** Pages after the board's first one; starts only when the user asks for more. */
export function usePipelineColumnPages(jobId: string, status: string, filters: BoardFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: pipelineKeys.column(jobId, status, filters),
    queryFn: ({ pageParam }) => getPipelineColumn({ jobId, status, offset: pageParam }, filters),
    initialPageParam: PAGE_SIZE,
    getNextPageParam: (last, pages) => (last.length < PAGE_SIZE ? undefined : PAGE_SIZE * (pages.length + 1)),
    enabled,
  });
}
