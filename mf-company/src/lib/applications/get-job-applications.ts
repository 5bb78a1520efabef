import type { Tables } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from './keys';
import type { ApplicationCandidate } from './application-candidate';

export type JobApplication = Pick<
  Tables<'applications'>,
  'id' | 'status' | 'applied_at' | 'job_id' | 'candidate_id'
> & {
  candidate: ApplicationCandidate | null;
  job: Pick<Tables<'jobs'>, 'id' | 'title'>;
};

export const getJobApplicationsInput = z.object({
  userId: z.string().uuid(),
  jobId: z.string().uuid(),
});

export async function getJobApplications(
  input: z.infer<typeof getJobApplicationsInput>,
): Promise<JobApplication[]> {
  const body = getJobApplicationsInput.parse(input);
  const { applications } = await invokeFunction<{ applications: JobApplication[] }>(
    'get-job-applications',
    body,
  );
  return applications;
}

export const jobApplicationsQuery = (input: z.infer<typeof getJobApplicationsInput>) =>
  queryOptions({
    queryKey: applicationKeys.forJob(input.jobId),
    queryFn: () => getJobApplications(input),
  });

/** The applications to one job, read through the function that applies the team hierarchy. */
export function useJobApplicationsQuery(input: z.infer<typeof getJobApplicationsInput>) {
  return useQuery(jobApplicationsQuery(input));
}
