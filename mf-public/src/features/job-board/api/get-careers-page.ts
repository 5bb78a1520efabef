import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPublicFunction } from './public-function';
import { jobBoardKeys } from './keys';
import type { PublicCompany, PublicJobCard } from './public-job-types';

// A pattern rather than a zod schema: the careers page's first view loads no zod.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface GetCareersPageInput {
  slug: string;
}

export interface CareersPage {
  company: PublicCompany;
  jobs: PublicJobCard[];
}

/** A company's public profile and open jobs; null when no company on the board has that slug. */
export async function getCareersPage(input: GetCareersPageInput): Promise<CareersPage | null> {
  const slug = input.slug.trim().toLowerCase();
  if (!SLUG.test(slug)) return null;
  return callPublicFunction<CareersPage | null>('get_careers_page', { p_slug: slug });
}

export const careersPageQuery = (input: GetCareersPageInput) =>
  queryOptions({
    queryKey: jobBoardKeys.careers(input.slug),
    queryFn: () => getCareersPage(input),
  });

export function useCareersPageQuery(input: GetCareersPageInput) {
  return useQuery(careersPageQuery(input));
}
