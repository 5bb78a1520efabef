import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobBoardKeys } from './keys';
import type { PublicCompany, PublicJobCard } from './public-job-types';

export const getCareersPageInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});
export type GetCareersPageInput = z.input<typeof getCareersPageInput>;

export interface CareersPage {
  company: PublicCompany;
  jobs: PublicJobCard[];
}

/** A company's public profile and open jobs; null when no company on the board has that slug. */
export async function getCareersPage(input: GetCareersPageInput): Promise<CareersPage | null> {
  const parsed = getCareersPageInput.safeParse(input);
  if (!parsed.success) return null;
  const { data, error } = await getSupabase().rpc('get_careers_page', { p_slug: parsed.data.slug });
  if (error) throw new Error(error.message);
  return (data as unknown as CareersPage | null) ?? null;
}

export const careersPageQuery = (input: GetCareersPageInput) =>
  queryOptions({
    queryKey: jobBoardKeys.careers(input.slug),
    queryFn: () => getCareersPage(input),
  });

export function useCareersPageQuery(input: GetCareersPageInput) {
  return useQuery(careersPageQuery(input));
}
