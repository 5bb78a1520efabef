import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPublicFunction } from './public-function';
import { jobBoardKeys } from './keys';
import type { PublicJobDetail } from './public-job-types';

// A pattern rather than a zod schema: the job page's first view loads no zod.
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GetPublicJobInput {
  id: string;
}

/** An open job with its company's public profile; null when it is not open or the id is malformed. */
export async function getPublicJob({ id }: GetPublicJobInput): Promise<PublicJobDetail | null> {
  if (!JOB_ID.test(id)) return null;
  return callPublicFunction<PublicJobDetail | null>('get_public_job', { p_job_id: id });
}

export const publicJobQuery = (input: GetPublicJobInput) =>
  queryOptions({ queryKey: jobBoardKeys.job(input.id), queryFn: () => getPublicJob(input) });

export function usePublicJobQuery(input: GetPublicJobInput) {
  return useQuery(publicJobQuery(input));
}
