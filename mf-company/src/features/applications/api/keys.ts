import { applicationKeys } from '../../../lib/applications/keys';
import type { BoardFilters } from './board-filters';

/**
 * Cache keys of the pipeline, below the applications' keys: a colleague's change to any
 * application (a live signal) refreshes boards, neighbours and message lists too.
 */
export const pipelineKeys = {
  all: [...applicationKeys.all, 'pipeline'] as const,
  board: (jobId: string, filters: BoardFilters) => [...pipelineKeys.all, 'board', jobId, filters] as const,
  column: (jobId: string, status: string, filters: BoardFilters) =>
    [...pipelineKeys.all, 'column', jobId, status, filters] as const,
  neighbors: (applicationId: string, filters: BoardFilters) =>
    [...pipelineKeys.all, 'neighbors', applicationId, filters] as const,
  settings: ['company-pipeline-settings'] as const,
  messages: (applicationId: string) => [...applicationKeys.all, 'messages', applicationId] as const,
};
