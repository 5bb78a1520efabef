import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobBoardKeys } from './keys';
import type { PublicJobDetail } from './public-job-types';

export const getPublicJobInput = z.object({ id: z.string().uuid() });
export type GetPublicJobInput = z.infer<typeof getPublicJobInput>;

/** An open job with its company's public profile; null when it is not open or the id is malformed. */
export async function getPublicJob(input: GetPublicJobInput): Promise<PublicJobDetail | null> {
  const parsed = getPublicJobInput.safeParse(input);
  if (!parsed.success) return null;
  const { data, error } = await getSupabase().rpc('get_public_job', { p_job_id: parsed.data.id });
  if (error) throw new Error(error.message);
  return (data as unknown as PublicJobDetail | null) ?? null;
}

export const publicJobQuery = (input: GetPublicJobInput) =>
  queryOptions({ queryKey: jobBoardKeys.job(input.id), queryFn: () => getPublicJob(input) });

export function usePublicJobQuery(input: GetPublicJobInput) {
  return useQuery(publicJobQuery(input));
}
