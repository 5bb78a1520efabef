import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filterArgs, type BoardFilters } from './board-filters';
import { pipelineKeys } from './keys';

export interface PipelineCard {
  id: string;
  /** The stage of the column the card is in. */
  status: string;
  status_changed_at: string;
  candidate_id: string;
  first_name: string | null;
  last_name: string | null;
  /** 'Direct', 'Company-managed', or the vendor and the recruiter who submitted it. */
  source_label: string;
  /** Present when the board is sorted by best match. */
  match_score?: number | null;
}

export interface PipelineColumn {
  status: string;
  total: number;
  cards: PipelineCard[];
}

/** The server leaves a card's stage out: it is its column's. */
type CardRow = Omit<PipelineCard, 'status'>;

export function inColumn(status: string, cards: CardRow[]): PipelineCard[] {
  return cards.map((card) => ({ ...card, status }));
}

export const PAGE_SIZE = 20;

/** Every stage of a job with its total and first page of cards, in one call. */
export async function getPipelineBoard(jobId: string, filters: BoardFilters): Promise<PipelineColumn[]> {
  const { data, error } = await getSupabase().rpc('get_pipeline_board', {
    p_job_id: z.uuid().parse(jobId),
    ...filterArgs(filters),
    p_page_size: PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  return (data as unknown as (Omit<PipelineColumn, 'cards'> & { cards: CardRow[] })[]).map((column) => ({
    ...column,
    cards: inColumn(column.status, column.cards),
  }));
}

export const pipelineBoardQuery = (jobId: string, filters: BoardFilters) =>
  queryOptions({
    queryKey: pipelineKeys.board(jobId, filters),
    queryFn: () => getPipelineBoard(jobId, filters),
    // A new filter keeps the old board on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function usePipelineBoardQuery(jobId: string, filters: BoardFilters, enabled = true) {
  return useQuery({ ...pipelineBoardQuery(jobId, filters), enabled });
}
