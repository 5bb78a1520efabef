import { getSupabase } from '@portal/shared/supabase';
import { candidateListPageSchema } from '@portal/shared/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';
import type { CandidateApplication } from '../types';

export const getApplicationsInput = candidateListPageSchema.extend({ userId: z.uuid() });
export type GetApplicationsInput = z.infer<typeof getApplicationsInput>;

export interface ApplicationsPage {
  applications: CandidateApplication[];
  /** Every application of the candidate, not just this page. */
  total: number;
  /** Applications in the interview stage, across all pages. */
  interviewCount: number;
}

/** One page of the candidate's own applications, newest first, each with its job. */
export async function getApplications(input: GetApplicationsInput): Promise<ApplicationsPage> {
  const { userId, page, pageSize } = getApplicationsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_applications', {
    p_user_id: userId,
    p_page: page,
    p_page_size: pageSize,
  });
  if (error) throw new Error(error.message);
  const result = data as Partial<ApplicationsPage> | null;
  const applications = result?.applications ?? [];
  return {
    applications,
    total: result?.total ?? applications.length,
    interviewCount: result?.interviewCount ?? 0,
  };
}

export const applicationsQuery = (input: GetApplicationsInput) =>
  queryOptions({
    queryKey: applicationKeys.page(input.userId, input.page, input.pageSize),
    queryFn: () => getApplications(input),
    // The page on screen stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useApplicationsQuery(input: GetApplicationsInput, enabled = true) {
  return useQuery({ ...applicationsQuery(input), enabled });
}
